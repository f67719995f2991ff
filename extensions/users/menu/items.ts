import type { entities } from 'misskey-js';
import { Preferences } from '@kite/sdk';
import type { MenuItemContribution, ServiceResolver, ViewerInfo } from '@kite/sdk';
import { menuMessages as m } from '../menuMessages';

type User = entities.UserDetailed | entities.UserLite;
type Detailed = entities.UserDetailedNotMe;

/** The detailed fields (relation flags) when the menu was opened on a fetched user. */
function detail(u: User): Partial<Detailed> {
  return 'isMuted' in u ? u : {};
}
const other = (u: User, w: ViewerInfo) => w.signedIn && w.me?.id !== u.id;
const moderator = (w: ViewerInfo) => Boolean(w.me?.isModerator || w.me?.isAdmin);

/**
 * The user menu (spec 3 §6): every item a `menuItems` contribution at location `user`, so
 * plugins and other extensions add to the same menu (the kernel's `Menus.openFor` draws it).
 * Copy link and open original are for visitors too. The actions load on first use.
 */
export function userMenuItems(services: ServiceResolver): MenuItemContribution<'user'>[] {
  const run =
    (name: keyof (typeof import('./actions'))['actions']) =>
    async ({ user }: { user: User }) => {
      const { actions } = await import('./actions');
      await actions[name](services, user);
    };
  return [
    { location: 'user', id: 'users.copyLink', visitor: true, text: m.copyLink, icon: 'link', action: run('copyLink') },
    {
      location: 'user',
      id: 'users.openOriginal',
      visitor: true,
      text: m.openOriginal,
      icon: 'externalLink',
      show: ({ user }) => user.host != null,
      action: run('openOriginal'),
    },
    { location: 'user', id: 'users.copyUsername', visitor: true, text: m.copyUsername, icon: 'at', action: run('copyUsername') },
    { location: 'user', id: 'users.copyRss', visitor: true, text: m.copyRss, icon: 'copy', action: run('copyRss') },
    {
      location: 'user',
      id: 'users.searchNotes',
      text: m.searchNotes,
      icon: 'search',
      // As Misskey: where the role may search notes, and a remote user's only where the server searches beyond itself.
      show: ({ user }, w) => Boolean(w.me?.policies.canSearchNotes) && (user.host == null || w.meta?.noteSearchableScope === 'global'),
      action: run('searchNotes'),
    },
    { location: 'user', id: 'users.mention', text: m.mention, icon: 'at', show: ({ user }, w) => other(user, w), action: run('mention') },
    {
      location: 'user',
      id: 'users.sendMessage',
      text: m.sendMessage,
      icon: 'mail',
      show: ({ user }, w) => other(user, w),
      action: run('sendMessage'),
    },
    { location: 'user', id: 'users.memo', text: m.memo, icon: 'pencil', show: ({ user }, w) => other(user, w), action: run('memo') },
    {
      location: 'user',
      id: 'users.lists',
      text: m.lists,
      icon: 'list',
      show: ({ user }, w) => w.signedIn && w.me?.id !== user.id,
      action: run('lists'),
    },
    {
      location: 'user',
      id: 'users.updateRemote',
      text: m.updateRemote,
      icon: 'refresh',
      show: ({ user }, w) => w.signedIn && user.host != null,
      action: run('updateRemote'),
    },
    {
      location: 'user',
      id: 'users.invalidateFollow',
      text: m.invalidateFollow,
      icon: 'userPlus',
      show: ({ user }, w) => other(user, w) && Boolean(detail(user).isFollowed),
      action: run('invalidateFollow'),
    },
    {
      location: 'user',
      id: 'users.mute',
      text: m.mute,
      icon: 'eyeOff',
      show: ({ user }, w) => other(user, w) && !detail(user).isMuted,
      action: run('mute'),
    },
    {
      location: 'user',
      id: 'users.unmute',
      text: m.unmute,
      icon: 'eye',
      show: ({ user }, w) => other(user, w) && Boolean(detail(user).isMuted),
      action: run('unmute'),
    },
    {
      location: 'user',
      id: 'users.renoteMute',
      text: m.renoteMute,
      icon: 'repeat',
      show: ({ user }, w) => other(user, w) && !detail(user).isRenoteMuted,
      action: run('renoteMute'),
    },
    {
      location: 'user',
      id: 'users.renoteUnmute',
      text: m.renoteUnmute,
      icon: 'repeat',
      show: ({ user }, w) => other(user, w) && Boolean(detail(user).isRenoteMuted),
      action: run('renoteUnmute'),
    },
    {
      location: 'user',
      id: 'users.block',
      text: m.block,
      icon: 'x',
      danger: true,
      show: ({ user }, w) => other(user, w) && !detail(user).isBlocking,
      action: run('block'),
    },
    {
      location: 'user',
      id: 'users.unblock',
      text: m.unblock,
      icon: 'x',
      show: ({ user }, w) => other(user, w) && Boolean(detail(user).isBlocking),
      action: run('unblock'),
    },
    {
      location: 'user',
      id: 'users.reportAbuse',
      text: m.reportAbuse,
      icon: 'alert',
      danger: true,
      show: ({ user }, w) => other(user, w),
      action: run('reportAbuse'),
    },
    {
      location: 'user',
      id: 'users.moderation',
      text: m.moderation,
      icon: 'shield',
      // Moderators too (Misskey's iAmModerator); a moderator's own profile has it as well.
      show: (_args, w) => moderator(w),
      action: run('moderation'),
    },
    {
      location: 'user',
      id: 'users.roles',
      text: m.roles,
      icon: 'medal',
      show: ({ user }, w) => other(user, w) && moderator(w),
      action: run('roles'),
    },
    {
      location: 'user',
      id: 'users.copyUserId',
      visitor: true,
      text: m.copyUserId,
      icon: 'code',
      show: () => services.has(Preferences) && services.resolve(Preferences).get('developerMode'),
      action: run('copyUserId'),
    },
    {
      location: 'user',
      id: 'users.editProfile',
      text: m.editProfile,
      icon: 'pencil',
      show: ({ user }, w) => w.me?.id === user.id,
      action: run('editProfile'),
    },
  ];
}
