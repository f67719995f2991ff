import { describe, expect, it } from 'vitest';
import { activateForTest, meFixture, viewerInfo } from '@kite/sdk/testing';
import admin from './index';
import { entryOf, menuGroups, searchMenu } from './panel/menu';

describe('admin extension', () => {
  it('declares the control panel pages built so far, every one staff only', async () => {
    const ext = await activateForTest(admin);
    expect(ext.registered.routes.map((r) => [r.path, r.staffOnly])).toEqual([
      ['/admin/file/:fileId', true],
      ['/custom-emojis-manager', undefined],
      ['/avatar-decorations', undefined],
      ['/admin', true],
      ['/admin/users', true],
      ['/admin/user/:userId', true],
      ['/admin/roles/:id/edit', true],
      ['/admin/roles/new', true],
      ['/admin/roles/:id', true],
      ['/admin/roles', true],
      ['/admin/invites', true],
      ['/admin/abuses', true],
      ['/admin/emojis', true],
      ['/admin/emojis2', true],
      ['/admin/avatar-decorations', true],
      ['/admin/federation', true],
      ['/admin/files', true],
      ['/admin/job-queue', true],
      ['/admin/federation-job-queue', true],
      ['/admin/database', true],
      ['/admin/overview', true],
      ['/admin/announcements', true],
      ['/admin/ads', true],
      ['/admin/modlog', true],
      ['/admin/relays', true],
      ['/admin/system-webhook', true],
      ['/admin/abuse-report-notification-recipient', true],
      ['/admin/settings', true],
      ['/admin/branding', true],
      ['/admin/moderation', true],
      ['/admin/email-settings', true],
      ['/admin/object-storage', true],
      ['/admin/security', true],
      ['/admin/external-services', true],
      ['/admin/performance', true],
    ]);
  });

  it('opens the emoji and decoration managers to admins and to whoever a role grants the policy', async () => {
    const ext = await activateForTest(admin);
    const gate = (path: string) => ext.registered.routes.find((r) => r.path === path)?.allow;
    const policies = (p: Record<string, boolean>) => ({ ...meFixture().policies, ...p });
    const emojis = gate('/custom-emojis-manager');
    expect(emojis?.(viewerInfo({ me: meFixture({ isAdmin: true }) }))).toBe(true);
    expect(emojis?.(viewerInfo({ me: meFixture({ policies: policies({ canManageCustomEmojis: true }) }) }))).toBe(true);
    expect(emojis?.(viewerInfo({ me: meFixture({ isModerator: true }) }))).toBe(false);
    expect(emojis?.(viewerInfo({ me: null }))).toBe(false);
    const decorations = gate('/avatar-decorations');
    expect(decorations?.(viewerInfo({ me: meFixture({ policies: policies({ canManageAvatarDecorations: true }) }) }))).toBe(true);
    expect(decorations?.(viewerInfo({ me: meFixture({ policies: policies({ canManageCustomEmojis: true }) }) }))).toBe(false);
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
