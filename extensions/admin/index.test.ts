import { describe, expect, it } from 'vitest';
import { activateForTest, meFixture, viewerInfo } from '@kite/sdk/testing';
import admin from './index';
import { entryOf, menuGroups, searchMenu } from './panel/menu';

describe('admin extension', () => {
  it('declares the control panel pages built so far, every one staff only', async () => {
    const ext = await activateForTest(admin);
    expect(ext.registered.routes.map((r) => [r.path, r.staffOnly])).toEqual([
      ['/admin/file/:fileId', true],
      ['/admin', true],
      ['/admin/users', true],
      ['/admin/user/:userId', true],
      ['/admin/roles/:id/edit', true],
      ['/admin/roles/new', true],
      ['/admin/roles/:id', true],
      ['/admin/roles', true],
      ['/admin/invites', true],
      ['/admin/abuses', true],
    ]);
  });

  it('shows the control panel entry to staff only', async () => {
    const ext = await activateForTest(admin);
    const entry = ext.registered.navbar.find((n) => n.id === 'controlPanel');
    expect(entry?.to).toBe('/admin');
    expect(entry?.show?.(viewerInfo({ me: meFixture({ isModerator: true }) }))).toBe(true);
    expect(entry?.show?.(viewerInfo({ me: meFixture() }))).toBe(false);
  });

  it('the menu lists only pages that have a route, and finds them by name', async () => {
    const ext = await activateForTest(admin);
    const paths = ext.registered.routes.map((r) => r.path);
    for (const e of menuGroups.flatMap((g) => g.entries)) expect(paths).toContain(`/admin/${e.path}`);
    const title = (k: { en: string }) => k.en;
    expect(searchMenu('ROL', title).map((e) => e.path)).toEqual(['roles']);
    expect(searchMenu('nothing like it', title)).toEqual([]);
    expect(entryOf('roles/abc/edit')?.path).toBe('roles');
    expect(entryOf('user/abc')?.path).toBe('users');
  });
});
