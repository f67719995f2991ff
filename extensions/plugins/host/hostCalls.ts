/**
 * What a script's Mk:/Plugin: calls do, performed in the page through the sdk. Arguments
 * come from the worker: every one is checked here again (the page trusts no script): the
 * endpoint rule (sandbox/endpoint.ts), sizes (limits.ts), and for installed plugins their
 * guard — Kite's frame around what they show, tokens they bring, the notes they may see.
 */
import { nyaize } from 'misskey-js/nyaize.js';
import type { ApiService, DialogService, EndpointName, ToastService } from '@kite/sdk';
import { isApiError, requireHttpUrl } from '@kite/sdk';
import type { HostFn } from '../sandbox/protocol';
import { endpointRefusal, refusalMessage } from '../sandbox/endpoint';
import type { EndpointRefusal } from '../sandbox/endpoint';
import { storageKey } from './storageKey';
import { savePluginValue } from './pluginStorage';
import { LIMITS, boundText, checkBounded } from './limits';
import { seesPrivateNotes, withoutPrivateNotes } from './notePrivacy';

export interface HostServices {
  api: ApiService;
  dialogs: DialogService;
  toasts: ToastService;
  /** Per-plugin storage (Mk:save / Mk:load / Mk:remove). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & { readonly length: number };
  location: () => string;
  openWindow: (url: string) => void;
}

/** What Kite does around an installed plugin's calls (host/gate.ts). */
export interface PluginGuard {
  name: string;
  permissions: readonly string[];
  /** A plugin dialog in Kite's frame; `stop` when the person stopped the plugin from it. */
  dialog(kind: 'alert' | 'confirm' | 'prompt', title: string, text: string): Promise<{ ok: boolean; value?: string }>;
  toast(text: string): void;
  /** Whether the plugin may call `endpoint` with a token it brought (asks once per token; logs every use). */
  allowToken(token: string, endpoint: string): Promise<boolean>;
  refused(endpoint: string, why: EndpointRefusal): void;
}

export interface PluginIdentity {
  installId: string;
  /**
   * The plugin's own MiAuth token (null: no credential). Undefined only for the scratchpad,
   * whose code the person typed: its calls go as the current account (the token itself stays
   * in the kernel and never reaches the worker).
   */
  token: string | null | undefined;
  /** Installed plugins only (not the scratchpad, widgets or Play). */
  guard?: PluginGuard;
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
const text = (v: unknown, what: string) => boundText(str(v, what), LIMITS.text);
const title = (v: unknown, what: string) => boundText(str(v, what), LIMITS.title);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A name the endpoint rule allows. The server decides whether it exists. */
function isEndpointName(ep: string): ep is EndpointName {
  return endpointRefusal(ep) === null;
}

/** The page's address, without the session id of an authorisation page (`/miauth/:session`, `/auth/:token`). */
export function visibleUrl(href: string): string {
  try {
    const u = new URL(href);
    if (/^\/(miauth|auth)\//.test(u.pathname)) return `${u.origin}/${u.pathname.split('/')[1]}`;
    return u.href;
  } catch {
    return '';
  }
}

async function apiCall(s: HostServices, plugin: PluginIdentity, args: unknown[]): Promise<unknown> {
  const ep = str(args[0], 'endpoint');
  if (!isEndpointName(ep)) {
    const why = endpointRefusal(ep) ?? 'invalid';
    plugin.guard?.refused(ep, why);
    throw new Error(refusalMessage(ep, why));
  }
  const params = isRecord(args[1]) ? args[1] : {};
  checkBounded(params);
  const given = args[2] === null || args[2] === undefined ? null : str(args[2], 'token');
  // A token the plugin brought (not its own): the person approves it first, and it is logged.
  if (given !== null && given !== plugin.token && plugin.guard && !(await plugin.guard.allowToken(given, ep))) {
    return { ok: false, error: { code: 'TOKEN_NOT_APPROVED', message: 'the person did not allow this token' } };
  }
  const token = given ?? plugin.token;
  try {
    const value: unknown = (await s.api.request(ep, params, { token })) ?? null;
    const shown = plugin.guard && !seesPrivateNotes(plugin.guard.permissions) ? withoutPrivateNotes(value) : value;
    return { ok: true, value: shown };
  } catch (e) {
    const error = isApiError(e) ? { code: e.code, id: e.id, message: e.message } : { message: e instanceof Error ? e.message : String(e) };
    return { ok: false, error };
  }
}

/** Performs one host call for `plugin`. Other cases (postFormUpdate) are handled by the runtime. */
export async function performHostCall(s: HostServices, plugin: PluginIdentity, fn: HostFn, args: unknown[]): Promise<unknown> {
  const g = plugin.guard;
  switch (fn) {
    case 'dialog':
      if (g) await g.dialog('alert', title(args[0], 'title'), text(args[1], 'text'));
      else await s.dialogs.alert({ type: dialogType(args[2], 'info'), title: title(args[0], 'title'), text: text(args[1], 'text') });
      return null;
    case 'confirm':
      if (g) return (await g.dialog('confirm', title(args[0], 'title'), text(args[1], 'text'))).ok;
      return s.dialogs.confirm({ type: dialogType(args[2], 'question'), title: title(args[0], 'title'), text: text(args[1], 'text') });
    case 'toast':
      if (g) g.toast(text(args[0], 'text'));
      else s.toasts.show(text(args[0], 'text'));
      return null;
    case 'api':
      return apiCall(s, plugin, args);
    case 'refused': {
      const ep = str(args[0], 'endpoint');
      // Reported only when the page agrees it is refused (a worker cannot make Kite blame a plugin for nothing).
      const why = endpointRefusal(ep);
      if (why) plugin.guard?.refused(ep, why);
      return null;
    }
    case 'save': {
      const value = args[1] ?? null;
      checkBounded(value);
      savePluginValue(s.storage, plugin.installId, str(args[0], 'key'), JSON.stringify(value));
      return null;
    }
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
      return visibleUrl(s.location());
    case 'nyaize':
      return nyaize(text(args[0], 'text'));
    case 'openUrl':
      s.openWindow(requireHttpUrl(str(args[0], 'url')).href);
      return null;
    case 'readline': {
      if (g) {
        const a = await g.dialog('prompt', title(args[0], 'question'), '');
        return a.ok ? (a.value ?? '') : '';
      }
      const r = await s.dialogs.open<string>({ title: title(args[0], 'question'), input: { type: 'text' } });
      return r.canceled ? '' : String(r.result ?? '');
    }
    case 'postFormUpdate':
      throw new Error('no post form is open');
    case 'ui':
      throw new Error('no app is shown');
  }
}
