import { useId, useState } from 'react';
import { useT } from '@kite/sdk';
import { authMessages as m } from './messages';
import { serverOrigin, startMiAuth } from './miauth';

/** "Sign in to another server": any Misskey server by host, through MiAuth. */
export function OtherServerForm(props: { path?: string }) {
  const t = useT();
  const id = useId();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="kite-auth-form"
      aria-label={t(m.otherServer)}
      onSubmit={(e) => {
        e.preventDefault();
        const origin = serverOrigin(host);
        if (!origin) return setError(t(m.invalidServer));
        startMiAuth(origin, props.path ?? '/');
      }}
    >
      <label htmlFor={`${id}-h`}>{t(m.serverAddress)}</label>
      <input
        id={`${id}-h`}
        name="server"
        inputMode="url"
        placeholder="misskey.io"
        required
        value={host}
        onChange={(e) => setHost(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="kite-auth-hint">
        {t(m.otherServerHint)}
      </p>
      {error && (
        <p role="alert" className="kite-auth-error">
          {error}
        </p>
      )}
      <button type="submit" className="kite-button">
        {t(m.continue)}
      </button>
    </form>
  );
}
