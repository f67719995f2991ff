import { describe, expect, it } from 'vitest';
import play from './index';

describe('play extension', () => {
  it('declares the four Play routes with their login rules, and a navbar entry for everyone', () => {
    expect((play.contributes?.routes ?? []).map((r) => [r.path, r.loginRequired ?? false])).toEqual([
      ['/play', false],
      ['/play/new', true],
      ['/play/:id/edit', true],
      ['/play/:id', false],
    ]);
    const [entry] = play.contributes?.navbar ?? [];
    expect([entry?.id, entry?.to]).toEqual(['play', '/play']);
    // No `show` rule: visitors and signed-in people alike see it.
    expect(entry?.show).toBeUndefined();
  });

  it('loads its pages lazily (nothing of them in the manifest)', () => {
    for (const r of play.contributes?.routes ?? []) expect(typeof r.component === 'object' && 'lazy' in r.component).toBe(true);
  });
});
