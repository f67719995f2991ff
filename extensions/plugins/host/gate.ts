/**
 * Kite's gate around each installed plugin: how often it may call the page (a token bucket),
 * how many things it may register, its dialogs (in Kite's frame, one at a time, a few a
 * minute, never over the plugin settings page), the tokens it brings (asked once, each use
 * logged) and the endpoints it was refused. A plugin that floods is paused and the person told.
 */
import type { DialogService, ToastService } from '@kite/sdk';
import type { EndpointRefusal } from '../sandbox/endpoint';
import type { PluginGuard } from './hostCalls';
import type { PluginLogs } from './logs';
import { DIALOG_RATE, HOST_RATE, LIMITS, TokenBucket, plainLabel } from './limits';

export type PauseReason = 'flood' | 'dialogs' | 'person' | 'budget';

export interface GateTexts {
  pluginToast(name: string, text: string): string;
  tokenTitle(name: string): string;
  tokenText(endpoint: string, tail: string): string;
  refused(name: string, endpoint: string): string;
}

export interface GateDeps {
  toasts: ToastService;
  /** Kite's own dialogs (asking about a token is Kite's question, not the plugin's). */
  dialogs: DialogService;
  /** Draws a plugin's dialog in Kite's frame (PluginFrame.tsx). */
  frame(
    plugin: string,
    kind: 'alert' | 'confirm' | 'prompt',
    title: string,
    text: string,
  ): Promise<{ ok: boolean; value?: string; stop?: boolean }>;
  logs: PluginLogs;
  pause(installId: string, reason: PauseReason): void;
  /** True on the plugin settings page: no plugin dialog may cover it. */
  onManagementPage(): boolean;
  texts: GateTexts;
  now?: () => number;
}

interface State {
  calls: TokenBucket;
  dialogs: TokenBucket;
  dialogOpen: boolean;
  registrations: number;
  tokens: Map<string, Promise<boolean>>;
  told: Set<string>;
}

export class PluginGate {
  private readonly states = new Map<string, State>();
  constructor(private readonly deps: GateDeps) {}

  private state(id: string): State {
    let s = this.states.get(id);
    if (!s) {
      const now = this.deps.now ?? (() => Date.now());
      s = {
        calls: new TokenBucket(HOST_RATE.rate, HOST_RATE.burst, now),
        dialogs: new TokenBucket(DIALOG_RATE.rate, DIALOG_RATE.burst, now),
        dialogOpen: false,
        registrations: 0,
        tokens: new Map(),
        told: new Set(),
      };
      this.states.set(id, s);
    }
    return s;
  }

  /** Forgets a plugin's counters (it is loaded again or removed); approved tokens stay until reload. */
  reset(id: string): void {
    const old = this.states.get(id);
    this.states.delete(id);
    if (!old) return;
    const fresh = this.state(id);
    fresh.tokens = old.tokens;
    fresh.told = old.told;
  }

  /** One host call; false (and the plugin paused) when it floods. */
  admit(id: string): boolean {
    if (this.state(id).calls.take()) return true;
    this.deps.logs.add(id, 'err', `paused: more than ${HOST_RATE.rate} calls a second`);
    this.deps.pause(id, 'flood');
    return false;
  }

  /** One registration (menu item, navbar item, widget, interruptor); false past the limit. */
  register(id: string): boolean {
    const s = this.state(id);
    if (s.registrations >= LIMITS.registrations) {
      this.deps.logs.add(id, 'err', `refused: more than ${LIMITS.registrations} registrations`);
      return false;
    }
    s.registrations++;
    return true;
  }

  guard(id: string, rawName: string, permissions: readonly string[]): PluginGuard {
    const name = plainLabel(rawName, LIMITS.name);
    const { deps } = this;
    const s = this.state(id);
    return {
      name,
      permissions,
      dialog: async (kind, title, text) => {
        if (deps.onManagementPage()) throw new Error('plugins cannot open dialogs over the plugin settings');
        if (s.dialogOpen) throw new Error('a dialog of this plugin is already open');
        if (!s.dialogs.take()) {
          deps.logs.add(id, 'err', 'paused: too many dialogs');
          deps.pause(id, 'dialogs');
          throw new Error('too many dialogs');
        }
        s.dialogOpen = true;
        try {
          const a = await deps.frame(name, kind, title, text);
          if (a.stop) deps.pause(id, 'person');
          return { ok: a.ok, value: a.value };
        } finally {
          s.dialogOpen = false;
        }
      },
      toast: (text) => deps.toasts.show(deps.texts.pluginToast(name, text)),
      allowToken: async (token, endpoint) => {
        const tail = token.slice(-4);
        deps.logs.add(id, 'info', `${endpoint} called with another token (…${tail})`);
        let asked = s.tokens.get(token);
        if (!asked) {
          asked = deps.dialogs.confirm({
            type: 'warning',
            title: deps.texts.tokenTitle(name),
            text: deps.texts.tokenText(plainLabel(endpoint, 60), plainLabel(tail, 4)),
          });
          s.tokens.set(token, asked);
        }
        const ok = await asked;
        if (!ok) deps.logs.add(id, 'err', `${endpoint}: the token (…${tail}) was not allowed`);
        return ok;
      },
      refused: (endpoint: string, why: EndpointRefusal) => {
        const shown = plainLabel(endpoint, 60);
        deps.logs.add(id, 'err', `refused ${shown} (${why})`);
        if (s.told.has(why)) return;
        s.told.add(why);
        deps.toasts.show(deps.texts.refused(name, shown));
      },
    };
  }
}
