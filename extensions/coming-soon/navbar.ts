import type { NavbarItemContribution } from '@kite/sdk';
import { comingSoonMessages as m } from './messages';

const link = (bundle: string, id: keyof typeof m, to: string, icon: NavbarItemContribution['icon']): NavbarItemContribution => ({
  id,
  title: m[id],
  icon,
  to,
  bundle,
});

/**
 * The catalogue entries (spec 1 §2.6) that lead to a page on the not-built-yet list, each with the
 * bundle that will own it; each moves to the extension that builds its page.
 */
export const pendingNavbar: readonly NavbarItemContribution[] = [
  link('pages', 'pages', '/pages', 'notes'),
  link('play', 'play', '/play', 'play'),
  link('gallery', 'gallery', '/gallery', 'icons'),
  link('games', 'games', '/games', 'gamepad'),
];
