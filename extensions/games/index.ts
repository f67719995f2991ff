import { defineExtension } from '@kite/sdk';
import { gamesNavMessages as m } from './navMessages';

// Both reversi pages behind one import() site (each site costs the first load).
const reversiPage = (name: 'LobbyPage' | 'GamePage') => ({ lazy: () => import('./reversi/pages').then((p) => ({ default: p[name] })) });

/**
 * Games (spec 1 §2.1): the `/games` list and `/clicker`, the cookie clicker, whose count is
 * the clicker widget's (the page draws the widget contributed at point `widgets`), and
 * `/bubble-game`, the drop-and-merge game (`bubble/`; its physics engine loads with a game).
 */
export default defineExtension({
  id: 'games',
  activationEvents: [],
  contributes: {
    navbar: [{ id: 'games', title: m.games, icon: 'gamepad', to: '/games' }],
    routes: [
      { path: '/games', component: { lazy: () => import('./GamesPage') } },
      { path: '/clicker', loginRequired: true, component: { lazy: () => import('./ClickerPage') } },
      { path: '/reversi', component: reversiPage('LobbyPage') },
      { path: '/reversi/g/:gameId', component: reversiPage('GamePage') },
      { path: '/bubble-game', loginRequired: true, component: { lazy: () => import('./bubble/BubbleGamePage') } },
    ],
  },
});
