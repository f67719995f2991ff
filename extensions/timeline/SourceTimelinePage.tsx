import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Api, Icon, Preferences, useService, useT } from '@kite/sdk';
import type { MessageKey, RouteProps } from '@kite/sdk';
import { sourceSpec } from './sources';
import type { TimelineSrc } from './sources';
import { TimelineList, useLiveTimeline } from './TimelineList';
import { TimelineTip } from './TimelineTip';
import { defaultFilters, setTimelinePref, useTimelinePrefs } from './prefs';
import { timelineMessages as m } from './messages';
import './timeline.css';

/** A timeline of one source on its own page: title, tip, optional tools, the live list. */
export function SourceTimeline({
  src,
  title,
  tip,
  tipId,
  tools,
}: {
  src: TimelineSrc;
  title: string;
  tip: MessageKey;
  tipId: string;
  tools?: ReactNode;
}) {
  const t = useT();
  const tl = useLiveTimeline(sourceSpec(src, defaultFilters), { withSensitive: true, excludeFiles: false });
  return (
    <div className="kite-tl">
      <div className="kite-tl-titlebar">
        <h1 className="kite-page-title">{title}</h1>
        {tools}
      </div>
      <TimelineTip id={tipId} text={tip} />
      <TimelineList key={tl.spec.key} tl={tl} label={t(m.feedLabel, { name: title })} />
    </div>
  );
}

type Named = 'users/lists/show' | 'antennas/show';

/** The name of a list or antenna for the page title (empty until it is known). */
export function useName(endpoint: Named, params: Record<string, string>): string {
  const api = useService(Api);
  const [name, setName] = useState('');
  const key = JSON.stringify(params);
  useEffect(() => {
    api
      .request(endpoint, JSON.parse(key) as never)
      .then((x) => setName((x as { name: string }).name))
      .catch(() => setName(''));
  }, [api, endpoint, key]);
  return name;
}

/** Pins a list as a timeline tab (the timeline page shows pinned lists beside home, local…). */
function PinListButton({ id, name }: { id: string; name: string }) {
  const t = useT();
  const prefs = useService(Preferences);
  const { pinnedLists } = useTimelinePrefs();
  const pinned = pinnedLists.some((l) => l.id === id);
  const toggle = () =>
    setTimelinePref(prefs, 'pinnedLists', pinned ? pinnedLists.filter((l) => l.id !== id) : [...pinnedLists, { id, name }]);
  return (
    <button type="button" className="kite-button" aria-pressed={pinned} disabled={!name} onClick={toggle}>
      <Icon icon={pinned ? 'check' : 'plus'} size={16} /> {t(pinned ? m.unpinList : m.pinList)}
    </button>
  );
}

/** /timeline/list/:listId */
export function ListTimelinePage({ params }: RouteProps) {
  const t = useT();
  const id = params.listId ?? '';
  const name = useName('users/lists/show', { listId: id });
  return (
    <SourceTimeline
      key={id}
      src={{ list: id }}
      title={name || t(m.listTimeline)}
      tip={m.tipList}
      tipId="list"
      tools={<PinListButton id={id} name={name} />}
    />
  );
}

/** /timeline/antenna/:antennaId */
export function AntennaTimelinePage({ params }: RouteProps) {
  const t = useT();
  const id = params.antennaId ?? '';
  const name = useName('antennas/show', { antennaId: id });
  return <SourceTimeline key={id} src={{ antenna: id }} title={name || t(m.antennaTimeline)} tip={m.tipAntenna} tipId="antenna" />;
}

/** /my/followings-updates */
export function FollowingsUpdatesPage(_props: RouteProps) {
  const t = useT();
  return <SourceTimeline src="followings" title={t(m.followingsUpdates)} tip={m.tipFollowings} tipId="followings" />;
}

/** /timeline/mentions — notes/mentions, live from the main channel's `mention`. */
export function MentionsTimelinePage(_props: RouteProps) {
  const t = useT();
  return <SourceTimeline src="mentions" title={t(m.mentions)} tip={m.tipMentions} tipId="mentions" />;
}

/** /timeline/directs — notes/mentions with visibility specified (directs). */
export function DirectsTimelinePage(_props: RouteProps) {
  const t = useT();
  return <SourceTimeline src="directs" title={t(m.directs)} tip={m.tipDirects} tipId="directs" />;
}
