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
 * Applies one noteUpdated event (reacted, unreacted, pollVoted, deleted) to a note.
 * `seen` remembers per user what was applied, so a duplicate event is ignored; the
 * viewer's own reaction, already applied when they reacted, is not counted twice.
 * Returns the same note when nothing changed and null when it was deleted.
 */
export function applyNoteEvent(note: entities.Note, ev: NoteEvent, meId: string | null, seen: Map<string, string | null>): entities.Note | null {
  const body = ev.body as { reaction?: string; userId?: string; emoji?: { name: string; url: string } | null; choice?: number };
  const user = body.userId ?? '';
  switch (ev.type) {
    case 'reacted': {
      const r = body.reaction ?? '';
      if (seen.get(`r:${user}`) === r || (user === meId && note.myReaction === r)) return note;
      seen.set(`r:${user}`, r);
      const reactions = { ...note.reactions, [r]: (note.reactions[r] ?? 0) + 1 };
      const reactionEmojis = body.emoji ? { ...note.reactionEmojis, [body.emoji.name]: body.emoji.url } : note.reactionEmojis;
      return { ...note, reactions, reactionEmojis, reactionCount: (note.reactionCount ?? 0) + 1, myReaction: user === meId ? r : note.myReaction };
    }
    case 'unreacted': {
      const r = body.reaction ?? '';
      if (seen.get(`r:${user}`) === null || (user === meId && note.myReaction == null)) return note;
      seen.set(`r:${user}`, null);
      const n = (note.reactions[r] ?? 0) - 1;
      const reactions = { ...note.reactions };
      if (n > 0) reactions[r] = n;
      else delete reactions[r];
      return { ...note, reactions, reactionCount: Math.max(0, (note.reactionCount ?? 0) - 1), myReaction: user === meId ? null : note.myReaction };
    }
    case 'pollVoted': {
      const key = `p:${user}:${body.choice}`;
      if (!note.poll || body.choice == null || seen.has(key)) return note;
      seen.set(key, '');
      const choices = note.poll.choices.map((c, i) => (i === body.choice ? { ...c, votes: c.votes + 1, isVoted: c.isVoted || user === meId } : c));
      return { ...note, poll: { ...note.poll, choices } };
    }
    case 'deleted':
      return null;
    default:
      return note;
  }
}

/** What a capture updates: the feed (or page) holding the notes. */
export interface CaptureTarget {
  update(id: string, fn: (note: entities.Note) => entities.Note | null): void;
}

/**
 * Keeps shown notes current: notes under 5 minutes old are subscribed on the stream;
 * older ones refresh in bulk (`notes/show-partial-bulk`). While the page is hidden the
 * events queue and are applied when it is visible again.
 */
export class NoteCapture {
  private subs = new Map<string, () => void>();
  private added = new Map<string, number>();
  private seen = new Map<string, Map<string, string | null>>();
  /** Inner (displayed) note id → ids of the list items that show it (a renote shows its target). */
  private holders = new Map<string, Set<string>>();
  private pending: [string, NoteEvent][] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private onVisible = () => {
    if (!document.hidden) this.flush();
  };

  constructor(
    private readonly deps: { stream: StreamService | null; api: ApiService; target: CaptureTarget; meId: string | null; pollingInterval: number; now?: () => number },
  ) {
    this.timer = setInterval(() => void this.bulkRefresh(), bulkIntervalMs(deps.pollingInterval));
    document.addEventListener('visibilitychange', this.onVisible);
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Starts following these list items (call when they are added). */
  track(items: readonly entities.Note[]): void {
    for (const outer of items) {
      const inner = outer.renote && !outer.text && !outer.cw && !outer.files?.length && !outer.poll ? outer.renote : outer;
      let set = this.holders.get(inner.id);
      if (!set) this.holders.set(inner.id, (set = new Set()));
      set.add(outer.id);
      if (this.subs.has(inner.id) || this.added.has(inner.id)) continue;
      if (this.now() - Date.parse(inner.createdAt) < CAPTURE.liveMs && this.deps.stream) {
        this.subs.set(inner.id, this.deps.stream.subNote(inner.id, (ev) => this.onEvent(inner.id, ev)));
      } else {
        this.added.set(inner.id, this.now());
      }
    }
  }

  /** Stops following list items that left the list (trimmed at the top), so subscriptions do not pile up. */
  untrack(items: readonly entities.Note[]): void {
    for (const outer of items) {
      const inner = outer.renote && !outer.text && !outer.cw && !outer.files?.length && !outer.poll ? outer.renote : outer;
      const set = this.holders.get(inner.id);
      set?.delete(outer.id);
      if (set && set.size > 0) continue;
      this.holders.delete(inner.id);
      this.seen.delete(inner.id);
      this.forget(inner.id);
    }
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
    let seen = this.seen.get(id);
    if (!seen) this.seen.set(id, (seen = new Map()));
    const s = seen;
    this.forEachHolder(id, (note) => applyNoteEvent(note, ev, this.deps.meId, s));
    if (ev.type === 'deleted') this.forget(id);
  }

  /** Updates every list item showing note `id` (directly or as a renote's target). */
  forEachHolder(id: string, fn: (note: entities.Note) => entities.Note | null): void {
    for (const outer of this.holders.get(id) ?? [id]) {
      this.deps.target.update(outer, (item) => {
        if (item.id === id) return fn(item);
        if (item.renote?.id !== id) return item;
        const next = fn(item.renote);
        return next ? { ...item, renote: next } : null;
      });
    }
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
    const ids = [...this.added].filter(([, at]) => at >= since).sort((a, b) => b[1] - a[1]).slice(0, CAPTURE.bulkMax).map(([id]) => id);
    if (ids.length === 0) return;
    try {
      const res = await this.deps.api.request('notes/show-partial-bulk', { noteIds: ids });
      for (const part of res as { id: string; reactions: Record<string, number>; reactionEmojis: Record<string, string> }[]) {
        this.forEachHolder(part.id, (n) => ({ ...n, reactions: part.reactions, reactionEmojis: part.reactionEmojis }));
      }
    } catch {
      // A failed refresh is retried on the next tick.
    }
  }

  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    document.removeEventListener('visibilitychange', this.onVisible);
    for (const off of this.subs.values()) off();
    this.subs.clear();
  }
}
