import { useState } from 'react';
import { Api, Toasts, safeImageSrc, useService, useT } from '@kite/sdk';
import { Button, Field, errorText, useLoad } from '@kite/sdk/kit';
import { emojisMessages as m } from './messages';
import { useEmojisChanged } from './useEmojisChanged';
import { succeeded } from '../succeeded';

/** The remote tab: the emojis other servers have, by name and server, each one copyable here (admin/emoji/copy). */
export function RemoteEmojis() {
  const t = useT();
  const api = useService(Api);
  const toasts = useService(Toasts);
  const emojisChanged = useEmojisChanged();
  const [query, setQuery] = useState('');
  const [host, setHost] = useState('');
  const [applied, setApplied] = useState({ query: '', host: '' });
  const list = useLoad(`remote ${applied.query} ${applied.host}`, () =>
    api.request('admin/emoji/list-remote', { query: applied.query || null, host: applied.host || null, limit: 100 }),
  );
  const copy = async (id: string, name: string) => {
    const ok = await succeeded(api.requestWithUi('admin/emoji/copy', { emojiId: id }));
    if (!ok) return;
    toasts.show(t(m.copied, { name }));
    emojisChanged();
  };
  return (
    <section className="kite-admin-section" aria-label={t(m.remote)}>
      <form
        className="kite-admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied({ query: query.trim(), host: host.trim() });
        }}
      >
        <Field label={t(m.search)}>
          {(id) => <input id={id} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />}
        </Field>
        <Field label={t(m.host)} after={<small className="kite-admin-muted">{t(m.hostHint)}</small>}>
          {(id) => <input id={id} value={host} onChange={(e) => setHost(e.target.value)} />}
        </Field>
        <Button type="submit">{t(m.search)}</Button>
      </form>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && list.data.length === 0 && <p role="status">{t(m.none)}</p>}
      <ul className="kite-admin-rows" aria-busy={list.loading} aria-label={t(m.remote)}>
        {(list.data ?? []).map((e) => (
          <li key={e.id} className="kite-admin-row" data-emoji={e.name}>
            <img src={safeImageSrc(e.url)} alt="" width={32} height={32} loading="lazy" />
            <span className="kite-admin-row-main">
              <span>:{e.name}:</span>
              <span className="kite-admin-muted">{e.host}</span>
            </span>
            <Button onClick={() => void copy(e.id, e.name)} aria-label={`${t(m.copy)} :${e.name}:@${e.host ?? ''}`}>
              {t(m.copy)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
