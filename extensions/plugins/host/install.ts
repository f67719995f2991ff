/** Installing and uninstalling (spec 2 §4, §5): validation, approval, the plugin's own token. */
import type { ExtensionContext } from '@kite/sdk';
import { Api, Dialogs, I18n } from '@kite/sdk';
import { pluginMessages as m } from '../messages';
import { PluginValidationError } from '../sandbox/version';
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
  const { line, meta } = await runtime.validate(code);
  if (runtime.list().some((p) => p.name === meta.name)) throw new PluginValidationError('Plugin already installed');
  let token: string | null = null;
  if (meta.permissions.length > 0) {
    const i18n = ctx.get(I18n);
    const ok = await ctx.get(Dialogs).confirm({
      type: 'question',
      title: i18n.t(m.permissionsTitle, { name: meta.name }),
      text: i18n.t(m.permissionsText, { list: meta.permissions.join(', ') }),
    });
    if (!ok) return null;
    token = (await ctx.get(Api).request('miauth/gen-token', { session: null, name: meta.name, permission: meta.permissions })).token;
  }
  const plugin: InstalledPlugin = { ...meta, installId: crypto.randomUUID(), line, src: code, active: true, configData: {}, token };
  await runtime.add(plugin);
  return plugin;
}

/** Revokes the plugin's token, then forgets the plugin and its Mk:save storage. */
export async function uninstallPlugin(ctx: ExtensionContext, runtime: PluginRuntime, installId: string, storage: Storage): Promise<void> {
  const p = runtime.get(installId);
  if (!p) return;
  if (p.token) await ctx.get(Api).request('i/revoke-token', { token: p.token });
  runtime.remove(installId);
  for (const key of Object.keys(storage)) if (ownsKey(installId, key)) storage.removeItem(key);
}
