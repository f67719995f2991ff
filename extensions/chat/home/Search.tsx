import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, useService, useT } from '@kite/sdk';
import { MessageRow } from './MessageRow';
import { chatMessages as m } from '../messages';

/** Searches the viewer's messages (their conversations and rooms); each result opens the message. */
export function Search({ me }: { me: entities.MeDetailed }) {
  const t = useT();
  const api = useService(Api);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<entities.ChatMessage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = useId();
  const run = async (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setResults(await api.request('chat/messages/search', { query: query.trim(), limit: 50 }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="kite-chat-section">
      <form className="kite-chat-search" role="search" onSubmit={(e) => void run(e)}>
        <label htmlFor={id} className="kite-sr-only">
          {t(m.searchPlaceholder)}
        </label>
        <input
          id={id}
          type="search"
          className="kite-input"
          value={query}
          placeholder={t(m.searchPlaceholder)}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="kite-button kite-button-primary" disabled={busy || !query.trim()}>
          {t(m.searchButton)}
        </button>
      </form>
      {busy ? (
        <Loading />
      ) : error ? (
        <ResultScreen kind="error" title={t(m.failed)} />
      ) : results && results.length === 0 ? (
        <ResultScreen kind="empty" title={t(m.noResults)} />
      ) : (
        results && (
          <ul className="kite-chat-list" aria-label={t(m.search)}>
            {results.map((msg) => (
              <MessageRow key={msg.id} msg={msg} meId={me.id} to={`/chat/messages/${msg.id}`} />
            ))}
          </ul>
        )
      )}
    </section>
  );
}
