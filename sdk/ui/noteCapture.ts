import type { entities } from 'misskey-js';
import type { ApiService } from '../api';
import type { StreamBroadcasts, StreamService } from '../stream';

type NoteEvent = StreamBroadcasts['noteUpdated'];

/** Spec 3 §9: live only under 5 min; bulk refresh ≤ 30 notes added in the last 5 min, about every 10 s. */
export const CAPTURE = { liveMs: 5 * 60_000, bulkMax: 30, bulkWindowMs: 5 * 60_000, baseIntervalMs: 10_000 } as const;

/** Polling preference (1 low, 2 normal, 3 high) → bulk refresh interval. */
export function bulkIntervalMs(pollingInterval: number): number {
  return CAPTURE.baseIntervalMs * (pollingInterval >= 3 ? 1 : pollingInterval === 2 ? 1.5 : 2.25);
}

/**
 * Applies one noteUpdated event (reacted, unreacted, pollVoted, updated, deleted) to a note.
 * `seen` remembers per user what was applied, so a duplicate event is ignored; the
 * viewer's own reaction, already applied when they reacted, is not counted twice.
 * Returns the same note when nothing changed and null when it was deleted.
 */
export function applyNoteEvent(
  note: entities.Note,
  ev: NoteEvent,
  meId: string | null,
  seen: Map<string, string | null>,
): entities.Note | null {
  const body = ev.body as { reaction?: string; userId?: string; emoji?: { name: string; url: string } | null; choice?: number };
  const user = body.userId ?? '';
  switch (ev.type) {
    case 'reacted': {
      const r = body.reaction ?? '';
      if (seen.get(`r:${user}`) === r || (user === meId && note.myReaction === r)) return note;
      seen.set(`r:${user}`, r);
      const reactions = { ...note.reactions, [r]: (note.reactions[r] ?? 0) + 1 };
      const reactionEmojis = body.emoji ? { ...note.reactionEmojis, [body.emoji.name]: body.emoji.url } : note.reactionEmojis;
      return {
        ...note,
        reactions,
        reactionEmojis,
        reactionCount: (note.reactionCount ?? 0) + 1,
        myReaction: user === meId ? r : note.myReaction,
      };
    }
    case 'unreacted': {
      const r = body.reaction ?? '';
      if (seen.get(`r:${user}`) === null || (user === meId && note.myReaction == null)) return note;
      seen.set(`r:${user}`, null);
      const n = (note.reactions[r] ?? 0) - 1;
      const reactions = { ...note.reactions };
      if (n > 0) reactions[r] = n;
      else delete reactions[r];
      return {
        ...note,
        reactions,
        reactionCount: Math.max(0, (note.reactionCount ?? 0) - 1),
        myReaction: user === meId ? null : note.myReaction,
      };
    }
    case 'pollVoted': {
      const key = `p:${user}:${body.choice}`;
      // The viewer's own vote was applied when they voted.
      if (!note.poll || body.choice == null || seen.has(key) || (user === meId && note.poll.choices[body.choice]?.isVoted)) return note;
      seen.set(key, '');
      const choices = note.poll.choices.map((c, i) =>
        i === body.choice ? { ...c, votes: c.votes + 1, isVoted: c.isVoted || user === meId } : c,
      );
      return { ...note, poll: { ...note.poll, choices } };
    }
    case 'updated': {
      // An edit (Misskey sends the new text and CW).
      const edit = ev.body as { text?: string | null; cw?: string | null };
      return { ...note, text: edit.text ?? null, cw: edit.cw ?? null };
    }
    case 'deleted':
      return null;
    default:
      return note;
  }
}

/** What a capture updates: the note store. */
export interface CaptureTarget {
  update(id: string, fn: (note: entities.Note) => entities.Note | null): void;
}

export interface CaptureDeps {
  stream: StreamService | null;
  api: ApiService;
  target: CaptureTarget;
  meId: () => string | null;
  pollingInterval: () => number;
  now?: () => number;
}

/**
 * Keeps watched notes current: notes under 5 minutes old are subscribed on the stream;
 * older ones refresh in bulk (`notes/show-partial-bulk`). Each note is followed once
 * however many views watch it, and only while one does: with nothing watched there is no
 * subscription, no timer and no listener. While the page is hidden the events queue and
 * are applied when it is visible again.
 */
