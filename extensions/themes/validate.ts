import type { ThemeDefinition } from '@kite/sdk';
import { parseRelaxedJson } from './relaxedJson';

/** Why a theme was refused (spec 1 §5); each has its fixed text in messages.ts. */
export type ThemeProblem = 'parseFailed' | 'invalid' | 'alreadyInstalled' | 'builtin' | 'alreadyExists' | 'notSignedIn';

export type Checked = { ok: true; theme: ThemeDefinition } | { ok: false; problem: ThemeProblem };

/** A theme object: string id and name, base light or dark, props an object of strings. */
export function asTheme(v: unknown): ThemeDefinition | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.id !== 'string' || typeof o.name !== 'string') return null;
  if (o.base !== 'light' && o.base !== 'dark') return null;
  if (typeof o.props !== 'object' || o.props === null || Array.isArray(o.props)) return null;
  const props: Record<string, string> = {};
  for (const [k, p] of Object.entries(o.props as Record<string, unknown>)) {
    if (typeof p === 'string') props[k] = p;
    else if (typeof p === 'number') props[k] = String(p);
  }
  const theme: ThemeDefinition = { id: o.id, name: o.name, base: o.base, props };
  if (typeof o.author === 'string') theme.author = o.author;
  if (typeof o.desc === 'string') theme.desc = o.desc;
  const ch = o.codeHighlighter;
  if (typeof ch === 'object' && ch !== null && typeof (ch as Record<string, unknown>).base === 'string')
    theme.codeHighlighter = { base: String((ch as Record<string, unknown>).base) };
  return theme;
}

interface Known {
  signedIn: boolean;
  isBuiltin(id: string): boolean;
  installed: readonly ThemeDefinition[];
}

/** Install from text (`/settings/theme/install`): parse, check the shape, refuse built-in or installed ids. */
export function checkInstall(text: string, known: Known): Checked {
  let raw: unknown;
  try {
    raw = parseRelaxedJson(text);
  } catch {
    return { ok: false, problem: 'parseFailed' };
  }
  const theme = asTheme(raw);
  if (!theme) return { ok: false, problem: 'invalid' };
  if (!known.signedIn) return { ok: false, problem: 'notSignedIn' };
  if (known.isBuiltin(theme.id) || known.installed.some((t) => t.id === theme.id)) return { ok: false, problem: 'alreadyInstalled' };
  return { ok: true, theme };
}

/** Save from the theme editor: a built-in id or an installed one is refused. */
export function checkSave(theme: ThemeDefinition, known: Known): Checked {
  if (!known.signedIn) return { ok: false, problem: 'notSignedIn' };
  if (known.isBuiltin(theme.id)) return { ok: false, problem: 'builtin' };
  if (known.installed.some((t) => t.id === theme.id)) return { ok: false, problem: 'alreadyExists' };
  return { ok: true, theme };
}
