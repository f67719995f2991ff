import type { entities } from 'misskey-js';
import { NoteFeed, createCatchUpFeed } from '@kite/sdk';
import type { ApiService, CatchUpFeed, EndpointName, NoteStoreService, StreamService } from '@kite/sdk';
import type { SourceSpec } from './sources';

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
  private users = 0;
  private off: (() => void) | null = null;
  /** Store holds per list item (released when the item leaves the list or the timeline is evicted). */
  private held = new Map<string, () => void>();
  /** Stream / bulk watches per list item, only while a page shows the timeline. */
  private watched = new Map<string, () => void>();
  private offDeleted: () => void;

  constructor(readonly spec: SourceSpec, private readonly deps: LiveTimelineDeps) {
    const fetch = async (p: Record<string, unknown>) => {
      const res = await deps.api.request(spec.endpoint as EndpointName, { ...spec.params, ...p } as never);
      return (res as entities.Note[]).filter(deps.keep).map((n) => deps.notes.put(n));
    };
    this.feed = new NoteFeed<entities.Note>((p) => fetch({ ...p }), {
      notesPerOneAd: deps.notesPerOneAd,
      onAdded: (items) => {
        this.catchUp.seed(items);
        this.add(items);
      },
      onRemoved: (items) => this.remove(items.map((i) => i.id)),
      // Streamed notes of one frame render together (one update per frame, not per note).
      schedule: (run) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => run()) : setTimeout(run, 16)),
    });
    // After a reconnect (or a return to the page), what was missed is fetched with sinceId; nothing is shown twice.
    this.catchUp = createCatchUpFeed<entities.Note>({
      fetchSince: (sinceId) => (sinceId ? fetch({ sinceId, limit: 30, allowPartial: true }) : Promise.resolve([])),
      emit: (note) => this.feed.prepend(note),
    });
    // A note deleted anywhere leaves this list (with the pure renotes of it, which the store deletes too).
    this.offDeleted = deps.notes.onDeleted((id) => {
      if (!this.held.has(id)) return;
      this.feed.update(id, () => null);
      this.remove([id]);
    });
  }

  private add(items: readonly entities.Note[]): void {
    for (const item of items) {
      if (this.held.has(item.id)) continue;
      this.held.set(item.id, this.deps.notes.hold([item]));
      if (this.users > 0) this.watched.set(item.id, this.deps.notes.watch([item]));
    }
  }

  private remove(ids: readonly string[]): void {
    for (const id of ids) {
      this.watched.get(id)?.();
      this.watched.delete(id);
      this.held.get(id)?.();
      this.held.delete(id);
    }
  }

  private unwatchAll(): void {
    for (const off of this.watched.values()) off();
    this.watched.clear();
  }

  /** Joins the streaming channel and watches the notes while a page shows this timeline; returns the leave function. */
  connect(): () => void {
    this.users++;
    if (this.users === 1) {
      const stream = this.deps.stream;
      for (const id of this.held.keys()) {
        const note = this.deps.notes.get(id);
        if (note) this.watched.set(id, this.deps.notes.watch([note]));
      }
      if (this.feed.snapshot.state === 'loading' && this.feed.snapshot.items.length === 0) void this.feed.reload();
      else void this.catchUp.catchUp();
      if (stream) {
        const conn = stream.useChannel(this.spec.channel, this.spec.channelParams as never);
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
        this.unwatchAll();
      }
    };
  }

  dispose(): void {
    this.off?.();
    this.off = null;
    this.offDeleted();
    this.remove([...this.held.keys()]);
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
