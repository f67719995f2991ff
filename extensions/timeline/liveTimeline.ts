import type { entities } from 'misskey-js';
import { NoteFeed, compareIds, createCatchUpFeed } from '@kite/sdk';
import type { ApiService, CatchUpFeed, EndpointName, NoteStoreService, StreamService } from '@kite/sdk';
import type { SourceSpec } from './sources';

/** A catch-up's page size and how many pages it reads at most (300 notes; the list keeps fewer at the top). */
const CATCH_UP_LIMIT = 30;
const CATCH_UP_PAGES = 10;

export interface LiveTimelineDeps {
  api: ApiService;
  stream: StreamService | null;
  /** The one note store: fetched and streamed notes go in, rows read it, holds keep them. */
  notes: NoteStoreService;
  meId: string | null;
  notesPerOneAd: number;
  /** Client-side filters (show sensitive off, exclude files where the server has no parameter). */
  keep: (note: entities.Note) => boolean;
}

/**
 * A timeline's feed and its live connection. Outlives the page so going back restores it:
 * while cached it keeps its notes (held in the note store, so changes made elsewhere show
 * on return) but no channel, no note subscriptions and no timer; `connect` (the page shown
 * again) rejoins, watches its notes and catches up on what was missed.
 */
export class LiveTimeline {
  readonly feed: NoteFeed<entities.Note>;
  private readonly catchUp: CatchUpFeed<entities.Note>;
  /** Whether a page has shown this timeline before (connected at least once). */
  private shownBefore = false;
  private users = 0;
  private off: (() => void) | null = null;
  /**
   * The list items held in the note store (released when they leave the list or the timeline
   * is evicted); while a page shows the timeline they are also watched. One map, no function
   * per item: a timeline scrolled to 10,000 notes holds 10,000.
   */
  private held = new Map<string, entities.Note>();
  private offDeleted: () => void;

