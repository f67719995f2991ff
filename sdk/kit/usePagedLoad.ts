import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoad } from './useLoad';
import type { Loaded } from './useLoad';

/** What `usePagedLoad` gives a component: the loaded rows as `useLoad` gives them, and the next page. */
export interface PagedLoad<T> extends Loaded<T[]> {
  /** The last page came full: the server may have more. */
  hasMore: boolean;
  /** A further page is being loaded. */
  loadingMore: boolean;
  /** Why the last further page failed; null while one loads and after a success. */
  moreError: Error | null;
  /** Loads the page after the loaded rows and appends it; a second call while one is out does nothing. */
  loadMore: () => void;
}

/** Where the next page starts: after `count` loaded rows, the last of which is `untilId` (undefined for the first page). */
export interface PageAfter {
  count: number;
  untilId: string | undefined;
}

interface More {
  key: string;
  busy: boolean;
  error: Error | null;
}

/**
 * A list the server gives a page at a time (Misskey's `limit` with `untilId` or `offset`):
 * `page(after)` asks for the page after the loaded rows. A new `key` starts again from the
 * first page; a page that answers for an old key is dropped.
 */
export function usePagedLoad<T extends { id: string }>(key: string, page: (after: PageAfter) => Promise<T[]>, size: number): PagedLoad<T> {
  const list = useLoad(key, async () => {
    const items = await page({ count: 0, untilId: undefined });
    return { items, full: items.length >= size };
  });
  const [more, setMore] = useState<More>({ key, busy: false, error: null });
  const current = useRef({ key, list, page });
  useEffect(() => {
    current.current = { key, list, page };
  });
  // The key whose further page is out: a second press while it is out sends nothing.
  const out = useRef<string | null>(null);
  const mine = more.key === key ? more : { key, busy: false, error: null };
  const loadMore = useCallback(() => {
    const { key: asked, list: now, page: fetchPage } = current.current;
    const loaded = now.data?.items;
    if (!loaded || now.loading || out.current === asked) return;
    out.current = asked;
    setMore({ key: asked, busy: true, error: null });
    const settle = (error: Error | null) => {
      if (out.current === asked) out.current = null;
      if (current.current.key === asked) setMore({ key: asked, busy: false, error });
    };
    fetchPage({ count: loaded.length, untilId: loaded[loaded.length - 1]?.id }).then(
      (next) => {
        // A page for a key no longer shown is dropped.
        if (current.current.key === asked) {
          current.current.list.update((cur) => ({ items: [...(cur?.items ?? []), ...next], full: next.length >= size }));
        }
        settle(null);
      },
      (e: unknown) => settle(e instanceof Error ? e : new Error(String(e))),
    );
  }, [size]);
  const { update: updateLoaded } = list;
  const update = useCallback(
    (change: (cur: T[] | undefined) => T[]) => updateLoaded((cur) => ({ items: change(cur?.items), full: cur?.full ?? false })),
    [updateLoaded],
  );
  return {
    data: list.data?.items,
    error: list.error,
    loading: list.loading,
    reload: list.reload,
    update,
    hasMore: list.data?.full ?? false,
    loadingMore: mine.busy,
    moreError: mine.error,
    loadMore,
  };
}
