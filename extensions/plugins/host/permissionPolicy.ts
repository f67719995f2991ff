/**
 * Which permissions a plugin may ask for: only Misskey's own (misskey-js `permissions`), never
 * an administrator's (`*:admin:*`), each at most once. Anything else refuses the install with
 * a reason the person can read — a permission string is data, never text shown as Kite's.
 */
import { permissions as known } from 'misskey-js';
import { PluginValidationError } from '../sandbox/version';
import { plainLabel } from './limits';

const KNOWN: ReadonlySet<string> = new Set(known);
/** Misskey has fewer than 100 permissions; a longer list is not a list of them. */
const MAX_REQUESTED = 100;

export function isAdminPermission(p: string): boolean {
  return p.split(':')[1] === 'admin';
}

/** The requested permissions, checked; throws PluginValidationError with the reason otherwise. */
export function checkPermissions(requested: readonly unknown[]): string[] {
  if (requested.length > MAX_REQUESTED) throw new PluginValidationError(`Too many permissions requested (${requested.length})`);
  const out: string[] = [];
  for (const p of requested) {
    if (typeof p !== 'string') throw new PluginValidationError('A permission must be a string');
    if (!KNOWN.has(p)) throw new PluginValidationError(`Unknown permission: ${plainLabel(p, 40)}`);
    if (isAdminPermission(p)) throw new PluginValidationError(`Plugins cannot get administrator permissions: ${p}`);
    if (!out.includes(p)) out.push(p);
  }
  return out;
}
