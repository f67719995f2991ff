import { describe, expect, it, vi } from 'vitest';
import * as ai1 from '@syuilo/aiscript';
import * as ai019 from 'aiscript-0.19';
import { dialogsDouble, meFixture, mockApi, noteFixture, toastsDouble } from '@kite/sdk/testing';
import { createSandbox } from '../sandbox/glue';
import type { HostFn, HostPort, PluginEnv } from '../sandbox/protocol';
import { endpointRefusal } from '../sandbox/endpoint';
import { performHostCall, visibleUrl } from './hostCalls';
import type { HostServices, PluginGuard } from './hostCalls';
import { LIMITS } from './limits';
import { PLUGIN_QUOTA_BYTES, savePluginValue, usedBytes } from './pluginStorage';

/**
 * Kite's own plugin attack suite (issue 43): each attempt is something a hostile plugin did or
 * could do, run on both AiScript lines where the worker is involved, and each must fail.
 */

const env: PluginEnv = { userId: 'u1', userName: 'A', userUsername: 'a', locale: 'en-US', serverUrl: 'http://x.example', config: {} };

/** Runs `code` as a plugin on `line` and returns the host calls it managed to make. */
async function run(line: '1' | '0.19', code: string): Promise<[HostFn, unknown[]][]> {
  const calls: [HostFn, unknown[]][] = [];
  const host: HostPort = {
    call: async (fn, args) => {
      calls.push([fn, args]);
      return fn === 'url' ? 'http://x.example/miauth/1234-abcd' : null;
    },
    register: () => undefined,
    log: () => undefined,
    exceeded: () => undefined,
  };
  const sb = line === '1' ? createSandbox(ai1) : createSandbox(ai019);
  await sb.start(code, env, host).catch(() => undefined);
  return calls;
}

// Token theft, secrets, admin: whatever token or spelling the plugin uses.
const FORBIDDEN = [
  'miauth/1234-abcd/check',
  'miauth/gen-token',
  'auth/session/userkey',
  'auth/session/generate',
  'auth/accept',
  'signin',
  'signin-flow',
  'signup',
  'signup-pending',
  'i/regenerate-token',
  'i/2fa/register',
  'i/2fa/unregister',
  'i/change-password',
  'i/update-email',
  'i/delete-account',
  'i/apps',
  'i/revoke-token',
  'i/export-notes',
  'i/import-following',
  'i/webhooks/create',
  'i/move',
  'admin/show-user',
  'admin/roles/assign',
  'flash/gen-token',
  'app/create',
  'MiAuth/1234-abcd/check',
  'miauth//1234/check',
  '/miauth/1234/check',
  'miauth%2F1234%2Fcheck',
  '../api/admin/meta',
  'https://evil.example/api/i',
  'i/../admin/meta',
] as const;

describe.each(['1', '0.19'] as const)('endpoint attacks never reach the page (AiScript %s)', (line) => {
  it.each(FORBIDDEN)('%s', async (ep) => {
    const calls = await run(line, `Mk:api("${ep}", {}, "stolen-or-own-token")\nMk:api("${ep}", {})`);
    expect(calls.filter(([fn]) => fn === 'api')).toEqual([]);
  });

  it('watching Mk:url on the MiAuth page gives no session id to call with', async () => {
    const calls = await run(line, 'let u = Mk:url()\nMk:api(`miauth/{u.split("/")[4]}/check`, {})');
    expect(calls.filter(([fn]) => fn === 'api')).toEqual([]);
  });
});

