import type { entities } from 'misskey-js';
import type { MenuItemContribution, ViewerInfo } from '@kite/sdk';
import { isStaff } from './context';
import type { Act } from './lazyActions';
import { actionMessages as m } from './messages';

type Item = MenuItemContribution<'note'>;
const mine = (n: entities.Note, who: ViewerInfo) => who.signedIn && n.userId === who.me?.id;
const mineOrStaff = (n: entities.Note, who: ViewerInfo) => mine(n, who) || isStaff(who.me);

/** Author, channel owner and staff actions (spec 3 §6); what they do is in ownerActions.ts. */
export function ownerItems(act: Act): Item[] {
  return [
    {
      location: 'note',
      id: 'pin',
      text: m.pin,
      icon: 'star',
      show: ({ note }, who) => mine(note, who) && !(who.me?.pinnedNoteIds ?? []).includes(note.id),
      action: act('pin'),
    },
    {
      location: 'note',
      id: 'unpin',
      text: m.unpin,
      icon: 'star',
      show: ({ note }, who) => mine(note, who) && (who.me?.pinnedNoteIds ?? []).includes(note.id),
      action: act('unpin'),
    },
    {
      location: 'note',
      id: 'narrowVisibility',
      endpoint: 'notes/update-visibility',
      text: m.narrowToHome,
      icon: 'lock',
      show: ({ note }, who) => mineOrStaff(note, who) && note.visibility === 'public',
      action: act('narrowVisibility'),
    },
    {
      location: 'note',
      id: 'narrowVisibilityFollowers',
      endpoint: 'notes/update-visibility',
      text: m.narrowToFollowers,
      icon: 'lock',
      show: ({ note }, who) => mineOrStaff(note, who) && note.visibility === 'home',
      action: act('narrowVisibilityFollowers'),
    },
    {
      location: 'note',
      id: 'localOnly',
      endpoint: 'notes/update-visibility',
      text: m.makeLocalOnly,
      icon: 'home',
      show: ({ note }, who) => mineOrStaff(note, who) && !note.localOnly,
      action: act('localOnly'),
    },
    {
      location: 'note',
      id: 'likeOnly',
      endpoint: 'notes/update-visibility',
      text: m.makeLikeOnly,
      icon: 'heart',
      show: ({ note }, who) => mineOrStaff(note, who) && note.reactionAcceptance !== 'likeOnly',
      action: act('likeOnly'),
    },
    {
      location: 'note',
      id: 'channelPin',
      text: m.channelPin,
      icon: 'star',
      show: ({ note }, who) => !!note.channel && (note.channel as { userId?: string | null }).userId === who.me?.id,
      action: act('channelPin'),
    },
    {
      location: 'note',
      id: 'deleteAndEdit',
      text: m.deleteAndEdit,
      icon: 'pencil',
      danger: true,
      show: ({ note }, who) => mine(note, who),
      action: act('deleteAndEdit'),
    },
    {
      location: 'note',
      id: 'delete',
      text: m.delete,
      icon: 'trash',
      danger: true,
      show: ({ note }, who) => mine(note, who),
      action: act('delete'),
    },
    {
      location: 'note',
      id: 'staffDelete',
      text: m.staffDelete,
      icon: 'trash',
      danger: true,
      show: ({ note }, who) => !mine(note, who) && isStaff(who.me),
      action: act('staffDelete'),
    },
  ];
}
