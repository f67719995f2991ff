import type { entities } from 'misskey-js';
import { Api, Link, NoteStore, useOptionalService, useService, useT } from '@kite/sdk';
import type { NoteStoreService } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { LiveNote } from './LiveNote';
import { UserName } from '../card/NoteHeader';
import { withName } from '../card/withName';
import { threadMessages as m } from './threadMessages';

/** Spec 3 note page: 5 children per note, 5 levels deep, then "continue this thread". */
export const THREAD = { children: 5, depth: 5 } as const;

/** Fetched notes go into the note store (the cards read its current version). */
function stored(store: NoteStoreService | null, notes: entities.Note[]): entities.Note[] {
  return store ? notes.map((n) => store.put(n)) : notes;
}

/** The notes this one replies to, oldest first, above it. */
export function Conversation({ note }: { note: entities.Note }) {
  const t = useT();
  const api = useService(Api);
  const store = useOptionalService(NoteStore);
  const { data: list } = useLoad(note.id, async () =>
    stored(store, note.replyId ? await api.request('notes/conversation', { noteId: note.id, limit: 30 }) : []),
  );
  if (!list?.length) return null;
  return (
    <section className="kite-thread-conversation" aria-label={t(m.conversation)}>
      {[...list].reverse().map((n) => (
        <LiveNote key={n.id} note={n} />
      ))}
    </section>
  );
}

/** Replies as a tree: each level fetches up to 5 children; below depth 5 a link continues on the child's page. */
export function Replies({ noteId, depth = 1 }: { noteId: string; depth?: number }) {
  const t = useT();
  const api = useService(Api);
  const store = useOptionalService(NoteStore);
  const { data: children } = useLoad(noteId, async () =>
    stored(store, await api.request('notes/children', { noteId, limit: THREAD.children })),
  );
  if (!children) return null;
  if (children.length === 0) return depth === 1 ? <p className="kite-thread-empty">{t(m.noReplies)}</p> : null;
  return (
    <ul className="kite-thread-replies" data-depth={depth}>
      {children.map((c) => (
        <li key={c.id}>
          <LiveNote note={c} />
          {depth < THREAD.depth
            ? c.repliesCount > 0 && <Replies noteId={c.id} depth={depth + 1} />
            : c.repliesCount > 0 && (
                <Link to={`/notes/${c.id}`} className="kite-thread-continue">
                  {t(m.continueThread)}
                </Link>
              )}
        </li>
      ))}
    </ul>
  );
}

/** notes/renotes, 11. */
export function Renotes({ noteId }: { noteId: string }) {
  const t = useT();
  const api = useService(Api);
  const { data: list } = useLoad(noteId, () => api.request('notes/renotes', { noteId, limit: 11 }));
  if (!list) return null;
  if (!list.length) return <p className="kite-thread-empty">{t(m.noRenotes)}</p>;
  return (
    <ul className="kite-thread-people">
      {list.map((r) => (
        <li key={r.id}>
          <Link to={`/@${r.user.username}${r.user.host ? `@${r.user.host}` : ''}`}>
            {withName((p) => t(m.renotedBy, p), <UserName user={r.user} />)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** notes/reactions, 10. */
export function Reactions({ noteId }: { noteId: string }) {
  const t = useT();
  const api = useService(Api);
  const { data: list } = useLoad(noteId, () => api.request('notes/reactions', { noteId, limit: 10 }));
  if (!list) return null;
  if (!list.length) return <p className="kite-thread-empty">{t(m.noReactions)}</p>;
  return (
    <ul className="kite-thread-people">
      {list.map((r) => (
        <li key={r.id}>{withName((p) => t(m.reactedWith, { ...p, reaction: r.type }), <UserName user={r.user} />)}</li>
      ))}
    </ul>
  );
}
