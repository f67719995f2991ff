import type { entities } from 'misskey-js';
import { NoteCapture, NoteFeed, createCatchUpFeed } from '@kite/sdk';
import type { ApiService, CatchUpFeed, EndpointName, StreamService } from '@kite/sdk';
import type { SourceSpec } from './sources';

export interface LiveTimelineDeps {
  api: ApiService;
  stream: StreamService | null;
  meId: string | null;
  pollingInterval: number;
  notesPerOneAd: number;
  /** Client-side filters (show sensitive off, exclude files where the server has no parameter). */
  keep: (note: entities.Note) => boolean;
}

/** A timeline's feed, its live connection and its note capture. Outlives the page so going back restores it. */
export class LiveTimeline {
  readonly feed: NoteFeed<entities.Note>;
  readonly capture: NoteCapture;
  private readonly catchUp: CatchUpFeed<entities.Note>;
  private users = 0;
  private off: (() => void) | null = null;

  constructor(readonly spec: SourceSpec, private readonly deps: LiveTimelineDeps) {
    const fetch = async (p: Record<string, unknown>) => {
      const res = await deps.api.request(spec.endpoint as EndpointName, { ...spec.params, ...p } as never);
      return (res as entities.Note[]).filter(deps.keep);
    };
    this.feed = new NoteFeed<entities.Note>((p) => fetch({ ...p }), {
      notesPerOneAd: deps.notesPerOneAd,
      onAdded: (items) => {
        this.catchUp.seed(items);
        this.capture.track(items);
      },
      onRemoved: (items) => this.capture.untrack(items),
      // Streamed notes of one frame render together (one update per frame, not per note).
      schedule: (run) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => run()) : setTimeout(run, 16)),
    });
    this.capture = new NoteCapture({ stream: deps.stream, api: deps.api, target: this.feed, meId: deps.meId, pollingInterval: deps.pollingInterval });
    // After a reconnect, what was missed is fetched with sinceId; nothing is shown twice.
    this.catchUp = createCatchUpFeed<entities.Note>({
      fetchSince: (sinceId) => (sinceId ? fetch({ sinceId, limit: 30, allowPartial: true }) : Promise.resolve([])),
      emit: (note) => this.feed.prepend(note),
    });
  }

  /** Joins the streaming channel while a page shows this timeline; returns the leave function. */
  connect(): () => void {
    this.users++;
    if (this.users === 1) {
      const stream = this.deps.stream;
      if (this.feed.snapshot.state === 'loading' && this.feed.snapshot.items.length === 0) void this.feed.reload();
      else void this.catchUp.catchUp();
      if (stream) {
        const conn = stream.useChannel(this.spec.channel, this.spec.channelParams as never);
        const onNote = (note: entities.Note) => {
          if (this.spec.onlySpecified && note.visibility !== 'specified') return;
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
      }
    };
  }

  dispose(): void {
    this.off?.();
    this.capture.dispose();
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
