import { describe, expect, it, vi } from 'vitest';
import type { ApiService } from '@kite/sdk';
import { KernelInstance, META_TTL_MS } from './instance';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function apiAnswering(endpoints: unknown) {
  const request = vi.fn((name: string) => Promise.resolve(name === 'endpoints' ? endpoints : {}));
  // Only `request` and `origin` are used by the endpoint list.
  const api: Pick<ApiService, 'origin'> & { request: typeof request } = { origin: 'https://a.example', request };
  return api;
}

describe('the server endpoint list', () => {
  it('is unknown at first, then loaded, cached per origin for an hour and told to listeners', async () => {
    const storage = memoryStorage();
    let now = 1_000;
    const api = apiAnswering(['notes/create', 'endpoints']);
    const instance = new KernelInstance(api as unknown as ApiService, storage, () => now);
    const changed = vi.fn();
    instance.subscribe(changed);
    expect(instance.endpoints).toBeNull();
    await instance.loadEndpoints();
    expect(instance.endpoints?.has('notes/create')).toBe(true);
    expect(instance.endpoints?.has('notes/update-visibility')).toBe(false);
    expect(changed).toHaveBeenCalledOnce();

    // A new page load reads the cache and does not ask again within the hour.
    const again = new KernelInstance(api as unknown as ApiService, storage, () => now);
    expect(again.endpoints?.has('endpoints')).toBe(true);
    await again.loadEndpoints();
    expect(api.request).toHaveBeenCalledTimes(1);
    now += META_TTL_MS + 1;
    await again.loadEndpoints();
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer that is no list (the caller goes on without), and keeps non-strings out', async () => {
    const garbled = new KernelInstance(apiAnswering({ error: 'x' }) as unknown as ApiService, memoryStorage());
    await expect(garbled.loadEndpoints()).rejects.toThrow(/not a list/);
    expect(garbled.endpoints).toBeNull();
    const mixed = new KernelInstance(apiAnswering(['i', 3, null]) as unknown as ApiService, memoryStorage());
    await mixed.loadEndpoints();
    expect([...(mixed.endpoints ?? [])]).toEqual(['i']);
  });
});
