import type { entities } from 'misskey-js';
import type { ApiService } from '../api';
import type { StreamService } from '../stream';
import type { NoteStoreService } from '../noteStore';
import { isPureRenote, shownNote } from '../noteRules';
import { afterFirstContent } from '../firstContent';
import { loadOnce } from '../loadOnce';
import type { NoteCapture } from './noteCapture';

type Note = entities.Note;

/** The ids a hold covers: the notes and the notes they embed (renote, reply), a few levels deep. */
function heldIds(notes: readonly Note[]): string[] {
  const ids: string[] = [];
  const walk = (n: Note | null | undefined, depth: number) => {
    if (!n || depth > 3) return;
    ids.push(n.id);
    walk(n.renote, depth + 1);
    walk(n.reply, depth + 1);
  };
  for (const n of notes) walk(n, 0);
  return ids;
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** How many released notes stay for back navigation, and how many created-note ids are remembered. */
export const NOTE_STORE = { keepReleased: 100, countedMax: 2000 } as const;

/** What `NoteStoreImpl` reads: the stream and API, the signed-in user's id, the polling preference. */
export interface NoteStoreDeps {
  stream: StreamService | null;
  api: ApiService;
  meId: () => string | null;
  pollingInterval: () => number;
  now?: () => number;
}

/**
 * The note store the kernel provides as `NoteStore` (see its interface). Notes that embed
 * another (renote, quote, reply) are rebuilt with the store's version of it whenever it
 * changes, so a pure renote always shows its target's current reactions.
 */
export class NoteStoreImpl implements NoteStoreService {
  private notes = new Map<string, Note | null>();
  private holds = new Map<string, number>();
  /** Stored notes no view holds, oldest first; dropped beyond `keepReleased`. */
  private released = new Set<string>();
  /** Note id → ids of stored notes embedding it (as renote or reply). */
  private embeddedIn = new Map<string, Set<string>>();
  private listeners = new Map<string, Set<() => void>>();
  private deletedListeners = new Set<(id: string) => void>();
  /** Created notes already counted on their renote / reply target. */
  private counted = new Set<string>();
  /**
   * Keeps watched notes current. Its code is not needed to draw the first notes, so it loads
   * after the first content (issue 18); what views ask of it before then is done on arrival, in order.
   */
  private capture: NoteCapture | null = null;
  private beforeCapture: ((c: NoteCapture) => void)[] = [];
  /** The note capture once its code has loaded. Offline, the notes stay as fetched and the next watch tries again. */
  readonly following = loadOnce(() =>
    afterFirstContent()
      .then(() => import('./noteCapture'))
      .then(({ NoteCapture }) => {
        const capture = new NoteCapture({ ...this.deps, target: { update: (id, fn) => this.update(id, fn) } });
        this.capture = capture;
        for (const call of this.beforeCapture.splice(0)) call(capture);
        return capture;
      }),
  );

  constructor(private readonly deps: NoteStoreDeps) {}

  private withCapture(call: (c: NoteCapture) => void): void {
    if (this.capture) return call(this.capture);
    this.beforeCapture.push(call);
    void this.following().catch(() => {});
  }

  get size(): number {
    return this.notes.size;
  }

  get(id: string): Note | null | undefined {
    return this.notes.get(id);
  }

  put(note: Note): Note {
    return this.store(note, true);
  }

  created(note: Note): Note {
    const target = note.renoteId ? this.notes.get(note.renoteId) : undefined;
    const parent = note.replyId ? this.notes.get(note.replyId) : undefined;
    const stored = this.store(note, false);
    if (!this.counted.has(note.id)) {
      this.counted.add(note.id);
      if (this.counted.size > NOTE_STORE.countedMax) this.counted.delete(this.counted.values().next().value as string);
      // Misskey counts a renote or quote unless its author renotes their own note; only a
      // target stored before this note arrived is counted (an embedded copy is already current).
      if (target && note.renoteId && target.userId !== note.userId)
        this.update(note.renoteId, (t) => ({ ...t, renoteCount: t.renoteCount + 1 }));
      if (parent && note.replyId) this.update(note.replyId, (r) => ({ ...r, repliesCount: r.repliesCount + 1 }));
    }
    return stored;
  }

  set(id: string, next: Note | null): void {
    if (next) this.store(next, false);
    else this.markDeleted(id);
  }

  update(id: string, fn: (note: Note) => Note | null): void {
    const cur = this.notes.get(id);
    if (!cur) return;
    const next = fn(cur);
    if (next === cur) return;
    if (next) this.replace(id, next);
    else this.markDeleted(id);
  }

  hold(notes: readonly Note[]): () => void {
    const ids = heldIds(notes);
    for (const id of ids) {
      this.holds.set(id, (this.holds.get(id) ?? 0) + 1);
      this.released.delete(id);
    }
    return once(() => this.unhold(ids));
  }

  release(notes: readonly Note[]): void {
    this.unhold(heldIds(notes));
  }

  private unhold(ids: readonly string[]): void {
    for (const id of ids) {
      const n = (this.holds.get(id) ?? 0) - 1;
      if (n > 0) this.holds.set(id, n);
      else {
        this.holds.delete(id);
        this.addReleased(id);
      }
    }
  }

  watch(notes: readonly Note[]): () => void {
    const shown = notes.map(shownNote);
    this.withCapture((c) => c.watch(shown));
    return once(() => this.withCapture((c) => c.unwatch(shown.map((n) => n.id))));
  }

  unwatch(notes: readonly Note[]): void {
    const ids = notes.map((n) => shownNote(n).id);
    this.withCapture((c) => c.unwatch(ids));
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  onDeleted(listener: (id: string) => void): () => void {
    this.deletedListeners.add(listener);
    return () => this.deletedListeners.delete(listener);
  }

  /**
   * Stores `note` with its embedded notes. `replaceEmbedded`: a fetched copy of an embedded
   * note replaces the stored one; otherwise (a streamed note, an action's result) the
   * stored version is kept and put in.
   */
  private store(note: Note, replaceEmbedded: boolean, depth = 0): Note {
    let next = note;
    for (const key of ['renote', 'reply'] as const) {
      const inner = note[key];
      if (!inner || depth > 3) continue;
      const known = this.notes.get(inner.id);
      const stored = !replaceEmbedded && known ? known : this.store(inner, replaceEmbedded, depth + 1);
      if (stored !== inner) next = { ...next, [key]: stored };
      let set = this.embeddedIn.get(inner.id);
      if (!set) this.embeddedIn.set(inner.id, (set = new Set()));
      set.add(note.id);
    }
    if (!this.holds.has(note.id)) this.addReleased(note.id);
    this.replace(note.id, next);
    return next;
  }

  /** Sets a stored version, tells its listeners and rebuilds the notes embedding it. */
  private replace(id: string, next: Note | null): void {
    if (this.notes.get(id) === next) return;
    this.notes.set(id, next);
    for (const l of [...(this.listeners.get(id) ?? [])]) l();
    for (const outerId of [...(this.embeddedIn.get(id) ?? [])]) {
      const outer = this.notes.get(outerId);
      if (!outer) continue;
      if (next === null) {
        // A pure renote goes with its target (Misskey deletes it too); a quote or reply keeps its text.
        if (outer.renoteId === id && isPureRenote(outer)) this.markDeleted(outerId);
        continue;
      }
      let rebuilt = outer;
      if (outer.renote?.id === id) rebuilt = { ...rebuilt, renote: next };
      if (outer.reply?.id === id) rebuilt = { ...rebuilt, reply: next };
      this.replace(outerId, rebuilt);
    }
  }

  private markDeleted(id: string): void {
    if (this.notes.get(id) === null) return;
    if (!this.holds.has(id)) this.addReleased(id);
    this.replace(id, null);
    for (const l of [...this.deletedListeners]) l(id);
  }

  /** A note no view holds stays among the recently released; the oldest beyond the limit are dropped. */
  private addReleased(id: string): void {
    this.released.delete(id);
    this.released.add(id);
    while (this.released.size > NOTE_STORE.keepReleased) {
      const oldest = this.released.values().next().value as string;
      this.released.delete(oldest);
      this.drop(oldest);
    }
  }

  private drop(id: string): void {
    const note = this.notes.get(id);
    this.notes.delete(id);
    this.embeddedIn.delete(id);
    for (const inner of [note?.renoteId, note?.replyId]) {
      if (inner) this.embeddedIn.get(inner)?.delete(id);
    }
  }
}
