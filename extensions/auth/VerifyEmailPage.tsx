import { useEffect, useState } from 'react';
import { Api, Link, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { accountPagesMessages as m } from './accountPagesMessages';
import './auth.css';

type Result = 'busy' | 'ok' | 'failed' | 'unreachable';

/**
 * `/verify-email/:code` — the link of the mail `i/update-email` sends. Misskey 2025.9 has no
 * API endpoint for it: its server answers `GET /verify-email/:code` itself (200 verified,
 * 404 unknown code). When Kite is served apart from the server, this page asks that route.
 */
export default function VerifyEmailPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const code = props.params.code ?? '';
  const serverLink = `${api.origin}/verify-email/${encodeURIComponent(code)}`;
  const [result, setResult] = useState<Result>('busy');

  useEffect(() => {
    const ctl = new AbortController();
    fetch(serverLink, { signal: ctl.signal, headers: { Accept: 'text/plain' } })
      .then((res) => setResult(res.ok ? 'ok' : res.status === 404 ? 'failed' : 'unreachable'))
      .catch(() => {
        if (!ctl.signal.aborted) setResult('unreachable');
      });
    return () => ctl.abort();
  }, [serverLink]);

  return (
    <div className="kite-auth-landing">
      <h1>{t(m.verifyTitle)}</h1>
      {result === 'busy' && <p role="status">{t(m.verifying)}</p>}
      {result === 'ok' && <p role="status">{t(m.verified)}</p>}
      {result === 'failed' && (
        <p role="alert" className="kite-auth-error">
          {t(m.verifyFailed)}
        </p>
      )}
      {result === 'unreachable' && (
        <p role="alert" className="kite-auth-error">
          {t(m.verifyUnreachable)} <a href={serverLink}>{serverLink}</a>
        </p>
      )}
      {result !== 'busy' && <Link to="/">{t(m.backHome)}</Link>}
    </div>
  );
}
