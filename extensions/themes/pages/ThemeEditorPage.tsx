import { useId, useMemo, useState } from 'react';
import { Preferences, Theme, Toasts, useOptionalService, usePreference, useService, useT, useViewer } from '@kite/sdk';
import type { MessageKey, ThemeDefinition } from '@kite/sdk';
import { themeMessages as m } from '../messages';
import { checkSave } from '../validate';
import { ThemePreview } from './ThemePreview';
import '../themes.css';

const editable: readonly { prop: string; label: MessageKey }[] = [
  { prop: 'accent', label: m.propAccent },
  { prop: 'bg', label: m.propBg },
  { prop: 'fg', label: m.propFg },
  { prop: 'panel', label: m.propPanel },
  { prop: 'link', label: m.propLink },
  { prop: 'divider', label: m.propDivider },
];
const starts: Record<'light' | 'dark', Record<string, string>> = {
  light: { accent: '#2f7d9c', bg: '#f4f6f8', fg: '#1d2329', panel: '#ffffff', link: '#1f6fbf', divider: '#e1e4e8' },
  dark: { accent: '#5bb5d5', bg: '#14181c', fg: '#d9dee3', panel: '#1c2227', link: '#6cb4ee', divider: '#2c3238' },
};

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `theme-${Date.now().toString(36)}`;
}

/** `/theme-editor`: a theme from a base and a few colours, previewed live; saved as an installed theme and applied (spec 1 §5 save rules). */
export default function ThemeEditorPage() {
  const t = useT();
  const theme = useService(Theme);
  const prefs = useService(Preferences);
  const toasts = useOptionalService(Toasts);
  const viewer = useViewer();
  const installed = usePreference('themes');
  const [base, setBase] = useState<'light' | 'dark'>(theme.isDark ? 'dark' : 'light');
  const [colours, setColours] = useState<Record<string, string>>(starts[base]);
  const [name, setName] = useState('');
  const [desc, setDesc] = useState('');
  const [id] = useState(newId);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const descId = useId();
  const baseId = useId();

  const draft = useMemo<ThemeDefinition>(
    () => ({
      id,
      name: name.trim(),
      base,
      props: { ...colours },
      ...(desc.trim() ? { desc: desc.trim() } : {}),
      ...(viewer.me ? { author: `@${viewer.me.username}` } : {}),
    }),
    [id, name, base, colours, desc, viewer.me],
  );

  const save = () => {
    if (!draft.name) {
      setError(t(m.name));
      return;
    }
    const r = checkSave(draft, { signedIn: viewer.signedIn, isBuiltin: (x) => theme.isBuiltin(x), installed });
    if (!r.ok) {
      setError(t(m[r.problem]));
      return;
    }
    prefs.set('themes', [...installed, r.theme]);
    prefs.set(base === 'dark' ? 'darkThemeId' : 'lightThemeId', r.theme.id);
    theme.setDark(base === 'dark');
    setError(null);
    toasts?.show(t(m.saved, { name: r.theme.name }));
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(m.editor)}</h1>
      <section>
        <div className="kite-settings-field">
          <label htmlFor={baseId}>{t(m.base)}</label>
          <select
            id={baseId}
            value={base}
            onChange={(e) => {
              const b = e.target.value === 'dark' ? 'dark' : 'light';
              setBase(b);
              setColours(starts[b]);
            }}
          >
            <option value="light">{t(m.lightTheme)}</option>
            <option value="dark">{t(m.darkTheme)}</option>
          </select>
        </div>
        <div className="kite-theme-editor-grid">
          {editable.map((e) => (
            <label key={e.prop} className="kite-settings-row">
              <input
                type="color"
                value={colours[e.prop] ?? '#000000'}
                aria-label={t(m.colour, { name: t(e.label) })}
                onChange={(ev) => setColours((c) => ({ ...c, [e.prop]: ev.target.value }))}
              />
              {t(e.label)}
            </label>
          ))}
        </div>
        <h2>{t(m.preview)}</h2>
        <ThemePreview theme={draft} large />
        <div className="kite-settings-field">
          <label htmlFor={nameId}>{t(m.name)}</label>
          <input id={nameId} value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="kite-settings-field">
          <label htmlFor={descId}>{t(m.description)}</label>
          <textarea id={descId} value={desc} rows={2} onChange={(e) => setDesc(e.target.value)} />
        </div>
        {error && <p role="alert">{error}</p>}
        <div className="kite-settings-actions">
          <button type="button" className="kite-button kite-button-primary" onClick={save}>
            {t(m.save)}
          </button>
        </div>
      </section>
    </div>
  );
}
