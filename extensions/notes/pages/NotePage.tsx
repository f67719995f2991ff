import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, NoteStore, useOptionalService, usePublishTitle, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { rareNoteMessages as m } from '../rareMessages';
import { LiveNote } from './LiveNote';
import { Conversation, Reactions, Renotes, Replies } from './NoteThread';
import { threadMessages as tm } from './threadMessages';
import './thread.css';

const tabs = ['replies', 'renotes', 'reactions'] as const;
type Tab = (typeof tabs)[number];

type State = { kind: 'loading' } | { kind: 'error'; notFound: boolean } | { kind: 'ok'; note: entities.Note };

/** /notes/:noteId/:initialTab? — the conversation above, the note, then tabs: replies (as a thread), renotes, reactions. */
export default function NotePage({ params }: RouteProps) {
  const t = useT();
  usePublishTitle(t(tm.note));
  const api = useOptionalService(Api);
  const store = useOptionalService(NoteStore);
  const noteId = params.noteId ?? '';
  // A note already in the store (opened from a timeline) shows at once; the fetch refreshes it.
  const known = store?.get(noteId);
  const [attempt, setAttempt] = useState(0);
  // The answer is tagged with the note and attempt it is for; until it arrives, the stored copy or "loading".
  const key = `${noteId}\n${attempt}`;
  const [result, setResult] = useState<{ key: string; state: State } | null>(null);
  const state: State = result?.key === key ? result.state : known ? { kind: 'ok', note: known } : { kind: 'loading' };
  const [tab, setTab] = useState<Tab>(tabs.find((x) => x === params.initialTab) ?? 'replies');
  useEffect(() => {
    if (!api) return;
    const ctrl = new AbortController();
    api
      .request('notes/show', { noteId }, { signal: ctrl.signal })
      .then((note) => setResult({ key, state: { kind: 'ok', note: store ? store.put(note) : note } }))
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        const code = (e as { code?: string } | null)?.code;
        if (code === 'NO_SUCH_NOTE') store?.set(noteId, null);
        setResult({ key, state: { kind: 'error', notFound: code === 'NO_SUCH_NOTE' } });
      });
    return () => ctrl.abort();
  }, [api, store, noteId, key]);

  if (!api) return <p className="kite-panel">{t(m.noApi)}</p>;
  if (state.kind === 'loading')
    return (
      <div className="kite-spinner" role="status">
        <span className="kite-spinner-dot" />
      </div>
    );
  if (state.kind === 'error') {
    return (
      <div className="kite-result" role="alert">
        <p>{state.notFound ? t(m.notFound) : t(m.loadFailed)}</p>
        {!state.notFound && (
          <button type="button" className="kite-button" onClick={() => setAttempt((n) => n + 1)}>
            {t(m.retry)}
          </button>
        )}
      </div>
    );
  }
  const note = state.note;
  return (
    <div className="kite-note-page">
      <Conversation note={note} />
      <LiveNote key={note.id} note={note} detailed />
      <div role="tablist" aria-label={t(tm.tabs)} className="kite-thread-tabs">
        {tabs.map((x) => (
          <button key={x} type="button" role="tab" aria-selected={tab === x} className="kite-thread-tab" onClick={() => setTab(x)}>
            {t(tm[x])}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(tm[tab])}>
        {tab === 'replies' ? (
          <Replies key={note.id} noteId={note.id} />
        ) : tab === 'renotes' ? (
          <Renotes noteId={note.id} />
        ) : (
          <Reactions noteId={note.id} />
        )}
      </div>
    </div>
  );
}
