import { describe, expect, it, vi } from 'vitest';
import { within } from './within';

describe('within', () => {
  it("gives the promise's value when it comes in time, and clears its timer", async () => {
    vi.useFakeTimers();
    try {
      const value = within(Promise.resolve('done'), 100);
      await expect(value).resolves.toBe('done');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives undefined once the time is up, and a rejection when the promise fails first', async () => {
    vi.useFakeTimers();
    try {
      const late = within(new Promise<string>(() => {}), 100);
      await vi.advanceTimersByTimeAsync(100);
      await expect(late).resolves.toBeUndefined();
      await expect(within(Promise.reject(new Error('offline')), 100)).rejects.toThrow('offline');
    } finally {
      vi.useRealTimers();
    }
  });
});
