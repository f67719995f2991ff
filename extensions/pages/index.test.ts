import { describe, expect, it } from 'vitest';
import pages from './index';

describe('pages extension', () => {
  it('declares the four Pages routes with their login rules, and a navbar entry for everyone', () => {
    // Nothing to activate: the manifest is all there is at start-up.
    expect((pages.contributes?.routes ?? []).map((r) => [r.path, r.loginRequired ?? false])).toEqual([
      ['/pages', false],
      ['/pages/new', true],
      ['/pages/edit/:initPageId', true],
      ['/@:username/pages/:pageName(*)', false],
    ]);
    const [entry] = pages.contributes?.navbar ?? [];
    expect([entry?.id, entry?.to]).toEqual(['pages', '/pages']);
    // No `show` rule: visitors see it too, as in Misskey's navbar.
    expect(entry?.show).toBeUndefined();
  });

  it('loads its pages lazily (nothing of them in the manifest)', () => {
    for (const r of pages.contributes?.routes ?? []) expect(typeof r.component === 'object' && 'lazy' in r.component).toBe(true);
  });
});
