import { describe, expect, it } from 'vitest';
import gallery from './index';

describe('gallery extension', () => {
  it('declares the four Gallery routes with their login rules, and a navbar entry for everyone', () => {
    // Nothing to activate: the manifest is all there is at start-up.
    expect((gallery.contributes?.routes ?? []).map((r) => [r.path, r.loginRequired ?? false])).toEqual([
      ['/gallery', false],
      ['/gallery/new', true],
      ['/gallery/:postId/edit', true],
      ['/gallery/:postId', false],
    ]);
    const [entry] = gallery.contributes?.navbar ?? [];
    expect([entry?.id, entry?.to]).toEqual(['gallery', '/gallery']);
    // No `show` rule: visitors see it too, as in Misskey's navbar.
    expect(entry?.show).toBeUndefined();
  });

  it('loads its pages lazily (nothing of them in the manifest)', () => {
    for (const r of gallery.contributes?.routes ?? []) expect(typeof r.component === 'object' && 'lazy' in r.component).toBe(true);
  });
});
