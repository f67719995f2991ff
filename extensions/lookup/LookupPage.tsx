import { useEffect, useMemo, useRef, useState } from 'react';
import { Api, Dialogs, I18n, Navigation, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { resolveLookup } from './lookup';
import { parseLookup } from './parse';
import { lookupMessages as m } from './messages';
import { lookupNavMessages as navText } from './navMessages';

/** `?acct=bob@host` (optionally `acct:`-prefixed) as lookup input; `?uri=` as given. */
function fromQuery(query: RouteProps['query']): string | null {
  if (query.uri) return query.uri;
  if (query.acct) return `@${query.acct.replace(/^acct:/, '').replace(/^@/, '')}`;
  return null;
}

/**
 * /lookup: resolves `?uri=` / `?acct=` at once (replacing this page in history, as
 * /authorize-follow links expect), otherwise offers a field to look something up.
 */
export default function LookupPage(props: RouteProps) {
  const t = useT();
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const i18n = useService(I18n);
  const api = useService(Api);
  const deps = useMemo(() => ({ dialogs, nav, i18n, api }), [dialogs, nav, i18n, api]);
  const given = fromQuery(props.query);
  const [text, setText] = useState(given ?? '');
  const [hint, setHint] = useState(false);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!given || started.current === given) return;
    started.current = given;
    void resolveLookup(deps, given, { replace: true });
  }, [given, deps]);

  return (
    <article className="kite-panel">
      <PageHeader title={t(navText.lookup)} icon="search" />
      <p>{t(m.pageHint)}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const none = parseLookup(text, new URL(api.origin).origin).kind === 'none';
          setHint(none);
          if (!none) void resolveLookup(deps, text);
        }}
      >
        <label>
          {t(m.query)}{' '}
          <input
            type="text"
            value={text}
            placeholder={t(m.placeholder)}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={hint}
            aria-describedby={hint ? 'kite-lookup-hint' : undefined}
          />
        </label>{' '}
        <button type="submit" className="kite-button kite-button-primary">
          {t(m.submit)}
        </button>
        {hint && (
          <p id="kite-lookup-hint" role="alert">
            {t(m.nothingToLookUp)}
          </p>
        )}
      </form>
    </article>
  );
}
