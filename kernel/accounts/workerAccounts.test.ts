import { describe, expect, it, vi } from 'vitest';
import { mirrorForWorker } from './workerAccounts';
import type { WorkerAccount } from './workerAccounts';

function accountsWith(list: { id: string; origin: string; token: string | null }[]) {
  const listeners = new Set<() => void>();
  return {
    list,
    current: { id: 'a' } as { id: string } | null,
    get accounts() {
      return this.list.map((a) => ({ id: a.id }));
    },
    accountTarget(id: string) {
      const a = this.list.find((x) => x.id === id);
      return a ? { origin: a.origin, token: a.token } : null;
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit() {
      for (const l of listeners) l();
    },
  };
}

describe('the service worker’s copy of the accounts', () => {
  it('holds every stored account’s server and token, and follows sign-in and sign-out', async () => {
    const source = accountsWith([{ id: 'a', origin: 'https://one.example', token: 'ta' }]);
    const writes: (readonly WorkerAccount[])[] = [];
    const stop = mirrorForWorker(source, async (l) => void writes.push(l));
    expect(writes).toEqual([[{ id: 'a', origin: 'https://one.example', token: 'ta', current: true }]]);
    source.list = [...source.list, { id: 'b', origin: 'https://two.example', token: 'tb' }];
    source.emit();
    expect(writes[1]).toEqual([
      { id: 'a', origin: 'https://one.example', token: 'ta', current: true },
      { id: 'b', origin: 'https://two.example', token: 'tb', current: false },
    ]);
    // A change elsewhere (the account's `i`) writes nothing.
    source.emit();
    expect(writes).toHaveLength(2);
    source.list = [source.list[1]];
    source.current = { id: 'b' };
    source.emit();
    expect(writes[2]).toEqual([{ id: 'b', origin: 'https://two.example', token: 'tb', current: true }]);
    stop();
    source.list = [];
    source.emit();
    expect(writes).toHaveLength(3);
  });

  it('tries again at the next change when the database refused the write', async () => {
    const source = accountsWith([{ id: 'a', origin: 'https://one.example', token: 'ta' }]);
    const store = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    mirrorForWorker(source, store);
    await Promise.resolve();
    await Promise.resolve();
    source.emit();
    expect(store).toHaveBeenCalledTimes(2);
  });
});
