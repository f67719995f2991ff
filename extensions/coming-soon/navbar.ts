import type { NavbarItemContribution } from '@kite/sdk';
import { comingSoonMessages as m } from './messages';

/** A navbar entry of spec 1 §2.6 whose page is not built yet, with the bundle that will own it. */
export interface PendingEntry {
  bundle: string;
  item: NavbarItemContribution;
}

const link = (bundle: string, id: keyof typeof m, to: string, icon: NavbarItemContribution['icon']): PendingEntry => ({
  bundle,
  item: { id, title: m[id], icon, to },
});

/**
 * The catalogue entries (spec 1 §2.6) that lead to a page on the not-built-yet list; each
 * moves to the extension that builds its page.
 */
export const pendingNavbar: readonly PendingEntry[] = [
  link('pages', 'pages', '/pages', 'notes'),
  link('play', 'play', '/play', 'play'),
  link('gallery', 'gallery', '/gallery', 'icons'),
  link('games', 'games', '/games', 'gamepad'),
];
