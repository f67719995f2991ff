import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@kite/sdk';
import { LocalStorageKv } from '@kite/sdk/internal';
import { KernelAccounts } from './store';
import type { AccountsDeps } from './store';
import type { StoredAccount } from './types';

class Mem {
  m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

const acct = (id: string, origin = 'https://a.example'): StoredAccount => ({
  id,
  origin,
  host: new URL(origin).host,
  username: id,
  token: `tok-${id}`,
  addedAt: 1,
  user: { id, username: id, name: id } as StoredAccount['user'],
});

/** A fetch answering `i` per token from `answers` (status + body), counting calls. */
function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  return vi.fn(async (_u: RequestInfo | URL, init?: RequestInit) => {
    const { i } = JSON.parse(String(init?.body)) as { i: string };
    const a = answers[i] ?? { status: 200, body: { id: i.slice(4), username: i.slice(4) } };
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json' } });
  });
}

async function setup(
  stored: StoredAccount[],
  current: string | null,
  answers: Record<string, { status: number; body: unknown }> = {},
  extra: Partial<AccountsDeps> = {},
) {
  const kv = new LocalStorageKv(new Mem(), 'kite:');
  await kv.set('accounts', stored);
  if (current) await kv.set('current', current);
  const fetch = fakeFetch(answers);
  const reload = vi.fn();
  const onAccountError = vi.fn(async (_e: ApiError) => {});
  const accounts = new KernelAccounts({
    kv,
    homeOrigin: 'https://home.example',
    reload,
    currentPath: () => '/here',
    onAccountError,
    apiDeps: { fetch },
    ...extra,
  });
  return { accounts, kv, fetch, reload, onAccountError };
}

const err = (code: string, id: string, status: number) => ({ status, body: { error: { code, id, message: code, kind: 'permission' } } });

describe('KernelAccounts', () => {
  it('loginId selects a stored account at start-up; an unknown one is ignored', async () => {
    const a = await setup([acct('alice'), acct('carol')], 'alice');
    await a.accounts.init('carol');
    expect(a.accounts.current?.id).toBe('carol');
    expect(await a.kv.get('current')).toBe('carol');
    const b = await setup([acct('alice')], 'alice');
    await b.accounts.init('nobody');
    expect(b.accounts.current?.id).toBe('alice');
  });

  it('extensions see summaries, never tokens', async () => {
    const { accounts } = await setup([acct('alice')], 'alice');
    await accounts.init();
    expect(JSON.stringify(accounts.accounts)).not.toContain('tok-alice');
    expect(accounts.target()).toEqual({ origin: 'https://a.example', token: 'tok-alice' });
  });

  it('the prefetched token check is used by refresh (one request)', async () => {
    const { accounts, fetch } = await setup([acct('alice')], 'alice', {
      'tok-alice': { status: 200, body: { id: 'alice', username: 'alice', name: 'Alice :kite:' } },
    });
    await accounts.init();
    accounts.prefetchMe();
    await accounts.refresh();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(accounts.me?.name).toBe('Alice :kite:');
    await accounts.refresh();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('deleted: the error is shown, the account forgotten, the next stored account becomes current', async () => {
    const { accounts, onAccountError, reload, kv } = await setup([acct('alice'), acct('carol')], 'carol', {
      'tok-carol': err('USER_IS_DELETED', 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a', 403),
    });
    await accounts.init();
    accounts.prefetchMe();
    await accounts.refresh();
    expect(onAccountError.mock.calls[0][0]).toMatchObject({ id: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a' });
    expect(accounts.current?.id).toBe('alice');
    expect((await kv.get<StoredAccount[]>('accounts'))?.map((x) => x.id)).toEqual(['alice']);
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('suspended or revoked with no other account: signed out fully', async () => {
    for (const e of [
      err('YOUR_ACCOUNT_SUSPENDED', 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370', 403),
      err('AUTHENTICATION_FAILED', 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14', 401),
    ]) {
      const { accounts, kv } = await setup([acct('alice')], 'alice', { 'tok-alice': e });
      await accounts.init();
      await accounts.refresh();
      expect(accounts.current).toBeNull();
      expect(await kv.get('current')).toBeUndefined();
    }
  });

  it('other client errors show the dialog but keep the token; server errors and network failures say nothing', async () => {
    const other = await setup([acct('alice')], 'alice', { 'tok-alice': err('SOMETHING', 'x-1', 400) });
    await other.accounts.init();
    await other.accounts.refresh();
    expect(other.onAccountError).toHaveBeenCalledOnce();
    expect(other.accounts.current?.id).toBe('alice');
    const down = await setup([acct('alice')], 'alice', {
      'tok-alice': { status: 502, body: { error: { code: 'X', id: '', message: '' } } },
    });
    await down.accounts.init();
    await down.accounts.refresh();
    expect(down.onAccountError).not.toHaveBeenCalled();
    expect(down.accounts.current?.id).toBe('alice');
  });

  it('sign-out waits for cleanup at most 5 s, then switches to the next account', async () => {
    vi.useFakeTimers();
    try {
      const cleanup = vi.fn(() => new Promise<void>(() => {}));
      const { accounts, reload } = await setup([acct('alice'), acct('carol')], 'alice', {}, { signOutCleanup: cleanup });
      await accounts.init();
      const out = accounts.signOut();
      await vi.advanceTimersByTimeAsync(4999);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await out;
      expect(cleanup).toHaveBeenCalledOnce();
      expect(accounts.current?.id).toBe('carol');
      expect(reload).toHaveBeenCalledWith('/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('remove forgets another account without reloading; apiFor an unknown account throws', async () => {
    const { accounts, reload } = await setup([acct('alice'), acct('carol')], 'alice');
    await accounts.init();
    await accounts.remove('carol');
    expect(accounts.accounts.map((a) => a.id)).toEqual(['alice']);
    expect(reload).not.toHaveBeenCalled();
    expect(() => accounts.apiFor('carol')).toThrow('cannot find the token of the selected account.');
  });

  it('removing another account stops its push too (the sign-out clean-up, with that account)', async () => {
    const cleanup = vi.fn(async () => {});
    const { accounts } = await setup([acct('alice'), acct('carol')], 'alice', {}, { signOutCleanup: cleanup });
    await accounts.init();
    await accounts.remove('carol');
    expect(cleanup).toHaveBeenCalledWith(expect.objectContaining({ id: 'carol' }));
    expect(accounts.current?.id).toBe('alice');
  });
});
