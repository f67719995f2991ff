import { I18n, Menus, Viewer, defineExtension } from '@kite/sdk';
import { aboutMessages as m } from './messages';

/**
 * The software-about page (/about-kite) and the about and tools menus of spec 1 §2.6,
 * as the navbar entries `about` and `tools` (the server icon opens `about`), plus the
 * `aboutKite` entry. Other extensions add items through `menuItems` at `about` / `tools`.
 */
export default defineExtension({
  id: 'about',
  activate(ctx) {
    ctx.routes.add({ path: '/about-kite', component: { lazy: () => import('./AboutKitePage') } });
    ctx.navbar.add({ id: 'aboutKite', title: m.aboutKite, icon: 'info', to: '/about-kite' });
    // The menus' code loads on first open.
    const open = (which: 'about' | 'tools') => async (anchor: HTMLElement | null) => {
      const build = await import('./menus');
      const menus = ctx.get(Menus);
      const d = { who: ctx.get(Viewer).info, i18n: ctx.get(I18n), menus };
      const items = which === 'about' ? build.aboutMenuItems(d) : build.toolsMenuItems(d);
      await menus.popup(items, anchor, { align: 'left' });
    };
    ctx.navbar.add({ id: 'about', title: m.about, icon: 'info', action: open('about') });
    ctx.navbar.add({ id: 'tools', title: m.tools, icon: 'tool', action: open('tools') });
  },
});
