import { useId, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Toasts, useOptionalService, useService, useT, safeImageSrc } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { Button, fieldsClass, useLoad } from '@kite/sdk/kit';
import { Loaded } from './LoadState';
import { groupEmojis } from './emojiSearch';
import { serverMessages as m } from './pageMessages';

function EmojiDetails({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useT();
  const api = useService(Api);
  const toasts = useOptionalService(Toasts);
  const headingId = useId();
  const detail = useLoad(name, () => api.request('emoji', { name }));
  const yesNo = (v: boolean) => t(v ? m.yes : m.no);
  const copy = async () => {
    await navigator.clipboard.writeText(`:${name}:`);
    toasts?.show(t(m.copied), { icon: 'copy' });
  };
  return (
    <Modal labelledBy={headingId} onClose={onClose} className="kite-about-emoji-modal">
      <h2 id={headingId} className="kite-about-h2">
        {t(m.emojiDetails, { name })}
      </h2>
      <Loaded {...detail}>
        {(e) => (
          <>
            <img src={safeImageSrc(e.url)} alt={`:${e.name}:`} className="kite-about-emoji-big" />
            <dl className="kite-about-facts">
              <div className="kite-about-fact">
                <dt>{t(m.name)}</dt>
                <dd>{e.name}</dd>
              </div>
              <div className="kite-about-fact">
                <dt>{t(m.aliases)}</dt>
                <dd>{e.aliases.length ? e.aliases.join(', ') : t(m.none)}</dd>
              </div>
              <div className="kite-about-fact">
                <dt>{t(m.category)}</dt>
                <dd>{e.category ?? t(m.none)}</dd>
              </div>
              <div className="kite-about-fact">
                <dt>{t(m.license)}</dt>
                <dd className="kite-about-prewrap">{e.license ?? t(m.none)}</dd>
              </div>
              <div className="kite-about-fact">
                <dt>{t(m.localOnly)}</dt>
                <dd>{yesNo(e.localOnly)}</dd>
              </div>
              <div className="kite-about-fact">
                <dt>{t(m.sensitive)}</dt>
                <dd>{yesNo(e.isSensitive)}</dd>
              </div>
            </dl>
          </>
        )}
      </Loaded>
      <div className="kite-about-actions">
        <Button variant="primary" onClick={() => void copy()}>
          {t(m.copy)} :{name}:
        </Button>
        <Button onClick={onClose}>{t(m.close)}</Button>
      </div>
    </Modal>
  );
}

function EmojiGrid({ emojis }: { emojis: readonly entities.EmojiSimple[] }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const groups = useMemo(() => groupEmojis(emojis, query), [emojis, query]);
  const count = groups.reduce((n, g) => n + g.emojis.length, 0);
  return (
    <>
      <div className={`kite-about-controls ${fieldsClass}`}>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label={t(m.searchEmojis)}
          placeholder={t(m.searchEmojis)}
          className="kite-about-search"
        />
        <span className="kite-about-muted" aria-live="polite">
          {t(m.emojiCount, { count })}
        </span>
      </div>
      {count === 0 && <p className="kite-about-empty">{t(m.noEmojis)}</p>}
      {groups.map((g) => (
        <section key={g.category ?? ''} className="kite-about-section" aria-label={g.category ?? t(m.uncategorized)}>
          <h2 className="kite-about-h2">
            {g.category ?? t(m.uncategorized)} <span className="kite-about-muted">({g.emojis.length})</span>
          </h2>
          <ul className="kite-about-emojis">
            {g.emojis.map((e) => (
              <li key={e.name}>
                <button type="button" className="kite-about-emoji" onClick={() => setOpen(e.name)} aria-label={`:${e.name}:`}>
                  <img src={safeImageSrc(e.url)} alt="" loading="lazy" />
                  <span className="kite-about-emoji-name">{e.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open && <EmojiDetails name={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The custom emoji tab: every emoji by category, searchable; one opens its details (license…) with a copy action. */
export function EmojisTab() {
  const api = useService(Api);
  const list = useLoad('emojis', async () => (await api.request('emojis', {})).emojis);
  return <Loaded {...list}>{(emojis) => <EmojiGrid emojis={emojis} />}</Loaded>;
}
