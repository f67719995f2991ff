import { useId, useState } from 'react';
import { Config, Dialogs, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { cssMessages as m } from './messages';
import { customCssTitles } from './titles';
import { STORAGE_KEY, applyCss, storedCss } from './style';
import './customCss.css';

function storeCss(css: string): void {
  if (css.trim()) localStorage.setItem(STORAGE_KEY, css);
  else localStorage.removeItem(STORAGE_KEY);
}

/**
 * `/settings/custom-css`: the CSS text, applied (and kept on this device) only after the person
 * confirms; in safe mode it is kept but not applied, and the page says so.
 */
export default function CustomCssPage() {
  const t = useT();
  const dialogs = useService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const safeMode = useService(Config).safeMode === true;
  const id = useId();
  const [saved, setSaved] = useState(storedCss);
  const [draft, setDraft] = useState(saved);

  const commit = async (css: string, question: string, done: string) => {
    if (!(await dialogs.confirm({ type: 'warning', text: question }))) return;
    storeCss(css);
    setSaved(css);
    setDraft(css);
    if (safeMode) {
      toasts?.show(t(m.stored));
      return;
    }
    applyCss(css);
    toasts?.show(done);
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(customCssTitles.customCss)}</h1>
      <p role="note">{t(m.warning)}</p>
      {safeMode && <p role="alert">{t(m.safeMode)}</p>}
      <section>
        <div className="kite-settings-field">
          <label htmlFor={id}>{t(m.css)}</label>
          <textarea
            id={id}
            className="kite-custom-css-input"
            rows={14}
            spellCheck={false}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <div className="kite-settings-actions">
          <button
            type="button"
            className="kite-button kite-button-primary"
            disabled={draft === saved}
            onClick={() => void commit(draft, t(m.confirmApply), t(m.applied))}
          >
            {t(m.apply)}
          </button>
          <button
            type="button"
            className="kite-button kite-button-danger"
            disabled={!saved}
            onClick={() => void commit('', t(m.confirmRemove), t(m.removed))}
          >
            {t(m.remove)}
          </button>
          {draft !== saved && <span className="kite-settings-note">{t(m.unsaved)}</span>}
        </div>
      </section>
    </div>
  );
}
