import { Fragment, useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, NoteStore, Viewer, useOptionalService, useService, useT, useTn, useViewer } from '@kite/sdk';
import { writeOnce } from '@kite/sdk/kit';
import { Mfm } from '../mfm/Mfm';
import { TimeDisplay } from '../time/TimeDisplay';
import { noteMessages as m } from '../messages';

/** Spec 2 §9: remaining time refresh. */
export const POLL_REFRESH_MS = 3000;

type Choice = entities.Note['poll'] extends infer P ? (P extends { choices: (infer C)[] } ? C : never) : never;

/**
 * A poll: results after voting, when read-only, when closed, or when toggled; voting asks for
 * confirmation naming the choice; a single-choice poll locks after one vote; visitors are
 * asked to sign in.
 */
export function Poll({ note, readOnly }: { note: entities.Note; readOnly?: boolean }) {
  const t = useT();
  const tn = useTn();
  const votes = (n: number) => tn(n, { one: m.pollVotesOne, other: m.pollVotes });
  const api = useOptionalService(Api);
  const dialogs = useOptionalService(Dialogs);
  const viewerService = useService(Viewer);
  const { signedIn } = useViewer();
  const store = useOptionalService(NoteStore);
  const poll = note.poll;
  // The note store's version when it has the note (a vote shows wherever the note does); else this card's own.
  const [local, setLocal] = useState<Choice[] | null>(null);
  const choices = local ?? poll?.choices ?? [];
  const [showResult, setShowResult] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = poll?.expiresAt ? Date.parse(poll.expiresAt) : null;
  const closed = expiresAt !== null && expiresAt - now <= 0;
  useEffect(() => {
    if (expiresAt === null || closed) return;
    const id = setInterval(() => setNow(Date.now()), POLL_REFRESH_MS);
    return () => clearInterval(id);
  }, [expiresAt, closed]);
  if (!poll) return null;

  const voted = choices.some((c) => c.isVoted);
  const locked = readOnly || closed || (voted && !poll.multiple);
  const results = showResult || readOnly || closed || voted;
  const total = choices.reduce((s, c) => s + c.votes, 0);

  const vote = async (index: number) => {
    if (!signedIn) return viewerService.requestSignin();
    if (locked || !api || choices[index]?.isVoted) return;
    const ok = await (dialogs?.confirm({ type: 'question', text: t(m.pollVoteConfirm, { choice: choices[index].text }) }) ??
      Promise.resolve(true));
    if (!ok) return;
    try {
      // One vote at a time per choice; an unreadable answer is settled by asking the server.
      await writeOnce(
        `vote:${note.id}:${index}`,
        () => api.request('notes/polls/vote', { noteId: note.id, choice: index }),
        async () => Boolean((await api.request('notes/show', { noteId: note.id })).poll?.choices[index]?.isVoted),
        ['ALREADY_VOTED'],
      );
    } catch (e) {
      await api.showError(e);
      return;
    }
    // The stream's echo of this vote may have been applied already (it can beat the response).
    const mark = (cs: readonly Choice[]) => cs.map((c, i) => (i === index && !c.isVoted ? { ...c, votes: c.votes + 1, isVoted: true } : c));
    if (store?.get(note.id)) store.update(note.id, (n) => (n.poll ? { ...n, poll: { ...n.poll, choices: mark(n.poll.choices) } } : n));
    else setLocal(mark(choices));
    setShowResult(true);
  };

  return (
    <div className="kite-poll" role="group" aria-label={votes(total)}>
      <ul>
        {choices.map((c, i) => {
          const pct = total > 0 ? Math.round((c.votes / total) * 100) : 0;
          return (
            <li key={i}>
              <button
                type="button"
                className={`kite-poll-choice${c.isVoted ? ' kite-poll-voted' : ''}`}
                disabled={locked || c.isVoted}
                aria-pressed={c.isVoted}
                onClick={() => void vote(i)}
              >
                {results && <span className="kite-poll-bar" style={{ width: `${pct}%` }} />}
                <span className="kite-poll-text">
                  {c.isVoted && <span aria-label={t(m.pollVoted)}>✓ </span>}
                  <Mfm text={c.text} plain emojis={note.emojis} author={note.user} />
                  {results && (
                    <span className="kite-poll-count">
                      {' '}
                      ({votes(c.votes)}, {pct}%)
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="kite-poll-info">
        {/* Only the parts there are, one separator between each: no "0 votes · · Show results". */}
        {[
          <span key="n">{votes(total)}</span>,
          closed ? (
            <span key="e">{t(m.pollClosed)}</span>
          ) : expiresAt !== null ? (
            <span key="e">
              {t(m.pollRemaining)}
              <TimeDisplay time={expiresAt} />
            </span>
          ) : null,
          !readOnly && !closed && !voted ? (
            <button key="r" type="button" className="kite-link-button" onClick={() => setShowResult((x) => !x)}>
              {showResult ? t(m.pollBackToVote) : t(m.pollShowResult)}
            </button>
          ) : null,
        ]
          .filter((x) => x !== null)
          .map((x, i) => (
            <Fragment key={i}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              {x}
            </Fragment>
          ))}
      </p>
    </div>
  );
}
