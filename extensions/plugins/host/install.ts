/** Installing and uninstalling (spec 2 §4, §5): validation, approval, the plugin's own token. */
import { createElement } from 'react';
import type { ExtensionContext } from '@kite/sdk';
import { Api, Overlays, mountUntilDone } from '@kite/sdk';
import { PluginValidationError } from '../sandbox/version';
import type { PluginMeta } from '../sandbox/protocol';
import { checkPermissions } from './permissionPolicy';
import { hasControl, hasInvisible } from './limits';
import type { InstalledPlugin } from '../store';
import type { PluginRuntime } from './runtime';
import { ownsKey } from './storageKey';

/**
 * Validates `code` in the sandbox, asks the person to approve the permissions it requests,
 * gets a token limited to them (`miauth/gen-token`) and installs it active. Resolves to null
 * when the person declines; rejects with the spec's error text otherwise.
 */
export async function installPlugin(ctx: ExtensionContext, runtime: PluginRuntime, code: string): Promise<InstalledPlugin | null> {
  if (!code.trim()) throw new PluginValidationError('code is required');
  if (code.length > MAX_SOURCE) throw new PluginValidationError('The plugin is too large (256 KiB at most)');
  const validated = await runtime.validate(code);
  const line = validated.line;
  const meta = checkMeta(validated.meta);
  if (runtime.list().some((p) => p.name === meta.name)) throw new PluginValidationError('Plugin already installed');
  let token: string | null = null;
  if (meta.permissions.length > 0) {
    const { InstallApproval } = await import('./PluginFrame');
    const ok = await mountUntilDone<boolean>(
      ctx.get(Overlays),
      (done) => () => createElement(InstallApproval, { name: meta.name, author: meta.author, permissions: meta.permissions, onDone: done }),
    );
    if (!ok) return null;
    token = (await ctx.get(Api).request('miauth/gen-token', { session: null, name: meta.name, permission: meta.permissions })).token;
  }
  const plugin: InstalledPlugin = { ...meta, installId: crypto.randomUUID(), line, src: code, active: true, configData: {}, token };
  await runtime.add(plugin);
  return plugin;
}

const MAX_SOURCE = 256 * 1024;
const MAX_NAME = 100;

/**
 * The metadata as Kite accepts it: a name and author of one short line with no bidi tricks,
 * only Misskey's own permissions and never an administrator's (permissionPolicy.ts).
 */
export function checkMeta(meta: PluginMeta): PluginMeta {
  for (const [what, v, max] of [
    ['name', meta.name, MAX_NAME],
    ['author', meta.author, MAX_NAME],
    ['version', meta.version, 40],
  ] as const) {
    if (v.length > max) throw new PluginValidationError(`The plugin's ${what} is too long (${max} characters at most)`);
    if (hasInvisible(v) || hasControl(v)) throw new PluginValidationError(`The plugin's ${what} contains hidden or control characters`);
  }
  const description = meta.description === undefined ? undefined : meta.description.slice(0, 2000);
  return { ...meta, description, permissions: checkPermissions(meta.permissions) };
}

/** Revokes the plugin's token, then forgets the plugin and its Mk:save storage. */
export async function uninstallPlugin(ctx: ExtensionContext, runtime: PluginRuntime, installId: string, storage: Storage): Promise<void> {
  const p = runtime.get(installId);
  if (!p) return;
  if (p.token) await ctx.get(Api).request('i/revoke-token', { token: p.token });
  runtime.remove(installId);
  for (const key of Object.keys(storage)) if (ownsKey(installId, key)) storage.removeItem(key);
}
