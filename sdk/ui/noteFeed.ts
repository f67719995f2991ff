import { compareIds } from '../catchUp';

/** Spec 3 §7/§9 paging constants. */
export const FEED_LIMITS = { first: 15, more: 30, trimTo: 30, queueMax: 100 } as const;

/** What `NoteFeed` asks its page loader for: a page size and where to continue. */
export interface PageParams {
  limit: number;
  untilId?: string;
  sinceId?: string;
  allowPartial: true;
}

/** A feed's state: first page loading, failed (retry), or ready. */
export type FeedState = 'loading' | 'error' | 'ready';

/** What a `NoteFeed` shows at one moment (immutable; a change is a new snapshot). */
export interface FeedSnapshot<T> {
  readonly state: FeedState;
  readonly items: readonly T[];
  /** New items waiting behind the new-notes button, newest first. */
  readonly queue: readonly T[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly error: unknown;
  /** Index after which the n-th ad slot goes (spec 3 §9), in item order. */
  readonly adAfter: readonly number[];
}

/**
 * A paginated list of items (usually notes), newest first, with the states and queue of
 * spec 3 §4: `loading`, `error` (retry), `ready` (empty when no items). New items arrive at
 * the top directly when the reader is at the top and the page is visible; otherwise they
 * wait in an "ahead" queue (at most 100) until revealed. Framework-free so search, clips
 * and notifications reuse it with `VirtualNoteList`.
 */
export class NoteFeed<T extends { id: string }> {
  private snap: FeedSnapshot<T> = { state: 'loading', items: [], queue: [], hasMore: true, loadingMore: false, error: null, adAfter: [] };
  private listeners = new Set<() => void>();
  private generation = 0;
  private firstLoad = Promise.resolve();
  /** Whether the reader is at the top with the page visible (set by the list view). */
  atTop = true;

  /** The list view reports whether the reader is at the top with the page visible. */
  setReaderAtTop(atTop: boolean): void {
    this.atTop = atTop;
  }

  constructor(
    private readonly fetchPage: (p: PageParams) => Promise<readonly T[]>,
    private readonly opts: {
      notesPerOneAd?: number;
      onAdded?: (items: readonly T[]) => void;
      /** Items dropped by the trim at the top (stop following them). */
      onRemoved?: (items: readonly T[]) => void;
      /** Defers applying streamed items (e.g. to the next animation frame) so they batch. */
      schedule?: (run: () => void) => void;
    } = {},
  ) {}

  get snapshot(): FeedSnapshot<T> {
    return this.snap;
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private set(patch: Partial<FeedSnapshot<T>>): void {
    this.snap = { ...this.snap, ...patch };
    for (const l of this.listeners) l();
  }

  /** Whether the first page has been asked for (by `reload` or `loadFirstPage`). */
  get requested(): boolean {
    return this.generation > 0;
  }

  /**
   * Loads the first page unless it was asked for already (a page may start it before its list
   * mounts); settles once the latest first-page load has, whoever started it.
   */
  loadFirstPage(): Promise<void> {
    return this.requested ? this.firstLoad : this.reload();
  }

  /** Loads the first page (15); also the retry of the error state. */
  reload(): Promise<void> {
    return (this.firstLoad = this.loadFirst());
  }

  private async loadFirst(): Promise<void> {
    const gen = ++this.generation;
    this.pending = [];
    // Misskey counts the streamed notes for ads afresh with every reload.
    this.streamed = 0;
    this.set({ state: 'loading', items: [], queue: [], error: null, hasMore: true, adAfter: [] });
    try {
      const items = await this.fetchPage({ limit: FEED_LIMITS.first, allowPartial: true });
      if (gen !== this.generation) return;
      this.set({ state: 'ready', items, hasMore: items.length > 0, adAfter: items.length >= 4 ? [3] : [] });
      this.opts.onAdded?.(items);
    } catch (error) {
      if (gen === this.generation) this.set({ state: 'error', error });
    }
  }

  /**
   * Loads 30 older items (load-more button and infinite scroll). A failure leaves the feed
   * ready with `error` set: scrolling then loads nothing more until the person retries.
   */
  async loadMore(): Promise<void> {
    const s = this.snap;
    if (s.state !== 'ready' || s.loadingMore || !s.hasMore) return;
    const gen = this.generation;
    const last = s.items[s.items.length - 1];
    this.set({ loadingMore: true, error: null });
    try {
      const more = await this.fetchPage({ limit: FEED_LIMITS.more, untilId: last?.id, allowPartial: true });
      if (gen !== this.generation) return;
      const known = new Set(this.snap.items.map((i) => i.id));
      const fresh = more.filter((i) => !known.has(i.id));
      const base = this.snap.items.length;
      const adAfter = fresh.length >= 11 ? [...this.snap.adAfter, base + 10] : this.snap.adAfter;
      this.set({ items: [...this.snap.items, ...fresh], hasMore: more.length > 0, loadingMore: false, error: null, adAfter });
      this.opts.onAdded?.(fresh);
    } catch (error) {
      if (gen === this.generation) this.set({ loadingMore: false, error });
    }
  }

  /** Items that arrived but are not applied yet, with where each goes (decided on arrival). */
  private pending: { item: T; top: boolean }[] = [];
  private scheduled = false;

  /**
   * A new item from the stream (or catch-up): at the top when reading there, else queued.
   * The destination is decided now (a note that arrived while the page was hidden stays
   * behind the new-notes button); with a `schedule` option the items of one frame are
   * applied in one update, so a busy stream costs one render per frame, not one per note.
   */
  prepend(item: T): void {
    const s = this.snap;
    const has = (list: readonly T[]) => list.some((i) => i.id === item.id);
    if (has(s.items) || has(s.queue) || this.pending.some((p) => p.item.id === item.id)) return;
    // At the top it goes in at once even when older ones wait behind the button (they come along, see flush).
    const top = this.atTop && !this.pending.some((p) => !p.top);
    this.pending.push({ item, top });
    // A hidden tab may not run frames for hours: keep at most what can be shown.
    if (this.pending.length > FEED_LIMITS.queueMax + FEED_LIMITS.trimTo) this.pending.shift();
    if (!this.opts.schedule) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      this.opts.schedule(() => this.flush());
    }
  }

