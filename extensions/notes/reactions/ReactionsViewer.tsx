import { useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { useSnapshot } from 'valtio';
import { Api, Preferences, useOptionalService, useService, useT } from '@kite/sdk';
import { Emoji } from '../emoji/Emoji';
import { parseReaction } from '../emoji/paths';
import { UserName } from '../card/NoteHeader';
import { noteMessages as m } from '../messages';

/** Spec 3 §9 reaction viewer limits. */
export const REACTIONS = { max: 16, tooltipUsers: 10, tooltipWidth: 340, hoverDelayMs: 300 } as const;

/** The reactions to show: most counted first, at most 16. */
export function topReactions(reactions: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(reactions)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, REACTIONS.max);
}

function ReactionEmoji({ reaction, note }: { reaction: string; note: entities.Note }) {
  const r = parseReaction(reaction);
  if (!r.custom) return <Emoji emoji={r.char} />;
  return <Emoji emoji={r.name} custom host={r.host} urls={{ ...note.reactionEmojis, ...(r.host ? {} : note.emojis) }} />;
}

function ReactionButton({
  note,
  reaction,
  count,
  onReact,
}: {
  note: entities.Note;
  reaction: string;
  count: number;
  onReact?: (r: string) => void;
}) {
  const t = useT();
  const api = useOptionalService(Api);
  const [users, setUsers] = useState<entities.UserLite[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mine = note.myReaction === reaction;
  const show = () => {
    if (!api || users) return;
    timer.current = setTimeout(() => {
      void api
        .request('notes/reactions', { noteId: note.id, type: reaction, limit: REACTIONS.tooltipUsers + 1 })
        .then((rs) => setUsers(rs.map((x) => x.user)))
        .catch(() => undefined);
    }, REACTIONS.hoverDelayMs);
  };
  const hide = () => {
    if (timer.current) clearTimeout(timer.current);
    setUsers(null);
  };
  const named = (users ?? []).slice(0, REACTIONS.tooltipUsers);
  const more = count - named.length;
  return (
    <li className="kite-reaction-wrap" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      <button
        type="button"
        className={`kite-reaction${mine ? ' kite-reaction-mine' : ''}`}
        aria-pressed={mine}
        aria-label={`${reaction} ${count}`}
        disabled={!onReact}
        onClick={() => onReact?.(reaction)}
      >
        <ReactionEmoji reaction={reaction} note={note} />
        <span className="kite-reaction-count">{count}</span>
      </button>
      {users && (
        <div role="tooltip" className="kite-reaction-tooltip" style={{ maxWidth: REACTIONS.tooltipWidth }}>
          <div className="kite-reaction-tooltip-title">{t(m.reactedBy, { reaction })}</div>
          {named.map((u) => (
            <div key={u.id}>
              <UserName user={u} />
            </div>
          ))}
          {more > 0 && <div>{t(m.andOthers, { n: more })}</div>}
        </div>
      )}
    </li>
  );
}

/** The reactions row: counts, the viewer's own reaction marked, a tooltip of who reacted. */
export function ReactionsViewer({ note, onReact }: { note: entities.Note; onReact?: (reaction: string) => void }) {
  const t = useT();
  // Muted reactions (spec 3 §3; the note-actions preference `noteActions.mutedReactions`) are not shown; a local custom one is keyed `:name@.:`.
  const muted = (useSnapshot(useService(Preferences).state)['noteActions.mutedReactions'] as readonly string[] | undefined) ?? [];
  const list = topReactions(
    Object.fromEntries(Object.entries(note.reactions ?? {}).filter(([r]) => !muted.includes(r) && !muted.includes(r.replace('@.:', ':')))),
  );
  if (list.length === 0) return null;
  return (
    <ul className="kite-reactions" aria-label={t(m.reactions)}>
      {list.map(([reaction, count]) => (
        <ReactionButton key={reaction} note={note} reaction={reaction} count={count} onReact={onReact} />
      ))}
    </ul>
  );
}