export class NoteCapture {
  private subs = new Map<string, () => void>();
  private added = new Map<string, number>();
  private seen = new Map<string, Map<string, string | null>>();
  private watchers = new Map<string, number>();
  private pending: [string, NoteEvent][] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private listening = false;
  private onVisible = () => {
    if (!document.hidden) this.flush();
  };

  constructor(private readonly deps: CaptureDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** How many notes are followed (stream or bulk). */
  get size(): number {
    return this.watchers.size;
  }

  /** Whether a bulk-refresh timer runs (only while an older note is watched). */
  get ticking(): boolean {
    return this.timer != null;
  }

  /** Starts following these (shown) notes; call `unwatch` with the same ids when done. */
  watch(notes: readonly Pick<entities.Note, 'id' | 'createdAt'>[]): void {
    for (const note of notes) {
      const n = this.watchers.get(note.id) ?? 0;
      this.watchers.set(note.id, n + 1);
      if (n > 0) continue;
      if (this.now() - Date.parse(note.createdAt) < CAPTURE.liveMs && this.deps.stream) {
        this.subs.set(
          note.id,
          this.deps.stream.subNote(note.id, (ev) => this.onEvent(note.id, ev)),
        );
      } else {
        this.added.set(note.id, this.now());
      }
    }
    this.sync();
  }

  unwatch(ids: readonly string[]): void {
    for (const id of ids) {
      const n = (this.watchers.get(id) ?? 0) - 1;
      if (n > 0) {
        this.watchers.set(id, n);
        continue;
      }
      this.watchers.delete(id);
      this.seen.delete(id);
      this.forget(id);
    }
    this.sync();
  }

  /** Timer and visibility listener exist only while there is something to follow. */
  private sync(): void {
    const want = this.watchers.size > 0;
    if (want !== this.listening && typeof document !== 'undefined') {
      if (want) document.addEventListener('visibilitychange', this.onVisible);
      else document.removeEventListener('visibilitychange', this.onVisible);
      this.listening = want;
    }
    if (this.added.size > 0 && !this.timer)
      this.timer = setInterval(() => void this.bulkRefresh(), bulkIntervalMs(this.deps.pollingInterval()));
    else if (this.added.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    if (!want) this.pending = [];
  }

  private onEvent(id: string, ev: NoteEvent): void {
    if (typeof document !== 'undefined' && document.hidden) this.pending.push([id, ev]);
    else this.apply(id, ev);
  }

  private flush(): void {
    const events = this.pending;
    this.pending = [];
    for (const [id, ev] of events) this.apply(id, ev);
  }

  private apply(id: string, ev: NoteEvent): void {
    if (!this.watchers.has(id)) return;
    let seen = this.seen.get(id);
    if (!seen) this.seen.set(id, (seen = new Map()));
    const s = seen;
    this.deps.target.update(id, (note) => applyNoteEvent(note, ev, this.deps.meId(), s));
    if (ev.type === 'deleted') this.forget(id);
  }

  private forget(id: string): void {
    this.subs.get(id)?.();
    this.subs.delete(id);
    this.added.delete(id);
  }

  /** One bulk refresh of the (at most 30) most recently added non-live notes. */
  async bulkRefresh(): Promise<void> {
    if (typeof document !== 'undefined' && document.hidden) return;
    const since = this.now() - CAPTURE.bulkWindowMs;
    const ids = [...this.added]
      .filter(([, at]) => at >= since)
      .sort((a, b) => b[1] - a[1])
      .slice(0, CAPTURE.bulkMax)
      .map(([id]) => id);
    if (ids.length === 0) return;
    try {
      const res = await this.deps.api.request('notes/show-partial-bulk', { noteIds: ids });
      for (const part of res as { id: string; reactions: Record<string, number>; reactionEmojis: Record<string, string> }[]) {
        this.deps.target.update(part.id, (n) => ({ ...n, reactions: part.reactions, reactionEmojis: part.reactionEmojis }));
      }
    } catch {
      // A failed refresh is retried on the next tick.
    }
  }

  dispose(): void {
    for (const off of this.subs.values()) off();
    this.subs.clear();
    this.added.clear();
    this.watchers.clear();
    this.sync();
  }
}
