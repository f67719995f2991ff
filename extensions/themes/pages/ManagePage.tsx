import { useId, useState } from 'react';
import { Dialogs, Preferences, Toasts, useOptionalService, usePreference, useService, useT } from '@kite/sdk';
import { themeMessages as m } from '../messages';
import { ThemePreview } from './ThemePreview';
import '../themes.css';

/** `/settings/theme/manage`: the installed themes — preview, export (copy or download the code), delete. */
export default function ManagePage() {
  const t = useT();
  const prefs = useService(Preferences);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const installed = usePreference('themes');
  const [selected, setSelected] = useState<string>('');
  const selectId = useId();
  const current = installed.find((x) => x.id === selected) ?? installed[0] ?? null;
  const code = current ? JSON.stringify(current, null, '\t') : '';

  const remove = async () => {
    if (!current) return;
    const ok = dialogs ? await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: current.name }) }) : true;
    if (!ok) return;
    prefs.set(
      'themes',
      installed.filter((x) => x.id !== current.id),
    );
    setSelected('');
  };

  const download = () => {
    if (!current) return;
    const url = URL.createObjectURL(new Blob([code], { type: 'application/json5' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${current.name}.json5`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(m.manage)}</h1>
      <section>
        {!current ? (
          <p>{t(m.noInstalled)}</p>
        ) : (
          <>
            <div className="kite-settings-field">
              <label htmlFor={selectId}>{t(m.selectTheme)}</label>
              <select id={selectId} value={current.id} onChange={(e) => setSelected(e.target.value)}>
                {installed.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </select>
            </div>
            {current.author && <p>{t(m.author, { author: current.author })}</p>}
            <ThemePreview theme={current} large />
            <textarea className="kite-theme-code" readOnly value={code} aria-label={t(m.themeCode)} />
            <div className="kite-settings-actions">
              <button
                type="button"
                className="kite-button"
                onClick={() =>
                  void navigator.clipboard?.writeText(code).then(
                    () => toasts?.show(t(m.copied)),
                    () => {},
                  )
                }
              >
                {t(m.copyCode)}
              </button>
              <button type="button" className="kite-button" onClick={download}>
                {t(m.export)}
              </button>
              <button
                type="button"
                className="kite-button kite-button-danger"
                aria-label={t(m.deleteOf, { name: current.name })}
                onClick={() => void remove()}
              >
                {t(m.delete)}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
