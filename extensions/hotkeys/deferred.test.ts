import { describe, expect, it, vi } from 'vitest';
import type { HotkeyService } from '@kite/sdk';
import { deferredHotkeys } from './deferred';

/** A service that records what is bound and suspended on it. */
function realService() {
  const bound = new Set<string>();
  let suspended = 0;
  const service: HotkeyService = {
    bind: (b) => {
      const key = b.keys.join();
      bound.add(key);
      return { dispose: () => void bound.delete(key) };
    },
    suspend: () => {
      suspended++;
      return { dispose: () => void suspended-- };
    },
    list: () => [...bound].map((k) => ({ keys: [k], description: k })),
    ready: Promise.resolve(),
  };
  return { service, bound, suspended: () => suspended };
}

describe('deferredHotkeys', () => {
  it('applies what was asked before the code arrived, except what was disposed meanwhile', async () => {
    const real = realService();
    let arrive!: (h: HotkeyService) => void;
    const hotkeys = deferredHotkeys(new Promise((r) => (arrive = r)));
    hotkeys.bind({ keys: ['j'], description: 'next', action: vi.fn() });
    const gone = hotkeys.bind({ keys: ['k'], description: 'previous', action: vi.fn() });
    const suspension = hotkeys.suspend();
    gone.dispose();
    expect(hotkeys.list()).toEqual([]);
    let ready = false;
    void hotkeys.ready.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);

    arrive(real.service);
    await hotkeys.ready;
    expect([...real.bound]).toEqual(['j']);
    expect(real.suspended()).toBe(1);
    expect(hotkeys.list().map((h) => h.keys[0])).toEqual(['j']);

    // Disposing after arrival reaches the real service; later calls go straight to it.
    suspension.dispose();
    expect(real.suspended()).toBe(0);
    hotkeys.bind({ keys: ['x'], description: 'x', action: vi.fn() }).dispose();
    expect([...real.bound]).toEqual(['j']);
  });
});
