import { Composer, Preferences, Viewer, useOptionalService, usePublishTitle, useT, useViewer } from '@kite/sdk';
import type { RouteProps, ServiceResolver } from '@kite/sdk';
import { availableTabs, openingTab, sourceSpec, srcOf } from './sources';
import type { BasicSrc, OpeningTab, SourceSpec } from './sources';
import { readTimelinePrefs, useTimelinePrefs } from './prefs';
import type { TimelinePrefs } from './prefs';
import { openLiveTimeline } from './openTimeline';
import type { TimelineOptions } from './openTimeline';
import { TimelineHeader } from './TimelineHeader';
import { TimelineList, useLiveTimeline } from './TimelineList';
import { TimelineTip } from './TimelineTip';
import { timelineMessages as m } from './messages';
import './timeline.css';

const tips = { home: m.tipHome, local: m.tipLocal, social: m.tipSocial, global: m.tipGlobal } as const;

/** The timeline a tab shows, with the options it is opened with. */
function tabTimeline(tab: OpeningTab['tab'], p: TimelinePrefs): [SourceSpec, TimelineOptions] {
  return [sourceSpec(srcOf(tab), p), { withSensitive: p.withSensitive, excludeFiles: false, withHashtags: p.withHashtags }];
}

/**
 * The route's `prepare` (issue 18): opens the timeline the page will show and asks for its first
 * page before the first render, so that render draws the notes rather than a loading list.
 * Resolves once the first page is answered or has failed.
 */
export function prepareTimeline(services: ServiceResolver): Promise<void> {
  const p = readTimelinePrefs(services.resolve(Preferences).state);
  const who = services.resolve(Viewer).info;
  const opening = openingTab(p, who);
  if (!opening) return Promise.resolve();
  return openLiveTimeline(services, who.me?.id ?? null, ...tabTimeline(opening.tab, p)).feed.loadFirstPage();
}

/** One tab's timeline: a basic one or a pinned list (`list:<id>`). */
function Tab({ tab, name }: { tab: OpeningTab['tab']; name: string }) {
  const t = useT();
  const p = useTimelinePrefs();
  const composer = useOptionalService(Composer);
  const src = srcOf(tab);
  const tl = useLiveTimeline(...tabTimeline(tab, p));
  const who = useViewer();
  return (
    <div className="kite-tl">
      <TimelineHeader tabs={availableTabs(who)} current={tab} onReload={() => void tl.feed.reload()} />
      <TimelineTip id={typeof src === 'string' ? src : 'list'} text={typeof src === 'string' ? tips[src as BasicSrc] : m.tipList} />
      {p.showFixedPostForm && composer && who.signedIn && (
        <div className="kite-tl-postform">
          <composer.PostForm inline />
        </div>
      )}
      <TimelineList key={tl.spec.key} tl={tl} label={t(m.feedLabel, { name })} />
    </div>
  );
}

/** `/` (signed in) and `/timeline`: the basic timelines with tabs as policies allow, and pinned lists. */
export default function TimelinePage(_props: RouteProps) {
  const t = useT();
  usePublishTitle(t(m.timeline));
  const opening = openingTab(useTimelinePrefs(), useViewer());
  if (!opening) return <p className="kite-result">{t(m.noTimeline)}</p>;
  return <Tab tab={opening.tab} name={'name' in opening ? opening.name : t(m[opening.tab])} />;
}
