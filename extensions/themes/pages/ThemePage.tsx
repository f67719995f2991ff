import { useCallback, useSyncExternalStore } from 'react';
import { Link, Preferences, Theme, usePreference, useService, useT } from '@kite/sdk';
import type { ThemeDefinition } from '@kite/sdk';
import { FormSection, SwitchRow } from '@kite/sdk/kit';
import { themeMessages as m } from '../messages';
import { ThemePreview } from './ThemePreview';
import '../themes.css';

const kindOf = (t: ThemeDefinition) => t.kind ?? t.base;

/** A radio group of theme cards with previews. */
function ThemeChoice(props: {
  name: string;
  label: string;
  themes: readonly ThemeDefinition[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <FormSection label={props.label}>
      <ul className="kite-theme-grid">
        {props.themes.map((th) => (
          <li key={th.id}>
            <label className="kite-theme-choice">
              <input type="radio" name={props.name} value={th.id} checked={props.value === th.id} onChange={() => props.onChange(th.id)} />
              <ThemePreview theme={th} />
              <span>{th.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </FormSection>
  );
}

/** `/settings/theme`: dark mode, following the device, and the light and dark theme, each with previews. */
export default function ThemePage() {
  const t = useT();
  const theme = useService(Theme);
  const prefs = useService(Preferences);
  const sub = useCallback((fn: () => void) => theme.subscribe(fn), [theme]);
  useSyncExternalStore(sub, () => theme.current);
  usePreference('themes');
  const dark = usePreference('darkMode');
  const syncDevice = usePreference('syncDeviceDarkMode');
  const lightId = usePreference('lightThemeId');
  const darkId = usePreference('darkThemeId');
  const all = theme.list();
  return (
    <div className="kite-settings-page">
      <h1>{t(m.theme)}</h1>
      <section>
        <SwitchRow label={t(m.darkMode)} checked={dark} onChange={(on) => theme.setDark(on)} />
        <SwitchRow label={t(m.syncDeviceDarkMode)} checked={syncDevice} onChange={(on) => prefs.set('syncDeviceDarkMode', on)} />
        <div className="kite-settings-actions">
          <Link to="/settings/theme/install" className="kite-button">
            {t(m.install)}
          </Link>
          <Link to="/settings/theme/manage" className="kite-button">
            {t(m.manage)}
          </Link>
          <Link to="/theme-editor" className="kite-button">
            {t(m.editor)}
          </Link>
        </div>
      </section>
      <section>
        <ThemeChoice
          name="light-theme"
          label={t(m.lightTheme)}
          themes={all.filter((x) => kindOf(x) === 'light')}
          value={lightId}
          onChange={(id) => prefs.set('lightThemeId', id)}
        />
      </section>
      <section>
        <ThemeChoice
          name="dark-theme"
          label={t(m.darkTheme)}
          themes={all.filter((x) => kindOf(x) === 'dark')}
          value={darkId}
          onChange={(id) => prefs.set('darkThemeId', id)}
        />
      </section>
    </div>
  );
}
