import { useId, useMemo, useState } from 'react';
import { Preferences, Theme, Toasts, useOptionalService, usePreference, useService, useT, useViewer } from '@kite/sdk';
import { themeMessages as m } from '../messages';
import { asTheme, checkInstall } from '../validate';
import { parseRelaxedJson } from '../relaxedJson';
import { ThemePreview } from './ThemePreview';
import '../themes.css';

/** `/settings/theme/install`: paste a theme (relaxed JSON, e.g. a Misskey theme JSON5), see it, install it. */
export default function InstallPage() {
  const t = useT();
  const theme = useService(Theme);
  const prefs = useService(Preferences);
  const toasts = useOptionalService(Toasts);
  const viewer = useViewer();
  const installed = usePreference('themes');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const helpId = useId();

  // The preview follows the text as soon as it is a theme.
  const candidate = useMemo(() => {
    try {
      return asTheme(parseRelaxedJson(code));
    } catch {
      return null;
    }
  }, [code]);

  const install = () => {
    const r = checkInstall(code, { signedIn: viewer.signedIn, isBuiltin: (id) => theme.isBuiltin(id), installed });
    if (!r.ok) {
      setError(t(m[r.problem]));
      return;
    }
    prefs.set('themes', [...installed, r.theme]);
    setError(null);
    setCode('');
    toasts?.show(t(m.installed, { name: r.theme.name }));
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(m.install)}</h1>
      <section>
        <div className="kite-settings-field">
          <label htmlFor={codeId}>{t(m.themeCode)}</label>
          <textarea
            id={codeId}
            className="kite-theme-code"
            value={code}
            aria-describedby={helpId}
            aria-invalid={error !== null}
            spellCheck={false}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          <p id={helpId} className="kite-settings-note">
            {t(m.themeCodeHelp)}
          </p>
        </div>
        {error && (
          <p role="alert" className="kite-theme-error">
            {error}
          </p>
        )}
        {candidate && (
          <div aria-label={t(m.preview)} role="group">
            <h2>
              {t(m.preview)}: {candidate.name}
            </h2>
            <ThemePreview theme={candidate} large />
          </div>
        )}
        <div className="kite-settings-actions">
          <button type="button" className="kite-button kite-button-primary" disabled={!code.trim()} onClick={install}>
            {t(m.installButton)}
          </button>
        </div>
      </section>
    </div>
  );
}
