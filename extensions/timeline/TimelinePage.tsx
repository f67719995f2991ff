import { Composer, useOptionalService, useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { availableTabs, chooseTab, sourceSpec } from './sources';
import type { BasicSrc } from './sources';
import { useTimelinePrefs } from './prefs';
import { TimelineHeader } from './TimelineHeader';
import { TimelineList, useLiveTimeline } from './TimelineList';
import { TimelineTip } from './TimelineTip';
import { timelineMessages as m } from './messages';
import './timeline.css';

const tips = { home: m.tipHome, local: m.tipLocal, social: m.tipSocial, global: m.tipGlobal } as const;

function Basic({ src }: { src: BasicSrc }) {
  const t = useT();
  const p = useTimelinePrefs();
  const composer = useOptionalService(Composer);
  const tl = useLiveTimeline(sourceSpec(src, p), { withSensitive: p.withSensitive, excludeFiles: false });
  const who = useViewer();
  return (
    <div className="kite-tl">
      <TimelineHeader tabs={availableTabs(who)} current={src} onReload={() => void tl.feed.reload()} />
      <TimelineTip id={src} text={tips[src]} />
      {p.showFixedPostForm && composer && who.signedIn && <div className="kite-tl-postform"><composer.PostForm inline /></div>}
      <TimelineList key={tl.spec.key} tl={tl} label={t(m.feedLabel, { name: t(m[src]) })} />
    </div>
  );
}

/** `/` (signed in) and `/timeline`: the basic timelines with tabs as policies allow. */
export default function TimelinePage(_props: RouteProps) {
  const t = useT();
  const who = useViewer();
  const { src } = useTimelinePrefs();
  const chosen = chooseTab(src, who);
  if (!chosen) return <p className="kite-result">{t(m.noTimeline)}</p>;
  return <Basic src={chosen} />;
}
