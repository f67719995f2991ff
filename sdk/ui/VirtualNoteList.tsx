import {
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { PartialKeys, VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { useOptionalService, useT } from '../react';
import { Hotkeys } from '../overlay';
import { NOTE_KEYS, NoteRowKeys, NoteRowKeysProvider } from './noteKeys';
import { Icon } from './Icon';
import { afterFirstContent, markFirstContent } from '../firstContent';
import { sdkUiMessages as m } from './messages';
import { isApiError } from '../api';
import type { FeedState, NoteFeed } from './noteFeed';
import { useWindowListVirtualizer } from './windowVirtualizer';
import { measureRow } from './measureRow';
import { RowBoundary } from './RowBoundary';
import './vlist.css';

/** An ad row is keyed by the item it follows, so a streamed note above it does not remount (and redraw) it. */
type Row<T> = { kind: 'item'; item: T; index: number } | { kind: 'ad'; slot: number; after: string };

/**
 * One row's content, re-rendered only when its item (or the renderer) changes: a note
 * arriving at the top must not re-render every mounted card (long tasks while streaming).
 */
const RowContent = memo(function RowContent<T>(props: { item: T; render: (item: T) => ReactNode }) {
  return <>{props.render(props.item)}</>;
}) as <T>(props: { item: T; render: (item: T) => ReactNode }) => ReactNode;

/** A note card is rarely shorter: the first render draws a screen's height of rows at this size. */
const FIRST_SCREEN_ROW_PX = 150;

/** Each mounted row element's key handlers (see `useNoteKeys`). */
const rowKeys = new WeakMap<Element, NoteRowKeys>();

/** One positioned row; it owns the handlers its note card registers for the keyboard. */
function VRow(props: {
  index: number;
  /** Offset in the list, or null while the list is in the page's flow (no virtualiser yet). */
  start: number | null;
  focusable: boolean;
  /** The feed's length, -1 while more can load (ARIA feed pattern). */
  setSize: number;
  measure: (el: Element | null) => void;
  children: ReactNode;
}) {
  const [keys] = useState(() => new NoteRowKeys());
  const { measure } = props;
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      measure(el);
      if (el) rowKeys.set(el, keys);
    },
    [measure, keys],
  );
  return (
    <div
      ref={ref}
      data-index={props.index}
      data-row-index={props.index}
      className="kite-vlist-row"
      // A feed's children are articles (ARIA feed pattern): the row is the one j/k focuses.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the feed pattern makes each article focusable
      tabIndex={props.focusable ? 0 : -1}
      role="article"
      aria-posinset={props.index + 1}
      aria-setsize={props.setSize}
      style={
        props.start === null
          ? undefined
          : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${props.start}px)` }
      }
    >
      <NoteRowKeysProvider keys={keys}>{props.children}</NoteRowKeysProvider>
    </div>
  );
}

/** What a list tells the virtualiser (the scroll element and how to observe it are the area's). */
export type ListVirtualizerOptions = PartialKeys<
  VirtualizerOptions<HTMLElement, Element>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>;

/**
 * An element a list scrolls in when it is not the window (a deck column), with the hook that
 * virtualises a list against it. The provider brings the hook (the deck), so its code loads
 * with it, not with the first page.
 */
export interface ScrollArea {
  element: HTMLElement;
  useVirtualizer(options: ListVirtualizerOptions): Virtualizer<HTMLElement, Element>;
}

/** A row's measure callback while the list is in the flow. */
const measureNothing = () => {};

/** Lists inside a provided scroll area virtualise against its scroll position. Provide it once the element exists. */
export const ScrollContainer = createContext<ScrollArea | null>(null);

/** Saved per `restoreKey` so going back shows the same place (spec: scroll position on back navigation). */
const saved = new Map<string, { offset: number; measurements: VirtualItem[] | undefined }>();

/** Props of `VirtualNoteList`: the feed, how to draw an item and an ad, and the list's name. */
export interface VirtualNoteListProps<T extends { id: string }> {
  feed: NoteFeed<T>;
  /** Renders one item; keep it stable (useCallback) — rows re-render only when their item or this changes. */
  renderItem: (item: T) => ReactNode;
  /** Renders the n-th ad slot; without it no ad rows are made. */
  renderAd?: (slot: number) => ReactNode;
  /** Key for scroll restoration (e.g. the timeline source). */
  restoreKey?: string;
  /** Accessible name of the list (the feed). */
  label: string;
  /** Text of the empty state. */
  emptyText?: string;
}

/**
 * The feed's snapshot. A change of state (the first page arriving, an error, a reload) is drawn
 * at once, so the first notes paint in one go; items streamed or paged into a ready feed come in
 * a transition: React renders a new note's card in slices that yield to the browser, so a
 * streamed note never blocks the page in one long task.
 */
function useFeedSnapshot<T extends { id: string }>(feed: NoteFeed<T>) {
  // Tagged with its feed: a new feed shows its own snapshot at once, never the previous feed's.
  const [seen, setSeen] = useState(() => ({ feed, snap: feed.snapshot }));
  const current = seen.feed === feed ? seen.snap : feed.snapshot;
  const shownState = useRef<FeedState | null>(null);
  useLayoutEffect(() => {
    shownState.current = current.state;
  });
  useEffect(() => {
    const update = () => {
      const apply = () => setSeen((prev) => (prev.feed === feed && prev.snap === feed.snapshot ? prev : { feed, snap: feed.snapshot }));
      if (feed.snapshot.state === shownState.current) startTransition(apply);
      else apply();
    };
    const off = feed.subscribe(update);
    // A change between the render and this subscription would otherwise be missed.
    update();
    return off;
  }, [feed]);
  return current;
}

function buildRows<T extends { id: string }>(items: readonly T[], adAfter: readonly number[], ads: boolean): Row<T>[] {
  const rows: Row<T>[] = [];
  const slots = new Set(ads ? adAfter : []);
  let slot = 0;
  items.forEach((item, index) => {
    rows.push({ kind: 'item', item, index });
    if (slots.has(index)) rows.push({ kind: 'ad', slot: slot++, after: item.id });
  });
  return rows;
}

/**
 * The paginated, virtualised note list every feed uses (timelines, search, clips,
 * notifications): states loading / error+retry / empty / list, load-more button plus
 * infinite scroll, the new-notes button for queued items, ad rows, j/k between items.
 * Only the rows near the viewport are mounted, so the DOM stays bounded however far one scrolls.
 */
export function VirtualNoteList<T extends { id: string }>(props: VirtualNoteListProps<T>) {
  const { feed, renderItem, renderAd, restoreKey } = props;
  const t = useT();
  const snap = useFeedSnapshot(feed);
  const contextArea = useContext(ScrollContainer);
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const rows = useMemo(() => buildRows(snap.items, snap.adAfter, !!renderAd), [snap.items, snap.adAfter, renderAd]);
  // Read once: a list stays in the scroller it was mounted in.
  const [area] = useState(() => contextArea);
  const scroller = area?.element ?? null;
  // What scrolls: the area's element, else the page (the root element's scrollTop is the window's).
  const box = scroller ?? document.documentElement;
  const restore = restoreKey ? saved.get(restoreKey) : undefined;

  useLayoutEffect(() => {
    if (!listRef.current) return;
    const top = listRef.current.getBoundingClientRect().top;
    setMargin(top - (scroller ? scroller.getBoundingClientRect().top : 0) + box.scrollTop);
  }, [snap.state, scroller, box]);
  // The first page (or its empty or error state) is the start page's first content.
  useEffect(() => {
    if (snap.state !== 'loading') markFirstContent();
  }, [snap.state]);

  const getItemKey = (i: number) => {
    const r = rows[i];
    return r ? (r.kind === 'item' ? r.item.id : `ad-after-${r.after}`) : i;
  };
  const options = {
    estimateSize: () => 180,
    measureElement: measureRow,
    overscan: 4,
    scrollMargin: margin,
    getItemKey,
    initialMeasurementsCache: restore?.measurements,
    initialOffset: restore?.offset,
  };
  /** The rows as the flow laid them out, for the virtualiser taking over from it. */
  const measureFlow = (): VirtualItem[] => {
    let start = margin;
    return [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > [data-index]') ?? [])].map((el) => {
      const index = Number(el.dataset.index);
      const size = el.getBoundingClientRect().height;
      const item = { key: getItemKey(index), index, start, end: start + size, size, lane: 0 };
      start += size;
      return item;
    });
  };
  // The area's hook in a scroll area, the window's otherwise: chosen once, so the same hook runs on every render.
  // The window's is null until its library has arrived: the rows are then in the page's flow, all mounted.
  const useListVirtualizer = area ? area.useVirtualizer : useWindowListVirtualizer;
  const virtualizer = useListVirtualizer({ ...options, count: rows.length }, measureFlow);

  // Sizes of rows that left the list (trimmed at the top) are forgotten, so a long streaming session keeps the cache bounded.
  useEffect(() => {
    if (!virtualizer) return;
    const cache = virtualizer.itemSizeCache;
    if (cache.size <= rows.length + 100) return;
    const keys = new Set(rows.map((r) => (r.kind === 'item' ? r.item.id : `ad-after-${r.after}`)));
    for (const k of [...cache.keys()]) if (!keys.has(k as string)) cache.delete(k);
  }, [rows, virtualizer]);

  // Back navigation: put the window where it was once the rows exist again.
  // Only on mount: later renders must not jump.
  const restoreScroll = useEffectEvent(() => {
    if (restore && rows.length > 0) requestAnimationFrame(() => box.scrollTo({ top: restore.offset }));
  });
  useEffect(() => restoreScroll(), []);
  // The offset is recorded while the list is on the page: by the time an unmount clean-up
  // runs, the next page may already have replaced it and the browser clamped scrollY.
  const lastOffset = useRef(restore?.offset ?? 0);
  useEffect(() => {
    const record = () => {
      if (listRef.current?.isConnected) lastOffset.current = box.scrollTop;
    };
    const target = scroller ?? window;
    target.addEventListener('scroll', record, { passive: true });
    return () => target.removeEventListener('scroll', record);
  }, [scroller, box]);
  useEffect(
    () => () => {
      if (restoreKey) saved.set(restoreKey, { offset: lastOffset.current, measurements: virtualizer?.measurementsCache });
    },
    [restoreKey, virtualizer],
  );

  // Reading at the top with the page visible → new items go straight in; else they queue.
  useEffect(() => {
    const sync = () => {
      feed.setReaderAtTop(!document.hidden && box.scrollTop <= margin + 40);
    };
    sync();
    const target = scroller ?? window;
    target.addEventListener('scroll', sync, { passive: true });
    document.addEventListener('visibilitychange', sync);
    return () => {
      target.removeEventListener('scroll', sync);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [feed, margin, scroller, box]);

  // In the flow every row is mounted: more load by the button until the virtualiser knows what is on screen.
  // The first render draws the rows a screen can show, the rest a frame later: a slow phone paints
  // the first notes without first building the cards below the fold.
  const [flowAll, setFlowAll] = useState(false);
  useEffect(() => {
    if (flowAll || virtualizer || rows.length === 0) return;
    let live = true;
    requestAnimationFrame(() => setTimeout(() => live && startTransition(() => setFlowAll(true))));
    return () => void (live = false);
  }, [flowAll, virtualizer, rows.length]);
  const flowCount = flowAll ? rows.length : Math.min(rows.length, Math.ceil(window.innerHeight / FIRST_SCREEN_ROW_PX) + 1);
  const virtualRows = virtualizer
    ? virtualizer.getVirtualItems()
    : rows.slice(0, flowCount).map((_, index) => ({ index, key: getItemKey(index), start: 0 }));
  const lastIndex = virtualizer ? (virtualRows[virtualRows.length - 1]?.index ?? -1) : -1;
  useEffect(() => {
    // After a failed page, infinite scroll waits for the retry button: no request loop against a failing server.
    if (snap.state === 'ready' && snap.hasMore && !snap.loadingMore && snap.error == null && lastIndex >= rows.length - 3)
      void feed.loadMore();
  }, [lastIndex, rows.length, snap.state, snap.hasMore, snap.loadingMore, snap.error, feed]);

  const focusRow = useCallback(
    (index: number) => {
      const at = (i: number) => listRef.current?.querySelector<HTMLElement>(`[data-row-index="${i}"]`);
      const el = at(index);
      if (el) {
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: 'nearest' });
        return;
      }
      virtualizer?.scrollToIndex(index, { align: 'start' });
      requestAnimationFrame(() => requestAnimationFrame(() => at(index)?.focus()));
    },
    [virtualizer],
  );

  // j / k and the note keys: their code loads once the first content is drawn (its own chunk).
  const hotkeys = useOptionalService(Hotkeys);
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const want = pendingFocus.current;
    if (want === null || want >= rows.length) return;
    pendingFocus.current = null;
    let next = want;
    while (rows[next]?.kind === 'ad') next++;
    if (next < rows.length) focusRow(next);
  }, [rows, focusRow]);
  const reveal = () => {
    feed.reveal();
    box.scrollTo({ top: 0 });
  };
  const latest = useRef({ rows, snap, focusRow, feed, reveal });
  useEffect(() => {
    latest.current = { rows, snap, focusRow, feed, reveal };
  });
  const [keysBound, setKeysBound] = useState(false);
  useEffect(() => {
    if (!hotkeys) return;
    let unbind: (() => void) | null = null;
    let live = true;
    void afterFirstContent()
      .then(() => Promise.all([import('./noteListKeys'), hotkeys.ready]))
      .then(([k]) => {
        if (!live) return;
        setKeysBound(true);
        unbind = k.bindNoteListKeys(hotkeys, {
          keys: NOTE_KEYS,
          messages: m,
          list: () => listRef.current,
          scroller,
          rowKeys,
          pendingFocus,
          now: () => {
            const { rows: all, snap: s, focusRow: focus, feed: f } = latest.current;
            return {
              rows: all,
              hasMore: s.hasMore,
              loadingMore: s.loadingMore,
              focusRow: focus,
              loadMore: () => void f.loadMore(),
              queued: s.queue.length,
              reveal: () => latest.current.reveal(),
            };
          },
        });
      });
    return () => {
      live = false;
      unbind?.();
    };
  }, [hotkeys, scroller]);

  if (snap.state === 'loading') {
    return (
      <div className="kite-spinner" role="status" aria-label={t(m.loading)}>
        <span className="kite-spinner-dot" />
      </div>
    );
  }
  if (snap.state === 'error') {
    return (
      <div className="kite-result" role="alert">
        <p>{t(m.loadFailed)}</p>
        {isApiError(snap.error) && <p>{snap.error.describe(t)}</p>}
        <button type="button" className="kite-button" onClick={() => void feed.reload()}>
          {t(m.retry)}
        </button>
      </div>
    );
  }
  return (
    <div className="kite-vlist-wrap">
      {snap.queue.length > 0 && (
        <button type="button" className="kite-vlist-new kite-button kite-button-primary" onClick={reveal}>
          <Icon icon="chevronDown" size={14} className="kite-vlist-new-icon" /> {t(m.newNotes)} ({snap.queue.length})
        </button>
      )}
      {rows.length === 0 ? (
        <p className="kite-result">{props.emptyText ?? t(m.noNotes)}</p>
      ) : (
        <div
          ref={listRef}
          role="feed"
          aria-label={props.label}
          aria-busy={snap.loadingMore}
          // Announced once they work (their code loads after the first content).
          aria-keyshortcuts={keysBound ? 'j k .' : undefined}
          className="kite-vlist"
          style={{ height: virtualizer?.getTotalSize(), position: 'relative' }}
        >
          {virtualRows.map((v) => {
            const row = rows[v.index];
            return (
              <VRow
                key={v.key}
                index={v.index}
                start={virtualizer ? v.start - virtualizer.options.scrollMargin : null}
                focusable={row.kind === 'item'}
                measure={virtualizer?.measureElement ?? measureNothing}
                setSize={snap.hasMore ? -1 : rows.length}
              >
                {row.kind === 'item' ? (
                  <RowBoundary>
                    <RowContent item={row.item} render={renderItem} />
                  </RowBoundary>
                ) : (
                  renderAd?.(row.slot)
                )}
              </VRow>
            );
          })}
        </div>
      )}
      {snap.hasMore && rows.length > 0 && snap.error != null && !snap.loadingMore && (
        <p className="kite-vlist-more-failed" role="alert">
          {t(m.loadMoreFailed)}
        </p>
      )}
      {snap.hasMore && rows.length > 0 && (virtualizer || flowCount === rows.length) && (
        <button type="button" className="kite-button kite-vlist-more" disabled={snap.loadingMore} onClick={() => void feed.loadMore()}>
          {snap.loadingMore ? t(m.loading) : snap.error != null ? t(m.retry) : t(m.loadMore)}
        </button>
      )}
    </div>
  );
}
