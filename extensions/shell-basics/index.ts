import { Api, I18n, Menus, Preferences, defineExtension } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { basicsMessages as m } from './messages';

const reload = () => location.reload();

// The layout is chosen at start-up, so a switch stores the choice and reloads.
function chooseUi(anchor: HTMLElement | null, ctx: ExtensionContext) {
  const prefs = ctx.get(Preferences);
  const i18n = ctx.get(I18n);
  const option = (ui: 'default' | 'deck', text: typeof m.default) => ({
    type: 'radioOption' as const,
    text: i18n.t(text),
    active: prefs.get('ui') === ui,
    action: () => {
      prefs.set('ui', ui);
      reload();
    },
  });
  return ctx.get(Menus).popup([option('default', m.default), option('deck', m.deck)], anchor);
}

/** Navbar entries that act on the app itself (spec 1 §2.6): switch UI, reload, clear cache. */
export default defineExtension({
  id: 'shell-basics',
  contributes: {
    navbar: [
      { id: 'ui', title: m.ui, icon: 'columns', action: chooseUi },
      { id: 'reload', title: m.reload, icon: 'refresh', action: reload },
      {
        id: 'clearCache',
        title: m.clearCache,
        icon: 'trash',
        action: async (_anchor, ctx) => (await import('./clearCache')).clearCacheAndReload(ctx.has(Api) ? ctx.get(Api) : null, reload),
      },
    ],
  },
});