  constructor(
    readonly spec: SourceSpec,
    private readonly deps: LiveTimelineDeps,
  ) {
    const request = async (p: Record<string, unknown>) =>
      // The first page is what the start page shows: the next start-up may fetch it early (warm start).
      (await deps.api.request<EndpointName>(
        spec.endpoint,
        { ...spec.params, ...p },
        {
          prefetch: !p.untilId && !p.sinceId,
        },
      )) as entities.Note[];
    const kept = (res: entities.Note[]) => res.filter(deps.keep).map((n) => deps.notes.put(n));
    const fetch = async (p: Record<string, unknown>) => kept(await request(p));
    // The server answers a sinceId with the oldest notes after it: a gap longer than a page is
    // fetched page by page, up to CATCH_UP_PAGES, so its newest notes are not the ones lost.
    const fetchAfter = async (sinceId: string) => {
      const missed: entities.Note[] = [];
      let since = sinceId;
      for (let page = 0; page < CATCH_UP_PAGES; page++) {
        const res = await request({ sinceId: since, limit: CATCH_UP_LIMIT });
        missed.push(...kept(res));
        if (res.length < CATCH_UP_LIMIT) break;
        since = res.reduce((newest, n) => (compareIds(n.id, newest) > 0 ? n.id : newest), since);
      }
      return missed;
    };
    this.feed = new NoteFeed<entities.Note>((p) => fetch({ ...p }), {
      notesPerOneAd: deps.notesPerOneAd,
      onAdded: (items) => {
        this.catchUp.seed(items);
        this.add(items);
      },
      onRemoved: (items) => this.remove(items),
      // Streamed notes of one frame render together (one update per frame, not per note).
      schedule: (run) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => run()) : setTimeout(run, 16)),
    });
    // After a reconnect (or a return to the page), what was missed is fetched with sinceId; nothing is shown twice.
    this.catchUp = createCatchUpFeed<entities.Note>({
      fetchSince: (sinceId) => (sinceId ? fetchAfter(sinceId) : Promise.resolve([])),
      emit: (note) => this.feed.prepend(note),
    });
    // A note deleted anywhere leaves this list (with the pure renotes of it, which the store deletes too).
    this.offDeleted = deps.notes.onDeleted((id) => {
      const item = this.held.get(id);
      if (!item) return;
      this.feed.update(id, () => null);
      this.remove([item]);
    });
  }

  private add(items: readonly entities.Note[]): void {
    const fresh = items.filter((i) => !this.held.has(i.id));
    for (const item of fresh) this.held.set(item.id, item);
    this.deps.notes.hold(fresh);
    if (this.users > 0) this.deps.notes.watch(fresh);
  }

  private remove(items: readonly entities.Note[]): void {
    const known = items.filter((i) => this.held.get(i.id) === i);
    for (const item of known) this.held.delete(item.id);
    if (this.users > 0) this.deps.notes.unwatch(known);
    this.deps.notes.release(known);
  }

  /** Joins the streaming channel and watches the notes while a page shows this timeline; returns the leave function. */
  connect(): () => void {
    this.users++;
    if (this.users === 1) {
      const stream = this.deps.stream;
      this.deps.notes.watch([...this.held.values()]);
      // The first page may be on its way already (asked for when the page rendered); a timeline
      // shown before (a return to the page) catches up on what came while it was not.
      if (!this.feed.requested) void this.feed.reload();
      else if (this.shownBefore && this.feed.snapshot.state !== 'loading') void this.catchUp.catchUp();
      this.shownBefore = true;
      // On a socket already open the channel may be joined a moment after the server answered the
      // first page; what was posted in between is fetched once that page is in (an opening socket
      // catches up on connecting instead).
      if (stream?.state === 'connected' && this.feed.snapshot.state === 'loading') {
        const off = this.feed.subscribe(() => {
          if (this.feed.snapshot.state === 'loading') return;
          off();
          // A microtask later: the page's notes are the catch-up's starting point by then.
          if (this.feed.snapshot.state === 'ready') queueMicrotask(() => void this.catchUp.catchUp());
        });
      }
      if (stream) {
        const conn = stream.useChannel(this.spec.channel, this.spec.channelParams);
        const onNote = (raw: entities.Note) => {
          if (this.spec.onlySpecified && raw.visibility !== 'specified') return;
          // Counted on the note it renotes or replies to even when this list filters it out.
          const note = this.deps.notes.created(raw);
          if (this.deps.keep(note)) this.catchUp.push(note);
        };
        (conn as unknown as { on(e: string, fn: (n: entities.Note) => void): void }).on(this.spec.event ?? 'note', onNote);
        const offReconnect = stream.onReconnect(() => void this.catchUp.catchUp());
        this.off = () => {
          offReconnect();
          conn.dispose();
        };
      }
    }
    return () => {
      this.users--;
      if (this.users === 0) {
        this.off?.();
        this.off = null;
        this.deps.notes.unwatch([...this.held.values()]);
      }
    };
  }

  dispose(): void {
    this.off?.();
    this.off = null;
    if (this.users > 0) this.deps.notes.unwatch([...this.held.values()]);
    this.users = 0;
    this.offDeleted();
    this.deps.notes.release([...this.held.values()]);
    this.held.clear();
  }
}

const cache = new Map<string, LiveTimeline>();
const CACHE_SIZE = 4;

/** The live timeline for `spec`, reused when the same timeline is shown again (back navigation). */
export function liveTimelineFor(spec: SourceSpec, deps: LiveTimelineDeps): LiveTimeline {
  const key = `${deps.meId ?? '-'}:${spec.key}`;
  let tl = cache.get(key);
  if (!tl) {
    tl = new LiveTimeline(spec, deps);
    cache.set(key, tl);
    if (cache.size > CACHE_SIZE) {
      const [oldKey, old] = cache.entries().next().value as [string, LiveTimeline];
      old.dispose();
      cache.delete(oldKey);
    }
  }
  return tl;
}