describe('the page enforces the same rule, whatever the worker sends', () => {
  const services = () => {
    const api = mockApi({ i: () => meFixture() }, { origin: 'http://x.example' });
    const store = new Map<string, string>();
    const s: HostServices = {
      api,
      dialogs: dialogsDouble({ confirm: true }),
      toasts: toastsDouble(),
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
        key: (i) => [...store.keys()][i] ?? null,
        get length() {
          return store.size;
        },
      },
      location: () => 'http://x.example/miauth/1234-abcd?name=App',
      openWindow: vi.fn(),
    };
    return { s, api, store };
  };
  const guard = (over: Partial<PluginGuard> = {}): PluginGuard => ({
    name: 'P',
    permissions: [],
    dialog: async () => ({ ok: true }),
    toast: vi.fn(),
    allowToken: vi.fn(async () => false),
    refused: vi.fn(),
    ...over,
  });

  it.each(FORBIDDEN)('refuses %s in the page and reports it', async (ep) => {
    const { s, api } = services();
    const g = guard();
    await expect(performHostCall(s, { installId: 'p', token: null, guard: g }, 'api', [ep, {}, 'tok'])).rejects.toThrow();
    expect(api.calls).toEqual([]);
    expect(g.refused).toHaveBeenCalled();
    expect(endpointRefusal(ep)).not.toBeNull();
  });

  it('Mk:url never shows an authorisation session id', async () => {
    const { s } = services();
    expect(await performHostCall(s, { installId: 'p', token: null, guard: guard() }, 'url', [])).toBe('http://x.example/miauth');
    expect(visibleUrl('http://x.example/auth/abc')).toBe('http://x.example/auth');
    expect(visibleUrl('http://x.example/notes/1')).toBe('http://x.example/notes/1');
  });

  it('exfiltration: a token the plugin brings is refused until the person allows it', async () => {
    const { s, api } = services();
    const g = guard();
    const r = await performHostCall(s, { installId: 'p', token: null, guard: g }, 'api', ['notes/create', { text: 'secret' }, 'attacker']);
    expect(r).toMatchObject({ ok: false, error: { code: 'TOKEN_NOT_APPROVED' } });
    expect(g.allowToken).toHaveBeenCalledWith('attacker', 'notes/create');
    expect(api.calls).toEqual([]);
  });

  it('exfiltration: answers never carry followers-only or direct notes to a plugin without read:account', async () => {
    const { s, api } = services();
    const note = (id: string, visibility: 'public' | 'home' | 'followers' | 'specified') => noteFixture({ id, visibility, text: id });
    api.answer('notes/timeline', () => [
      note('a', 'public'),
      note('b', 'followers'),
      { ...note('c', 'home'), reply: note('d', 'specified') },
    ]);
    const r = await performHostCall(s, { installId: 'p', token: 't', guard: guard() }, 'api', ['notes/timeline', {}, null]);
    expect(JSON.stringify(r)).not.toMatch(/"(b|d)"/);
    const full = await performHostCall(s, { installId: 'p', token: 't', guard: guard({ permissions: ['read:account'] }) }, 'api', [
      'notes/timeline',
      {},
      null,
    ]);
    expect(JSON.stringify(full)).toContain('"b"');
  });

  it('huge parameters and values are refused before they are sent or stored', async () => {
    const { s, api } = services();
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { deep };
    await expect(performHostCall(s, { installId: 'p', token: null }, 'api', ['notes/create', { deep }, null])).rejects.toThrow('nested');
    await expect(performHostCall(s, { installId: 'p', token: null }, 'save', ['k', 'x'.repeat(200_000)])).rejects.toThrow('too long');
    expect(api.calls).toEqual([]);
  });

  it('a 5,000,000-character toast or dialog reaches the page bounded', async () => {
    const { s } = services();
    const shown: string[] = [];
    const g = guard({ toast: (t) => shown.push(t), dialog: async (_k, title, text) => (shown.push(title, text), { ok: true }) });
    await performHostCall(s, { installId: 'p', token: null, guard: g }, 'toast', ['x'.repeat(5_000_000)]);
    await performHostCall(s, { installId: 'p', token: null, guard: g }, 'dialog', ['t'.repeat(5_000_000), 'y'.repeat(5_000_000)]);
    expect(shown.map((x) => x.length)).toEqual([LIMITS.text, LIMITS.title, LIMITS.text]);
  });

  it('phishing: dialogs and readline of an installed plugin go to its frame, never a password field', async () => {
    const { s } = services();
    const kinds: string[] = [];
    const g = guard({ dialog: async (k) => (kinds.push(k), { ok: true, value: 'typed' }) });
    await performHostCall(s, { installId: 'p', token: null, guard: g }, 'dialog', ['Kite: session expired', 'enter your password']);
    expect(await performHostCall(s, { installId: 'p', token: null, guard: g }, 'readline', ['Password?'])).toBe('typed');
    expect(await performHostCall(s, { installId: 'p', token: null, guard: g }, 'confirm', ['Kite', 'ok?'])).toBe(true);
    expect(kinds).toEqual(['alert', 'prompt', 'confirm']);
  });

  it('storage lock-out: a plugin cannot store more than its quota; other plugins and Kite are unaffected', async () => {
    const { s, store } = services();
    const big = 'x'.repeat(90_000);
    let failed = 0;
    for (let i = 0; i < 20; i++) {
      await performHostCall(s, { installId: 'p', token: null }, 'save', [`k${i}`, big]).catch(() => failed++);
    }
    expect(failed).toBeGreaterThan(0);
    expect(usedBytes(s.storage, 'p')).toBeLessThanOrEqual(PLUGIN_QUOTA_BYTES);
    expect(() => savePluginValue(s.storage, 'q', 'k', '"small"')).not.toThrow();
    expect(store.get('kite:plugin:q:k')).toBe('"small"');
  });
});
