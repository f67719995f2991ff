import { describe, expect, it } from 'vitest';
import { Menus, Viewer } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { activateForTest, meFixture, menusDouble, metaFixture, provide, viewerDouble } from '@kite/sdk/testing';
import about from './index';

/** What a menu shows: each item's text (links with their target), `-` for a divider. */
const shown = (items: MenuItem[]) =>
  items.map((i) => (i.type === 'divider' ? '-' : i.type === 'link' ? `${i.text} → ${i.to}` : 'text' in i ? i.text : i.type));

async function setup(me: ReturnType<typeof meFixture> | null = null) {
  const tutorial: MenuItem = { type: 'link', to: '/tutorial', text: 'Tutorial' };
  const menus = menusDouble((location) => (location === 'about' ? [tutorial] : []));
  const viewer = viewerDouble({ me, meta: metaFixture({ name: 'Kite test server' }) });
  const ext = await activateForTest(about, { services: [provide(Menus, menus), provide(Viewer, viewer)] });
  const entry = (id: string) => {
    const item = ext.registered.navbar.find((n) => n.id === id);
    if (!item?.action) throw new Error(`no navbar action ${id}`);
    return item.action;
  };
  return { ext, menus, entry };
}

describe('about extension', () => {
  it('serves /about-kite, /about, /contact and /invite to everyone and links /about-kite from the navbar', async () => {
    const { ext } = await setup();
    // /invite is open as in spec 1 §2.1: the page itself asks a visitor to sign in.
    expect(ext.registered.routes.map((r) => [r.path, r.loginRequired ?? false, r.staffOnly ?? false])).toEqual([
      ['/about-kite', false, false],
      ['/about', false, false],
      ['/contact', false, false],
      ['/invite', false, false],
    ]);
    expect(ext.registered.navbar.find((n) => n.id === 'aboutKite')?.to).toBe('/about-kite');
  });

  it('the server icon’s about entry pops up the server’s menu, with the items other extensions add', async () => {
    const { menus, entry } = await setup();
    await entry('about')(null);
    const [menu] = menus.opened;
    expect(menu?.kind === 'popup' && menu.opts).toEqual({ align: 'left' });
    const texts = shown(menus.lastItems);
    expect(texts.slice(0, 2)).toEqual(['Kite test server', 'Server info → /about']);
    expect(texts).toContain('Tutorial → /tutorial');
    expect(texts).not.toContain('Invite → /invite');
  });

  it('the tools menu offers the managers only to admins', async () => {
    const visitor = await setup();
    await visitor.entry('tools')(null);
    expect(shown(visitor.menus.lastItems)).toEqual(['Scratchpad → /scratchpad', 'API console → /api-console', 'Clicker → /clicker']);
    const admin = await setup(meFixture({ isAdmin: true }));
    await admin.entry('tools')(null);
    expect(shown(admin.menus.lastItems)).toContain('Custom emoji manager → /custom-emojis-manager');
    expect(shown(admin.menus.lastItems)).toContain('Avatar decorations → /avatar-decorations');
  });
});
