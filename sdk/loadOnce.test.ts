import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(2);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
