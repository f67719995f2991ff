import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, useOptionalService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { NoteCard } from '../card/NoteCard';
import { noteMessages as m } from '../messages';

type State = { kind: 'loading' } | { kind: 'error'; notFound: boolean } | { kind: 'ok'; note: entities.Note };

/** /notes/:noteId — the note alone, detailed (the timelines issue adds the thread around it). */
export default function NotePage({ params }: RouteProps) {
  const t = useT();
  const api = useOptionalService(Api);
  const noteId = params.noteId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!api) return;
    const ctrl = new AbortController();
    setState({ kind: 'loading' });
    api
      .request('notes/show', { noteId }, { signal: ctrl.signal })
      .then((note) => setState({ kind: 'ok', note }))
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        const code = (e as { code?: string } | null)?.code;
        setState({ kind: 'error', notFound: code === 'NO_SUCH_NOTE' });
      });
    return () => ctrl.abort();
  }, [api, noteId, attempt]);

  if (!api) return <p className="kite-panel">{t(m.noApi)}</p>;
  if (state.kind === 'loading') return <div className="kite-spinner" role="status"><span className="kite-spinner-dot" /></div>;
  if (state.kind === 'error') {
    return (
      <div className="kite-result" role="alert">
        <p>{state.notFound ? t(m.notFound) : t(m.loadFailed)}</p>
        {!state.notFound && <button type="button" className="kite-button" onClick={() => setAttempt((n) => n + 1)}>{t(m.retry)}</button>}
      </div>
    );
  }
  return <NoteCard note={state.note} detailed />;
}
