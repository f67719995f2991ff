import { subscribe } from 'valtio';
import type { ThemeDefinition, ThemeService } from '@kite/sdk';
import type { KernelPreferences } from '../preferences/store';
import { builtinThemes, kiteDark, kiteLight } from './builtins';
import { precompiledThemes } from './precompiled';

/**
 * Applies the light or dark theme as CSS custom properties on <html>; with
 * syncDeviceDarkMode on, dark mode follows the system preference.
 */
export class KernelTheme implements ThemeService {
  private listeners = new Set<() => void>();
  private themes: ThemeDefinition[] = [...builtinThemes];
  current: ThemeDefinition = kiteLight;

  constructor(private readonly prefs: KernelPreferences, private readonly root: HTMLElement | null = globalThis.document?.documentElement ?? null) {
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (media && prefs.get('syncDeviceDarkMode')) prefs.set('darkMode', media.matches);
    media?.addEventListener('change', (e) => {
      if (prefs.get('syncDeviceDarkMode')) prefs.set('darkMode', e.matches);
    });
    subscribe(prefs.state, () => this.apply());
    this.apply();
  }

  get isDark(): boolean {
    return this.prefs.get('darkMode');
  }

  list(): readonly ThemeDefinition[] {
    return this.themes;
  }

  setDark(dark: boolean): void {
    this.prefs.set('darkMode', dark);
  }

  toggleDark(): void {
    this.setDark(!this.isDark);
  }

  private apply() {
    const id = this.isDark ? this.prefs.get('darkThemeId') : this.prefs.get('lightThemeId');
    const fallback = this.isDark ? kiteDark : kiteLight;
    const theme = this.themes.find((t) => t.id === id) ?? fallback;
    if (theme === this.current && this.root?.dataset.theme === theme.id) return;
    this.current = theme;
    // Built-in themes come precompiled; any other loads the compiler (and colord) first.
    const vars = builtinThemes.includes(theme) ? precompiledThemes[theme.id] : undefined;
    if (vars) this.paint(theme, vars);
    else {
      const base = theme.base === 'dark' ? kiteDark : theme.base === 'light' ? kiteLight : undefined;
      void import('./compile').then(({ compileTheme, themeToCssVars }) => {
        if (this.current === theme) this.paint(theme, themeToCssVars(compileTheme(theme, base)));
      });
    }
    for (const l of [...this.listeners]) l();
  }

  private paint(theme: ThemeDefinition, vars: Readonly<Record<string, string>>) {
    if (!this.root) return;
    for (const [k, v] of Object.entries(vars)) this.root.style.setProperty(k, v);
    this.root.dataset.theme = theme.id;
    this.root.style.colorScheme = (theme.kind ?? theme.base) === 'dark' ? 'dark' : 'light';
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
