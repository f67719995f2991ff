import type { MenuItemContribution } from '@kite/sdk';
import type { ActionContext } from './context';
import type { Act } from './lazyActions';
import { actionMessages as m } from './messages';

type Item = MenuItemContribution<'note'>;

/**
 * Signed-in actions on any note: favorite, mute thread, report (the clips extension puts its Clip
 * after the favorite items); what they do is in userActions.ts.
 */
export function userItems(ctx: ActionContext, act: Act): Item[] {
  return [
    {
      location: 'note',
      id: 'favorite',
      text: m.favorite,
      icon: 'star',
      show: ({ note }, who) => who.signedIn && !ctx.state(note.id)?.isFavorited,
      action: act('favorite'),
    },
    {
      location: 'note',
      id: 'unfavorite',
      text: m.unfavorite,
      icon: 'star',
      show: ({ note }, who) => who.signedIn && ctx.state(note.id)?.isFavorited === true,
      action: act('unfavorite'),
    },
    {
      location: 'note',
      id: 'muteThread',
      text: m.muteThread,
      icon: 'bell',
      show: ({ note }, who) => who.signedIn && !ctx.state(note.id)?.isMutedThread,
      action: act('muteThread'),
    },
    {
      location: 'note',
      id: 'unmuteThread',
      text: m.unmuteThread,
      icon: 'bell',
      show: ({ note }, who) => who.signedIn && ctx.state(note.id)?.isMutedThread === true,
      action: act('unmuteThread'),
    },
    {
      location: 'note',
      id: 'report',
      text: m.report,
      icon: 'alert',
      danger: true,
      show: ({ note }, who) => who.signedIn && note.userId !== who.me?.id,
      action: act('report'),
    },
  ];
}
