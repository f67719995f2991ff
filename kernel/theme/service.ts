import { subscribe } from 'valtio';
import type { ThemeDefinition, ThemeService } from '@kite/sdk';
import type { KernelPreferences } from '../preferences/store';
import { builtinThemes, kiteDark, kiteLight } from './builtins';
import { compileTheme, themeToCssVars } from './compile';

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
    if (this.root) {
      const base = theme.base === 'dark' ? kiteDark : theme.base === 'light' ? kiteLight : undefined;
      for (const [k, v] of Object.entries(themeToCssVars(compileTheme(theme, base)))) this.root.style.setProperty(k, v);
      this.root.dataset.theme = theme.id;
      this.root.style.colorScheme = (theme.kind ?? theme.base) === 'dark' ? 'dark' : 'light';
    }
    for (const l of [...this.listeners]) l();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
