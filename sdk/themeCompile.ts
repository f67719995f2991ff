import { colord } from 'colord';
import type { ThemeDefinition } from './services';

/**
 * Compiles Misskey-format theme props into CSS values:
 * `@key` refers to another prop, `$name` to a constant (a prop whose key starts with `$`, not
 * output itself), `:fn<arg<value` derives a colour (darken, lighten, alpha, hue, saturate;
 * the argument in Misskey's units), `"text` is a literal, anything else a colour.
 */
export function compileTheme(theme: ThemeDefinition, base?: ThemeDefinition): Record<string, string> {
  const props: Record<string, string> = { ...(base?.props ?? {}), ...theme.props };
  const out: Record<string, string> = {};
  const resolving = new Set<string>();

  const resolve = (value: string): string => {
    if (value.startsWith('"')) return value.replace(/^"\s*/, '');
    if (value.startsWith('@')) return lookup(value.slice(1));
    if (value.startsWith('$')) return lookup(value);
    if (value.startsWith(':')) {
      const [fn, arg, ...rest] = value.slice(1).split('<');
      const input = resolve(rest.join('<'));
      return derive(fn ?? '', Number(arg), input);
    }
    return value;
  };

  const lookup = (key: string): string => {
    if (key in out) return out[key];
    const raw = props[key];
    if (raw === undefined) return 'transparent';
    if (resolving.has(key)) throw new Error(`theme property cycle at "${key}"`);
    resolving.add(key);
    const v = resolve(raw);
    resolving.delete(key);
    out[key] = v;
    return v;
  };

  for (const key of Object.keys(props)) lookup(key);
  for (const key of Object.keys(out)) if (key.startsWith('$')) delete out[key];
  return out;
}

function derive(fn: string, arg: number, input: string): string {
  const c = colord(input);
  if (!c.isValid()) return input;
  switch (fn) {
    case 'darken':
      return c.darken(arg / 100).toRgbString();
    case 'lighten':
      return c.lighten(arg / 100).toRgbString();
    case 'alpha':
      return c.alpha(arg).toRgbString();
    case 'hue':
      return c.rotate(arg).toRgbString();
    case 'saturate':
      return c.saturate(arg / 100).toRgbString();
    default:
      return input;
  }
}

/** CSS custom properties for a compiled theme: `--kite-<prop>`. */
export function themeToCssVars(compiled: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(compiled).map(([k, v]) => [`--kite-${k}`, v]));
}
