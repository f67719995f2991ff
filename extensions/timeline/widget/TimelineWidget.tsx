import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { entities } from 'misskey-js';
import { Loading, NoteStore, useService, useT } from '@kite/sdk';
import type { NoteChange, WidgetProps } from '@kite/sdk';
import { TimelineNote, useLiveTimeline } from '../TimelineList';
import { sourceSpec } from '../sources';
import { defaultFilters } from '../prefs';
import type { BasicSrc } from '../sources';
import { timelineWidgetMessages as w } from './messages';
import '../timeline.css';
import './widget.css';

const SOURCES: readonly BasicSrc[] = ['home', 'local', 'social', 'global'];

/**
 * The timeline widget: a home, local, social or global timeline (as set) in a box of the set
 * height, live through the stream; its own feed, apart from the page's.
 */
export default function TimelineWidget(props: WidgetProps) {
  const t = useT();
  const store = useService(NoteStore);
  const src = SOURCES.find((s) => s === props.settings['src']) ?? 'home';
  const base = sourceSpec(src, defaultFilters);
  const tl = useLiveTimeline({ ...base, key: `widget:${base.key}` }, { withSensitive: true, excludeFiles: false });
  const snap = useSyncExternalStore(tl.feed.subscribe, () => tl.feed.snapshot);
  const changeFor = useCallback(
    (note: entities.Note): NoteChange =>
      (next) =>
        store.set(note.id, next),
    [store],
  );
  const height = Number(props.settings['height']) || 300;
  // New notes go straight to the top of the box (no new-notes button in a widget).
  useEffect(() => {
    if (snap.queue.length > 0) tl.feed.reveal();
  }, [snap.queue.length, tl]);
  return (
    <div className="kite-wtl" style={{ maxHeight: height }} data-src={src}>
      {snap.state === 'error' && snap.items.length === 0 ? (
        <div className="kite-wtl-empty" role="alert">
          <p>{t(w.failed)}</p>
          <button type="button" className="kite-button" onClick={() => void tl.feed.reload()}>
            {t(w.retry)}
          </button>
        </div>
      ) : snap.state === 'loading' && snap.items.length === 0 ? (
        <Loading />
      ) : snap.items.length === 0 ? (
        <p className="kite-wtl-empty">{t(w.empty)}</p>
      ) : (
        <ol className="kite-wtl-notes" aria-label={t(w.label)}>
          {snap.items.map((n) => (
            <li key={n.id}>
              <TimelineNote item={n} changeFor={changeFor} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
