import { defineExtension } from '@kite/sdk';
import { gamesNavMessages as m } from './navMessages';

/**
 * Games (spec 1 §2.1): the `/games` list and `/clicker`, the cookie clicker, whose count is
 * the clicker widget's (the page draws the widget contributed at point `widgets`).
 */
export default defineExtension({
  id: 'games',
  activationEvents: [],
  contributes: {
    navbar: [{ id: 'games', title: m.games, icon: 'gamepad', to: '/games' }],
    routes: [
      { path: '/games', component: { lazy: () => import('./GamesPage') } },
      { path: '/clicker', loginRequired: true, component: { lazy: () => import('./ClickerPage') } },
    ],
  },
});