  /** Applies every pending item in one update (called by the scheduler; tests call it directly). */
  flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const newestFirst = (list: T[]) => list.sort((a, b) => compareIds(b.id, a.id));
    const toTop = newestFirst(batch.filter((p) => p.top).map((p) => p.item));
    const toQueue = batch.filter((p) => !p.top).map((p) => p.item);
    const s = this.snap;
    const patch: { -readonly [K in keyof FeedSnapshot<T>]?: FeedSnapshot<T>[K] } = {};
    if (toTop.length) {
      // Reading at the top: what waited behind the new-notes button (queued while hidden or
      // scrolled down) comes in with it, in order; this frame's later arrivals that were
      // decided for the queue stay there. The list is trimmed to 30 so a long
      // streaming session's heap does not grow.
      const waiting = s.queue;
      const items = [...newestFirst([...toTop, ...waiting]), ...s.items];
      const trimmed = items.length > FEED_LIMITS.trimTo ? items.slice(0, FEED_LIMITS.trimTo) : items;
      if (trimmed.length < items.length) this.opts.onRemoved?.(items.slice(trimmed.length));
      Object.assign(patch, {
        items: trimmed,
        queue: toQueue.length ? newestFirst(toQueue).slice(0, FEED_LIMITS.queueMax) : [],
        hasMore: s.hasMore || trimmed.length < items.length,
        adAfter: this.shiftAds(s.adAfter, toTop.length + waiting.length, trimmed.length),
      });
    } else if (toQueue.length) patch.queue = newestFirst([...toQueue, ...s.queue]).slice(0, FEED_LIMITS.queueMax);
    this.set(patch);
    this.opts.onAdded?.(batch.map((p) => p.item));
  }

  /** Shows the queued items (the new-notes button). */
  reveal(): void {
    const s = this.snap;
    if (s.queue.length === 0) return;
    this.set({ items: [...s.queue, ...s.items], queue: [], adAfter: this.shiftAds(s.adAfter, s.queue.length, Infinity) });
  }

  /** Replaces one item in place (reactions, poll votes…); `null` removes it (deleted). */
  update(id: string, fn: (item: T) => T | null): void {
    const patch = (list: readonly T[]) => {
      const i = list.findIndex((x) => x.id === id);
      if (i < 0) return list;
      const next = fn(list[i]);
      return next ? [...list.slice(0, i), next, ...list.slice(i + 1)] : [...list.slice(0, i), ...list.slice(i + 1)];
    };
    const items = patch(this.snap.items);
    const queue = patch(this.snap.queue);
    if (items !== this.snap.items || queue !== this.snap.queue) this.set({ items, queue });
  }

  /** Notes streamed in since the last reload (counted when they join the list). */
  private streamed = 0;
  /**
   * Moves the ad slots down by the `by` items joining at the top, drops those past `max`, and
   * adds one after every notesPerOneAd-th streamed note (spec 3 §9), like Misskey counts them.
   * The newest joining note (index 0) is number `streamed`, so note number n sits at `streamed - n`.
   */
  private shiftAds(ads: readonly number[], by: number, max: number): number[] {
    const per = this.opts.notesPerOneAd ?? 0;
    const shifted = ads.map((a) => a + by).filter((a) => a < max);
    const before = this.streamed;
    this.streamed += by;
    if (per > 0) {
      for (let n = (Math.floor(before / per) + 1) * per; n <= this.streamed; n += per) {
        if (this.streamed - n < max) shifted.push(this.streamed - n);
      }
    }
    return [...new Set(shifted)].sort((a, b) => a - b);
  }
}
