import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { writeOnce } from './writeOnce';

const err = (code: string, status?: number) => new ApiError({ code, id: '', message: code, endpoint: 'x', status });

describe('writeOnce', () => {
  it('shares one write between calls made while it runs', async () => {
    const write = vi.fn(() => Promise.resolve(1));
    const calls = Array.from({ length: 5 }, () => writeOnce('a', write, () => Promise.resolve(false)));
    expect(await Promise.all(calls)).toEqual([1, 1, 1, 1, 1]);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('asks the server after an unreadable answer, and counts a found result as done', async () => {
    const check = vi.fn(() => Promise.resolve(true));
    await expect(writeOnce('b', () => Promise.reject(err('INVALID_RESPONSE')), check)).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('rethrows when the check finds nothing, and a refusal without checking', async () => {
    await expect(
      writeOnce(
        'c',
        () => Promise.reject(err('NETWORK_ERROR')),
        () => Promise.resolve(false),
      ),
    ).rejects.toThrow('NETWORK_ERROR');
    const check = vi.fn(() => Promise.resolve(true));
    await expect(writeOnce('c', () => Promise.reject(err('BLOCKED', 400)), check)).rejects.toThrow('BLOCKED');
    expect(check).not.toHaveBeenCalled();
  });

  it('treats "already done" codes as done', async () => {
    await expect(
      writeOnce(
        'd',
        () => Promise.reject(err('ALREADY_VOTED', 400)),
        () => Promise.resolve(false),
        ['ALREADY_VOTED'],
      ),
    ).resolves.toBeUndefined();
  });

  it('says the outcome is unknown when the check fails too, and looks first on the next try', async () => {
    const failing = () => Promise.reject(err('NETWORK_ERROR'));
    await expect(writeOnce('e', failing, failing)).rejects.toMatchObject({ code: 'OUTCOME_UNKNOWN' });
    const write = vi.fn(() => Promise.resolve(2));
    await expect(writeOnce('e', write, () => Promise.resolve(true))).resolves.toBeUndefined();
    expect(write).not.toHaveBeenCalled();
  });
});
