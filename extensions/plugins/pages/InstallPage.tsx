import { useState } from 'react';
import { Navigation, Toasts, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { pluginMessages as m } from '../messages';
import { getContext } from '../context';
import { ensureRuntime } from '../host/start';
import { installPlugin } from '../host/install';
import './plugins.css';

/** The install form; also used by /install-extensions with the code from the link. */
export function InstallForm(props: { initialCode?: string }) {
  const t = useT();
  const nav = useService(Navigation);
  const toasts = useService(Toasts);
  const [code, setCode] = useState(props.initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const install = async () => {
    setError(null);
    setBusy(true);
    try {
      const ctx = getContext();
      const p = await installPlugin(ctx, ensureRuntime(ctx), code);
      if (p) {
        toasts.show(t(m.installed, { name: p.name }));
        nav.push('/settings/plugin');
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor="kite-plugin-code">{t(m.code)}</label>
      <textarea
        id="kite-plugin-code"
        className="kite-plugins-code"
        value={code}
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
      />
      {error && (
        <p className="kite-plugins-error" role="alert">
          {error}
        </p>
      )}
      <div className="kite-plugins-row">
        <button type="button" className="kite-button kite-button-primary" onClick={() => void install()} disabled={busy}>
          {busy ? t(m.installing) : t(m.installShort)}
        </button>
      </div>
    </div>
  );
}

/** /settings/plugin/install: paste a plugin's source and install it. */
export default function InstallPage() {
  const t = useT();
  return (
    <article className="kite-panel">
      <PageHeader title={t(m.install)} icon="puzzle" />
      <InstallForm />
    </article>
  );
}
