import { useEffect, useState } from 'react';
import type { EndpointRes } from '@kite/sdk';
import { Api, I18n, Icon, useService, useT } from '@kite/sdk';
import { accountMessages as m } from './messages';
import { authErrorText } from './authenticate';

type Entry = EndpointRes<'i/signin-history'>[number];
const PAGE = 10;

/** The account's sign-ins (`i/signin-history`), newest first, ten at a time. */
export function SigninHistory() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const [items, setItems] = useState<readonly Entry[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async (untilId?: string) => {
    try {
      const page = await api.request('i/signin-history', { limit: PAGE, ...(untilId ? { untilId } : {}) });
      setItems((prev) => [...(untilId ? (prev ?? []) : []), ...page]);
      setMore(page.length === PAGE);
    } catch (e) {
      setError(authErrorText(t, e));
    }
  };
  useEffect(() => {
    let live = true;
    api.request('i/signin-history', { limit: PAGE }).then(
      (page) => {
        if (!live) return;
        setItems(page);
        setMore(page.length === PAGE);
      },
      (e: unknown) => live && setError(authErrorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, t]);

  return (
    <section aria-labelledby="kite-sec-history">
      <h2 id="kite-sec-history">{t(m.signinHistory)}</h2>
      {error && <p role="alert">{error}</p>}
      {items && items.length === 0 && <p>{t(m.signinNone)}</p>}
      {items && items.length > 0 && (
        <ul className="kite-settings-history" aria-label={t(m.signinHistory)}>
          {items.map((s) => (
            <li key={s.id} data-success={s.success}>
              <Icon icon={s.success ? 'check' : 'x'} aria-hidden />
              <span className="kite-sr-only">{t(s.success ? m.signinSucceeded : m.signinFailed)}</span>
              <code>{s.ip}</code>
              <time dateTime={s.createdAt}>{i18n.formatDate(new Date(s.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </li>
          ))}
        </ul>
      )}
      {more && items && (
        <button type="button" className="kite-button" onClick={() => void load(items[items.length - 1]?.id)}>
          {t(m.loadMore)}
        </button>
      )}
    </section>
  );
}
