import { I18n, Menus, Viewer, defineExtension } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { aboutMessages as m } from './messages';

// The menus' code loads on first open.
async function openMenu(which: 'about' | 'tools', anchor: HTMLElement | null, ctx: ExtensionContext) {
  const build = await import('./menus');
  const menus = ctx.get(Menus);
  const d = { who: ctx.get(Viewer).info, i18n: ctx.get(I18n), menus };
  const items = which === 'about' ? build.aboutMenuItems(d) : build.toolsMenuItems(d);
  await menus.popup(items, anchor, { align: 'left' });
}

/**
 * The server's pages — /about (overview, custom emojis, federation, charts; the hash picks the
 * tab), /contact, /invite — the software-about page (/about-kite), and the about and tools menus of spec 1 §2.6,
 * as the navbar entries `about` and `tools` (the server icon opens `about`), plus the
 * `aboutKite` entry. Other extensions add items through `menuItems` at `about` / `tools`.
 */
export default defineExtension({
  id: 'about',
  contributes: {
    routes: [
      { path: '/about-kite', component: { lazy: () => import('./AboutKitePage') } },
      { path: '/about', component: { lazy: () => import('./AboutPage') } },
      { path: '/contact', component: { lazy: () => import('./ContactPage') } },
      { path: '/invite', component: { lazy: () => import('./InvitePage') } },
    ],
    navbar: [
      { id: 'aboutKite', title: m.aboutKite, icon: 'info', to: '/about-kite' },
      { id: 'about', title: m.about, icon: 'info', action: (anchor, ctx) => openMenu('about', anchor, ctx) },
      { id: 'tools', title: m.tools, icon: 'tool', action: (anchor, ctx) => openMenu('tools', anchor, ctx) },
    ],
  },
});
