import { SideColumn, afterFirstContent, defineExtension, useContributions } from '@kite/sdk';
import { widgetMessages as m } from './messages';

/**
 * The widgets column (spec 1 §2.8): the shell's side column, drawing the `widgets`
 * contributions in the order the person placed them; a drawer on narrower screens.
 * The column and drawer load lazily. It also brings the deck's widgets column (Misskey's
 * `widgets` column type), whose widgets live in the column.
 */
export default defineExtension({
  id: 'widgets-column',
  provides: [SideColumn],
  contributes: {
    deckColumns: [
      {
        type: 'widgets',
        title: m.widgets,
        icon: 'widgets',
        component: { lazy: () => import('./Column').then((c) => ({ default: c.DeckWidgetsColumn })) },
      },
    ],
  },
  activate(ctx) {
    ctx.provide(SideColumn, {
      // Drawn after the page's first content: the first note does not wait for widgets.
      Column: { lazy: () => afterFirstContent().then(() => import('./Column')) },
      Drawer: { lazy: () => import('./WidgetsDrawer') },
      label: m.widgets,
      icon: 'widgets',
      width: 300,
      useHasContent: () => useContributions('widgets').length > 0,
    });
  },
});
