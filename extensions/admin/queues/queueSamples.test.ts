import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { SAMPLE_MS, withLog, withSample } from './queueSamples';

const q = (delayed: number): entities.QueueStats => ({
  deliver: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed },
  inbox: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 },
});

describe('live queue samples', () => {
  it('places the log (newest first) SAMPLE_MS apart, ending now, oldest first', () => {
    const got = withLog([], [q(3), q(2), q(1)], 100_000, 10);
    expect(got.map((s) => [s.at, s.stats.deliver.delayed])).toEqual([
      [100_000 - 2 * SAMPLE_MS, 1],
      [100_000 - SAMPLE_MS, 2],
      [100_000, 3],
    ]);
  });

  it('keeps live samples that came before the log, and at most `keep`', () => {
    const live = withSample([], q(9), 50_000, 10);
    const got = withLog(live, [q(3), q(2)], 50_500, 10);
    // The log's newest entry is no older than the live one: only what came before it is added.
    expect(got.map((s) => s.stats.deliver.delayed)).toEqual([2, 9]);
    expect(withSample(got, q(8), 60_000, 2).map((s) => s.stats.deliver.delayed)).toEqual([9, 8]);
  });

  it('gives each sample its own time', () => {
    const a = withSample([], q(1), 1000, 5);
    const b = withSample(a, q(2), 1000, 5);
    expect(b.map((s) => s.at)).toEqual([1000, 1001]);
  });
});
