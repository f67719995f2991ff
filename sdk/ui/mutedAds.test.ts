import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { MUTED_ADS_KEY, MUTED_ADS_SCOPE, MutedAds } from './mutedAds';

function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

/** A registry double: one entry per scope/key, like i/registry/keys, get and set. */
function registry(initial?: unknown) {
  let value = initial;
  const request = vi.fn(async (endpoint: string, params?: { scope?: string[]; key?: string; value?: unknown }) => {
    expect(params?.scope).toEqual(MUTED_ADS_SCOPE);
    if (endpoint === 'i/registry/keys') return value === undefined ? [] : [MUTED_ADS_KEY];
    expect(params?.key).toBe(MUTED_ADS_KEY);
    if (endpoint === 'i/registry/set') {
      value = params?.value;
      return undefined;
    }
    if (value === undefined)
      throw new ApiError({ code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a', message: 'No such key.', endpoint });
    return value;
  });
  return { api: { request } as never, request, read: () => value };
}

describe('MutedAds', () => {
  it('reads the account list from the registry once and caches it on the device', async () => {
    const reg = registry(['a1']);
    const storage = memoryStorage();
    const muted = new MutedAds('u1', reg.api, storage);
    expect(muted.ready).toBe(false);
    await Promise.all([muted.load(), muted.load()]);
    expect(muted.list).toEqual(['a1']);
    expect(muted.ready).toBe(true);
    // Once per page load: the scope's keys, then the entry.
    expect(reg.request.mock.calls.map(([endpoint]) => endpoint)).toEqual(['i/registry/keys', 'i/registry/get']);
    expect(JSON.parse(storage.data.get('kite:mutedAds:u1') ?? '')).toEqual(['a1']);
    // The next page load starts from the cache: ready before the registry answers.
    const again = new MutedAds('u1', registry(['a1']).api, storage);
    expect(again.ready).toBe(true);
    expect(again.list).toEqual(['a1']);
  });

  it('treats a missing entry as nothing muted, without asking for it', async () => {
    const reg = registry();
    const muted = new MutedAds('u1', reg.api, memoryStorage());
    await muted.load();
    expect(reg.request.mock.calls.map(([endpoint]) => endpoint)).toEqual(['i/registry/keys']);
    expect(muted.list).toEqual([]);
    expect(muted.ready).toBe(true);
  });

  it('writes a mute to the registry, keeping what other devices muted', async () => {
    const reg = registry(['elsewhere']);
    const muted = new MutedAds('u1', reg.api, memoryStorage());
    const seen = vi.fn();
    muted.subscribe(seen);
    // Muted before the registry answered: the write waits for it and keeps both.
    await muted.mute('here');
    expect(reg.read()).toEqual(['elsewhere', 'here']);
    expect(muted.list).toEqual(['elsewhere', 'here']);
    expect(seen).toHaveBeenCalled();
    await muted.mute('here');
    expect(reg.request.mock.calls.filter(([e]) => e === 'i/registry/set')).toHaveLength(1);
  });

  it('keeps the device copy when the registry cannot be read or written', async () => {
    const storage = memoryStorage({ 'kite:mutedAds:u1': '["cached"]' });
    const request = vi.fn(async () => {
      throw new ApiError({ code: 'NETWORK_ERROR', id: 'x', message: 'down', endpoint: 'i/registry/get' });
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const muted = new MutedAds('u1', { request }, storage);
    await muted.mute('new');
    expect(muted.list).toEqual(['cached', 'new']);
    expect(JSON.parse(storage.data.get('kite:mutedAds:u1') ?? '')).toEqual(['cached', 'new']);
    warn.mockRestore();
  });

  it('a visitor mutes for this page only', async () => {
    const storage = memoryStorage();
    const muted = new MutedAds(null, null, storage);
    expect(muted.ready).toBe(true);
    await muted.mute('x');
    expect(muted.list).toEqual(['x']);
    expect(storage.data.size).toBe(0);
  });
});
