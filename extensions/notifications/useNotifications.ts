import { useCallback, useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, Stream, compareIds, createCatchUpFeed, useOptionalService, useService } from '@kite/sdk';
import type { FilterType } from './types';

/** Spec 3 §9: 15 first, 30 more. */
const FIRST = 15;
const MORE = 30;
/** Rows kept while new ones arrive live: at least this many, or as many as were loaded. */
const KEEP = 30;
/** What is fetched after the stream (re)connects: Misskey's largest page. */
const CATCH_UP = 100;

export type Tab = 'all' | 'mentions' | 'directs';

export type Row = { kind: 'notification'; item: entities.Notification } | { kind: 'note'; item: entities.Note };

/** A row as the catch-up feed sees it: by its id. */
interface Entry {
  id: string;
  row: Row;
}
const entry = (row: Row): Entry => ({ id: row.item.id, row });

export interface NotificationList {
  rows: Row[] | null;
  error: unknown;
  more: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * The notifications of one tab (grouped, filtered by type), or the mentions / direct notes,
 * paginated by `untilId`, with new ones arriving live on the main channel. Loading the list
 * marks notifications read on the server; the account is refreshed so the navbar indicator clears.
 */
export function useNotificationList(
  tab: Tab,
  filter: FilterType | null,
  opts: { markAsRead?: boolean; keep?: number } = {},
): NotificationList {
  const markAsRead = opts.markAsRead ?? true;
  const keepAtLeast = opts.keep ?? KEEP;
  const api = useService(Api);
  const accounts = useOptionalService(Accounts);
  const stream = useOptionalService(Stream);
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The rows are tagged with the tab, filter and attempt they were loaded for: another one shows "loading" (null) until its own arrive.
  const key = `${tab}\n${filter ?? ''}\n${attempt}`;
  // `loaded`: how many rows the person has loaded (first page and "load more"); live arrivals do not
  // raise it. `trimmed`: live arrivals pushed rows off the bottom, so there is more to load.
  const [list, setList] = useState<{ key: string; rows: Row[] | null; error: unknown; loaded: number; trimmed?: boolean }>({
    key: '',
    rows: null,
    error: null,
    loaded: 0,
  });
  const rows = list.key === key ? list.rows : null;
  const error = list.key === key ? list.error : null;
  const gen = useRef(0);

  const fetchPage = useCallback(
    async (page: { untilId?: string; sinceId?: string }, limit: number): Promise<Row[]> => {
      if (tab === 'all') {
        const list = await api.request('i/notifications-grouped', {
          limit,
          ...page,
          ...(filter ? { includeTypes: [filter] } : {}),
          ...(markAsRead ? {} : { markAsRead: false }),
        });
        return list.map((item) => ({ kind: 'notification', item }));
      }
      const notes = await api.request('notes/mentions', { limit, ...page, ...(tab === 'directs' ? { visibility: 'specified' } : {}) });
      return notes.map((item) => ({ kind: 'note', item }));
    },
    [api, tab, filter, markAsRead],
  );

  // The first page, then new rows arriving live on the main channel, newest at the top. What
  // came while the channel was not joined (the socket opens after the first content, or the
  // page was joined a moment after the server answered, or it dropped) is fetched with sinceId
  // on every connection, and once after the first page on a socket already open.
  useEffect(() => {
    const my = ++gen.current;
    // In id order (a caught-up row can be older than one that came live meanwhile). Bounded: the
    // oldest rows leave the bottom (load more brings them back), so a list left open while
    // notifications pour in keeps its size.
    const add = (row: Row) =>
      setList((cur) => {
        if (cur.key !== key || !cur.rows || cur.rows.some((r) => r.item.id === row.item.id)) return cur;
        const keep = Math.max(keepAtLeast, cur.loaded);
        const at = cur.rows.findIndex((r) => compareIds(r.item.id, row.item.id) < 0);
        const rows = at < 0 ? [...cur.rows, row] : [...cur.rows.slice(0, at), row, ...cur.rows.slice(at)];
        return { ...cur, rows: rows.slice(0, keep), trimmed: cur.trimmed || cur.rows.length >= keep };
      });
    const feed = createCatchUpFeed<Entry>({
      // The newest ones, not `sinceId`'s page: the server answers a sinceId with the oldest after it,
      // and a longer gap would lose its newest. A gap wider than this page leaves only new rows
      // (the list keeps fewer), and Load more continues below them.
      fetchSince: async (sinceId) =>
        (await fetchPage({}, CATCH_UP)).filter((r) => !sinceId || compareIds(r.item.id, sinceId) > 0).map(entry),
      emit: (e) => {
        if (my === gen.current) add(e.row);
      },
    });
    // Live rows that come before the first page wait for it (it may or may not hold them).
    let early: Entry[] | null = [];
    const live = (row: Row) => (early ? early.push(entry(row)) : feed.push(entry(row)));
    const catchUp = () => {
      if (!early) void feed.catchUp().catch(() => undefined);
    };

    fetchPage({}, FIRST).then(
      (first) => {
        if (my !== gen.current) return;
        setList({ key, rows: first, error: null, loaded: first.length });
        // Grouping folds a page into fewer rows: only an empty page means the end.
        setMore(first.length > 0);
        if (tab === 'all' && markAsRead) void accounts?.refresh().catch(() => undefined);
        feed.seed(first.map(entry));
        const waiting = early ?? [];
        early = null;
        for (const e of waiting.sort((a, b) => compareIds(a.id, b.id))) feed.push(e);
        if (stream?.state === 'connected') catchUp();
      },
      (e: unknown) => {
        if (my === gen.current) setList({ key, rows: null, error: e, loaded: 0 });
      },
    );

    if (!stream) return;
    const main = stream.useChannel('main');
    if (tab === 'all') {
      main.on('notification', (n) => {
        if (!filter || n.type === filter) live({ kind: 'notification', item: n });
      });
    } else {
      main.on('mention', (note) => {
        if (tab === 'mentions' || note.visibility === 'specified') live({ kind: 'note', item: note });
      });
    }
    const offConnected = stream.onReconnect(catchUp);
    return () => {
      offConnected();
      main.dispose();
    };
  }, [fetchPage, tab, filter, accounts, key, markAsRead, stream, keepAtLeast]);

  const loadMore = useCallback(() => {
    const last = rows?.at(-1);
    if (!last || loadingMore) return;
    const my = gen.current;
    setLoadingMore(true);
    fetchPage({ untilId: last.item.id }, MORE)
      .then(
        (next) => {
          if (my !== gen.current) return;
          setList((cur) => {
            const rows = [...(cur.rows ?? []), ...next.filter((r) => !cur.rows?.some((c) => c.item.id === r.item.id))];
            return { ...cur, rows, loaded: rows.length, trimmed: false };
          });
          setMore(next.length > 0);
        },
        (e: unknown) => {
          if (my === gen.current) setList((cur) => ({ ...cur, error: e }));
        },
      )
      .finally(() => setLoadingMore(false));
  }, [rows, loadingMore, fetchPage]);

  return {
    rows,
    error,
    more: more || (list.key === key && Boolean(list.trimmed)),
    loadingMore,
    loadMore,
    retry: () => setAttempt((a) => a + 1),
  };
}
