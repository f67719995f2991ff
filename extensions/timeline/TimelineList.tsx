import { useCallback, useContext, useEffect, useMemo } from 'react';
import type { entities } from 'misskey-js';
import {
  AdBox,
  NoteActions,
  NoteStore,
  NoteViews,
  ServiceContext,
  VirtualNoteList,
  adsHidden,
  shownNote,
  useNote,
  useOptionalService,
  useService,
  useT,
  useViewer,
} from '@kite/sdk';
import type { AdPlace, NoteChange } from '@kite/sdk';
import { openLiveTimeline, timelineKey } from './openTimeline';
import type { TimelineOptions } from './openTimeline';
import type { LiveTimeline } from './liveTimeline';
import type { SourceSpec } from './sources';
import { timelineMessages as m } from './messages';

/** Connects a live timeline while shown; one instance per timeline, reused on back navigation. */
export function useLiveTimeline(spec: SourceSpec, opts: TimelineOptions): LiveTimeline {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useLiveTimeline outside the Kite service provider');
  const meId = useViewer().me?.id ?? null;
  const key = timelineKey(spec, opts);
  // The timeline is identified by its key; the rest is read once when it is created.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tl = useMemo(() => openLiveTimeline(services, meId, spec, opts), [key, meId]);
  // The first page is asked for while the page renders, not after it has painted (issue 18): a
  // start page's answer is usually here already (warm start), and the notes then follow the
  // page's first commit at once. Asking twice does nothing.
  void tl.feed.loadFirstPage();
  useEffect(() => tl.connect(), [tl]);
  return tl;
}

/** One row's note card (the store's current version) with the footer and, once fetched, the translation under the text. */
export function TimelineNote({ item: listed, changeFor }: { item: entities.Note; changeFor: (note: entities.Note) => NoteChange }) {
  const { NoteCard } = useService(NoteViews);
  const actions = useOptionalService(NoteActions);
  const stored = useNote(listed.id);
  const item = stored ?? listed;
  const note = shownNote(item);
  const translation = actions?.useTranslation(note.id) ?? null;
  const onChange = useMemo(() => changeFor(note), [changeFor, note]);
  // Deleted: the list drops the row (LiveTimeline listens to the store); until then nothing shows.
  if (stored === null) return null;
  return (
    <NoteCard
      note={item}
      translation={translation}
      onAction={
        actions
          ? (a, n) => {
              if (a.type === 'react') void actions.react(n, a.reaction, changeFor(n));
            }
          : undefined
      }
      footer={actions ? <actions.Footer note={note} onChange={onChange} /> : undefined}
    />
  );
}

const TIMELINE_AD_PLACES: readonly AdPlace[] = ['horizontal', 'horizontal-big'];

/** The ad row between notes (spec 3 §9), in the places Misskey's timeline prefers. */
const renderAd = () => (
  <div className="kite-tl-ad">
    <AdBox places={TIMELINE_AD_PLACES} />
  </div>
);

/** The notes of one live timeline, virtualised, with the reply / renote / react / menu footer. */
export function TimelineList({ tl, label }: { tl: LiveTimeline; label: string }) {
  const t = useT();
  const store = useService(NoteStore);
  // An action's result goes to the store: every list, page and widget showing the note updates.
  const changeFor = useCallback(
    (note: entities.Note): NoteChange =>
      (next) =>
        store.set(note.id, next),
    [store],
  );
  const renderItem = useCallback((item: entities.Note) => <TimelineNote item={item} changeFor={changeFor} />, [changeFor]);
  const who = useViewer();
  // No ad rows at all for a person who may hide ads (canHideAds) or on a server without ads: no empty gaps.
  const noAds = adsHidden(who.me, false) || !who.meta?.ads.length;
  return (
    <VirtualNoteList
      feed={tl.feed}
      renderItem={renderItem}
      renderAd={noAds ? undefined : renderAd}
      restoreKey={tl.spec.key}
      label={label}
      emptyText={t(m.empty)}
    />
  );
}
