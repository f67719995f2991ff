import { Composer, useOptionalService, useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { availableTabs, chooseTab, sourceSpec } from './sources';
import type { BasicSrc } from './sources';
import { useTimelinePrefs } from './prefs';
import { TimelineHeader, srcOf } from './TimelineHeader';
import { TimelineList, useLiveTimeline } from './TimelineList';
import { TimelineTip } from './TimelineTip';
import { timelineMessages as m } from './messages';
import './timeline.css';

const tips = { home: m.tipHome, local: m.tipLocal, social: m.tipSocial, global: m.tipGlobal } as const;

/** One tab's timeline: a basic one or a pinned list (`list:<id>`). */
function Tab({ tab, name }: { tab: BasicSrc | `list:${string}`; name: string }) {
  const t = useT();
  const p = useTimelinePrefs();
  const composer = useOptionalService(Composer);
  const src = srcOf(tab);
  const tl = useLiveTimeline(sourceSpec(src, p), { withSensitive: p.withSensitive, excludeFiles: false, withHashtags: p.withHashtags });
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
  const who = useViewer();
  const { src, pinnedLists } = useTimelinePrefs();
  const pinned = src.startsWith('list:') && who.signedIn ? pinnedLists.find((l) => `list:${l.id}` === src) : undefined;
  if (pinned) return <Tab tab={src} name={pinned.name} />;
  const chosen = chooseTab(src.startsWith('list:') ? 'home' : (src as BasicSrc), who);
  if (!chosen) return <p className="kite-result">{t(m.noTimeline)}</p>;
  return <Tab tab={chosen} name={t(m[chosen])} />;
}
