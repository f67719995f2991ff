import { subscribe } from 'valtio';
import { loadThemeCompiler } from '@kite/sdk/internal';
import type { Disposable, ThemeDefinition, ThemeRegistration, ThemeService } from '@kite/sdk';
import type { KernelPreferences } from '../preferences/store';
import { safeStorage } from '../boot/warmStart';

/** The last painted theme's CSS variables: painted at start-up before any theme is registered. */
const CACHE_KEY = 'kite:theme-cache';
interface Cached {
  id: string;
  dark: boolean;
  vars: Record<string, string>;
}

const placeholder: ThemeDefinition = { id: '', name: '', props: {} };

/**
 * Applies the light or dark theme as CSS custom properties on <html>; with
 * syncDeviceDarkMode on, dark mode follows the system preference. The kernel holds no theme
 * of its own: the themes extension registers the built-ins; installed themes live in the
 * `themes` preference.
 */
export class KernelTheme implements ThemeService {
  private listeners = new Set<() => void>();
  private registrations: (ThemeRegistration & { themes: readonly ThemeDefinition[] })[] = [];
  current: ThemeDefinition = placeholder;

  constructor(
    private readonly prefs: KernelPreferences,
    private readonly root: HTMLElement | null = globalThis.document?.documentElement ?? null,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
  ) {
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (media && prefs.get('syncDeviceDarkMode')) prefs.set('darkMode', media.matches);
    media?.addEventListener('change', (e) => {
      if (prefs.get('syncDeviceDarkMode')) prefs.set('darkMode', e.matches);
    });
    this.paintCached();
    subscribe(prefs.state, () => this.apply());
  }

  private paintCached() {
    try {
      const cached = JSON.parse(this.storage?.getItem(CACHE_KEY) ?? 'null') as Cached | null;
      if (cached && cached.dark === this.isDark && typeof cached.vars === 'object') this.paint(cached.id, cached.dark, cached.vars);
    } catch {
      // A broken cache only costs the early paint.
    }
  }

  get isDark(): boolean {
    return this.prefs.get('darkMode');
  }

  list(): readonly ThemeDefinition[] {
    const registered = this.registrations.flatMap((r) => r.themes);
    const installed = this.prefs.get('themes').filter((t) => !registered.some((r) => r.id === t.id));
    return [...registered, ...installed];
  }

  isBuiltin(id: string): boolean {
    return this.registrations.some((r) => r.themes.some((t) => t.id === id));
  }

  setDark(dark: boolean): void {
    this.prefs.set('darkMode', dark);
  }

  toggleDark(): void {
    this.setDark(!this.isDark);
  }

  register(themes: readonly ThemeDefinition[], opts: ThemeRegistration = {}): Disposable {
    const entry = { ...opts, themes };
    this.registrations.push(entry);
    this.apply(true);
    return {
      dispose: () => {
        this.registrations = this.registrations.filter((r) => r !== entry);
        this.apply(true);
      },
    };
  }

  private baseOf(theme: ThemeDefinition): ThemeDefinition | undefined {
    const kind = theme.base;
    if (!kind) return undefined;
    return this.registrations.map((r) => r.bases?.[kind]).find((b) => b !== undefined);
  }

  async compile(theme: ThemeDefinition): Promise<Record<string, string>> {
    const { compileTheme } = await loadThemeCompiler();
    return compileTheme(theme, this.baseOf(theme));
  }

  private apply(force = false) {
    const themes = this.list();
    if (themes.length === 0) return;
    const dark = this.isDark;
    const id = dark ? this.prefs.get('darkThemeId') : this.prefs.get('lightThemeId');
    const kindOf = (t: ThemeDefinition) => t.kind ?? t.base;
    // An unknown id (deleted theme, or one from another client) falls back to the first of the right kind.
    const theme = themes.find((t) => t.id === id) ?? themes.find((t) => kindOf(t) === (dark ? 'dark' : 'light')) ?? themes[0];
    if (!force && theme === this.current && this.root?.dataset.theme === theme.id) return;
    this.current = theme;
    // Registered themes come precompiled; any other loads the compiler (and colord) first.
    const vars = this.registrations.map((r) => r.precompiled?.[theme.id]).find((v) => v !== undefined);
    if (vars) this.paintAndCache(theme, vars);
    else {
      void loadThemeCompiler()
        .then(({ compileTheme, themeToCssVars }) => {
          if (this.current === theme) this.paintAndCache(theme, themeToCssVars(compileTheme(theme, this.baseOf(theme))));
        })
        .catch((e: unknown) => console.warn('[kite] theme could not be applied', theme.id, e));
    }
    for (const l of [...this.listeners]) l();
  }

  private paintAndCache(theme: ThemeDefinition, vars: Readonly<Record<string, string>>) {
    const dark = (theme.kind ?? theme.base) === 'dark';
    this.paint(theme.id, dark, vars);
    try {
      this.storage?.setItem(CACHE_KEY, JSON.stringify({ id: theme.id, dark, vars }));
    } catch {
      // Storage full or blocked: the next start paints after the themes load.
    }
  }

  get painted(): boolean {
    return Boolean(this.root?.dataset.theme);
  }

  private paint(id: string, dark: boolean, vars: Readonly<Record<string, string>>) {
    if (!this.root) return;
    for (const [k, v] of Object.entries(vars)) this.root.style.setProperty(k, v);
    this.root.dataset.theme = id;
    this.root.style.colorScheme = dark ? 'dark' : 'light';
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
