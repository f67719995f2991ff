import { useState } from 'react';
import { Api, I18n, pluralForm, useService, useT, useViewer } from '@kite/sdk';
import { findMisskeyDecks } from './misskeyImport';
import type { FoundDeck } from './misskeyImport';
import type { Deck } from './useDeck';
import { importMessages as m } from './importMessages';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; decks: FoundDeck[] } | { kind: 'failed'; message: string };

/**
 * Import a deck layout Misskey's own web client left on the server: from its preference
 * backups (Misskey 2025) or its older per-profile deck entries. The import is a new profile;
 * the existing ones stay as they are.
 */
export function MisskeyImport({ deck }: { deck: Deck }) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const columns = (count: number) => t(pluralForm({ one: m.columnsOne, other: m.columnsOther }, i18n.plural(count)), { count });
  const { me } = useViewer();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [done, setDone] = useState('');

  const search = () => {
    if (!me) return;
    setState({ kind: 'loading' });
    setDone('');
    findMisskeyDecks(api, me.id).then(
      (decks) => setState({ kind: 'found', decks }),
      (e: unknown) => setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  };

  return (
    <section aria-labelledby="kite-deck-import">
      <h2 id="kite-deck-import">{t(m.title)}</h2>
      <p className="kite-settings-hint">{t(m.hint)}</p>
      <button type="button" className="kite-button" disabled={state.kind === 'loading' || !me} onClick={search}>
        {t(state.kind === 'loading' ? m.searching : m.search)}
      </button>
      {state.kind === 'failed' && <p role="alert">{t(m.failed, { message: state.message })}</p>}
      {state.kind === 'found' && state.decks.length === 0 && <p role="status">{t(m.none)}</p>}
      {state.kind === 'found' && state.decks.length > 0 && (
        <ul className="kite-deck-import-list" aria-label={t(m.found)}>
          {state.decks.map((d, i) => (
            <li key={`${d.source}:${d.from}:${i}`}>
              <span>
                <strong>{d.profile.name}</strong>{' '}
                {t(d.source === 'backup' ? m.fromBackup : m.fromLegacy, { from: d.from, columns: columns(d.profile.columns.length) })}
              </span>
              <button
                type="button"
                className="kite-button"
                aria-label={t(m.importNamed, { name: d.profile.name })}
                onClick={() => setDone(t(m.imported, { name: deck.importProfile(d.profile) }))}
              >
                {t(m.import)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{done}</p>
    </section>
  );
}
