import { useEffect, useState } from 'react';
import { Api, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { defaultFilters, sourceSpec } from './sources';
import type { TimelineSrc } from './sources';
import { TimelineList, useLiveTimeline } from './TimelineList';
import { TimelineTip } from './TimelineTip';
import { timelineMessages as m } from './messages';
import './timeline.css';

function SourceTimeline({ src, title }: { src: TimelineSrc; title: string }) {
  const t = useT();
  const tl = useLiveTimeline(sourceSpec(src, defaultFilters), { withSensitive: true, excludeFiles: false });
  const tip = src === 'followings' ? m.tipFollowings : typeof src === 'object' && 'list' in src ? m.tipList : m.tipAntenna;
  return (
    <div className="kite-tl">
      <h1 className="kite-page-title">{title}</h1>
      <TimelineTip id={typeof src === 'string' ? src : 'list' in src ? 'list' : 'antenna'} text={tip} />
      <TimelineList key={tl.spec.key} tl={tl} label={t(m.feedLabel, { name: title })} />
    </div>
  );
}

/** The name of a list or antenna for the page title (the id until it is known). */
function useName(kind: 'list' | 'antenna', id: string): string {
  const api = useService(Api);
  const [name, setName] = useState('');
  useEffect(() => {
    const req = kind === 'list' ? api.request('users/lists/show', { listId: id }) : api.request('antennas/show', { antennaId: id });
    req.then((x) => setName(x.name)).catch(() => setName(''));
  }, [api, kind, id]);
  return name;
}

/** /timeline/list/:listId */
export function ListTimelinePage({ params }: RouteProps) {
  const t = useT();
  const id = params.listId ?? '';
  const name = useName('list', id);
  return <SourceTimeline key={id} src={{ list: id }} title={name || t(m.listTimeline)} />;
}

/** /timeline/antenna/:antennaId */
export function AntennaTimelinePage({ params }: RouteProps) {
  const t = useT();
  const id = params.antennaId ?? '';
  const name = useName('antenna', id);
  return <SourceTimeline key={id} src={{ antenna: id }} title={name || t(m.antennaTimeline)} />;
}

/** /my/followings-updates */
export function FollowingsUpdatesPage(_props: RouteProps) {
  const t = useT();
  return <SourceTimeline src="followings" title={t(m.followingsUpdates)} />;
}
