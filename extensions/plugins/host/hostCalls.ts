/**
 * What a plugin's Mk:/Plugin: calls do, performed in the page through the sdk. Arguments
 * come from the worker: every one is checked here again (the page trusts no plugin).
 */
import { nyaize } from 'misskey-js/nyaize.js';
import type { ApiService, DialogService, EndpointName, ToastService } from '@kite/sdk';
import { isApiError, requireHttpUrl } from '@kite/sdk';
import type { HostFn } from '../sandbox/protocol';
import { isAllowedEndpoint } from '../sandbox/endpoint';
import { storageKey } from './storageKey';

export interface HostServices {
  api: ApiService;
  dialogs: DialogService;
  toasts: ToastService;
  /** Per-plugin storage (Mk:save / Mk:load / Mk:remove). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: () => string;
  openWindow: (url: string) => void;
}

export interface PluginIdentity {
  installId: string;
  /**
   * The plugin's own MiAuth token (null: no credential). Undefined only for the scratchpad,
   * whose code the person typed: its calls go as the current account (the token itself stays
   * in the kernel and never reaches the worker).
   */
  token: string | null | undefined;
}

const DIALOG_TYPES = ['error', 'info', 'success', 'warning', 'waiting', 'question'] as const;
type DialogType = (typeof DIALOG_TYPES)[number];

function dialogType(v: unknown, fallback: DialogType): DialogType {
  return DIALOG_TYPES.find((t) => t === v) ?? fallback;
}

function str(v: unknown, what: string): string {
  if (typeof v !== 'string') throw new Error(`${what} must be a string`);
  return v;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A syntactically valid endpoint name. The server decides whether it exists; the type only
 * says "a name to send to /api/", which is all the checks above it promise.
 */
function isEndpointName(ep: string): ep is EndpointName {
  return isAllowedEndpoint(ep) && /^[a-z0-9_/-]+$/i.test(ep);
}

/** Performs one host call for `plugin`. Other cases (postFormUpdate) are handled by the runtime. */
export async function performHostCall(s: HostServices, plugin: PluginIdentity, fn: HostFn, args: unknown[]): Promise<unknown> {
  switch (fn) {
    case 'dialog':
      await s.dialogs.alert({ type: dialogType(args[2], 'info'), title: str(args[0], 'title'), text: str(args[1], 'text') });
      return null;
    case 'confirm':
      return s.dialogs.confirm({ type: dialogType(args[2], 'question'), title: str(args[0], 'title'), text: str(args[1], 'text') });
    case 'toast':
      s.toasts.show(str(args[0], 'text'));
      return null;
    case 'api': {
      const ep = str(args[0], 'endpoint');
      if (!isEndpointName(ep)) throw new Error('invalid endpoint');
      const params = isRecord(args[1]) ? args[1] : {};
      const token = args[2] === null || args[2] === undefined ? plugin.token : str(args[2], 'token');
      try {
        return { ok: true, value: (await s.api.request(ep, params, { token })) ?? null };
      } catch (e) {
        const error = isApiError(e)
          ? { code: e.code, id: e.id, message: e.message }
          : { message: e instanceof Error ? e.message : String(e) };
        return { ok: false, error };
      }
    }
    case 'save':
      s.storage.setItem(storageKey(plugin.installId, str(args[0], 'key')), JSON.stringify(args[1] ?? null));
      return null;
    case 'load': {
      const raw = s.storage.getItem(storageKey(plugin.installId, str(args[0], 'key')));
      if (raw === null) return null;
      try {
        return JSON.parse(raw);
      } catch {
        return null;
      }
    }
    case 'remove':
      s.storage.removeItem(storageKey(plugin.installId, str(args[0], 'key')));
      return null;
    case 'url':
      return s.location();
    case 'nyaize':
      return nyaize(str(args[0], 'text'));
    case 'openUrl':
      s.openWindow(requireHttpUrl(str(args[0], 'url')).href);
      return null;
    case 'readline': {
      const r = await s.dialogs.open<string>({ title: str(args[0], 'question'), input: { type: 'text' } });
      return r.canceled ? '' : String(r.result ?? '');
    }
    case 'postFormUpdate':
      throw new Error('no post form is open');
    case 'ui':
      throw new Error('no app is shown');
  }
}
