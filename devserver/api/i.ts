/**
 * The signed-in account: i, i/update, notifications, pins, favorites, achievements.
 */
import type { UserRec } from '../store/types';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import { X } from './errors';
import { packMe } from '../store/pack-user';
import { packNote } from '../store/pack-note';
import { groupNotifications, packNotification } from '../store/pack-notification';
import { markAllRead, notify } from '../store/notify';
import { paginateById } from '../http/params';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';
import { packFile } from '../store/pack-drive';
import { avatarDecorations } from '../store/decorations';
import type { ChosenDecoration } from '../store/decorations';
import type { Req } from '../http/endpoint';

const cred = { requireCredential: true } as const;

function notificationsFor(state: State, me: UserRec, include?: string[], exclude?: string[]) {
  return state.db.notifications.filter(
    (n) => n.notifieeId === me.id && (!include || include.includes(n.type)) && (!exclude || !exclude.includes(n.type)),
  );
}

function meUpdated(state: State, me: UserRec): void {
  state.events.emit('main', me.id, 'meUpdated', packMe(state, me));
}

const RESTRICTED_BY_ROLE = {
  message: 'This feature is restricted by your role.',
  code: 'RESTRICTED_BY_ROLE',
  id: '8feff0ba-5ab5-585b-31f4-4df816663fad',
};

/** i/update avatarDecorations as Misskey checks them: ranges, the role's limit, unknown ids dropped, defaults filled. */
function chooseDecorations(state: State, me: UserRec, list: NonNullable<Req<'i/update'>['avatarDecorations']>): ChosenDecoration[] {
  if (list.length > 16) throw invalidParam('#/properties/avatarDecorations/maxItems', 'must NOT have more than 16 items');
  list.forEach((d) => {
    for (const [k, max] of [
      ['angle', 0.5],
      ['offsetX', 0.25],
      ['offsetY', 0.25],
    ] as const) {
      const v = d[k];
      if (v == null) continue;
      if (v > max) throw invalidParam(`#/properties/avatarDecorations/items/properties/${k}/maximum`, `must be <= ${max}`);
      if (v < -max) throw invalidParam(`#/properties/avatarDecorations/items/properties/${k}/minimum`, `must be >= -${max}`);
    }
  });
  if (list.length > policiesOf(state, me).avatarDecorationLimit) throw new ApiError(RESTRICTED_BY_ROLE);
  const known = new Set(avatarDecorations(state).map((d) => d.id));
  return list
    .filter((d) => known.has(d.id))
    .map((d) => ({ id: d.id, angle: d.angle ?? 0, flipH: d.flipH ?? false, offsetX: d.offsetX ?? 0, offsetY: d.offsetY ?? 0 }));
}

const SETTINGS_KEYS = [
  'injectFeaturedNote',
  'receiveAnnouncementEmail',
  'alwaysMarkNsfw',
  'autoSensitive',
  'carefulBot',
  'noCrawle',
  'preventAiLearning',
  'notificationRecieveConfig',
  'emailNotificationTypes',
  'requireSigninToViewContents',
  'makeNotesFollowersOnlyBefore',
  'makeNotesHiddenBefore',
  'pinnedPageId',
  'alsoKnownAs',
] as const;

export const iEndpoints = [
  ep('i', { ...cred, kind: 'read:account' }, ({ state, me }) => {
    if (me.isDeleted) throw new ApiError(X.USER_IS_DELETED);
    return packMe(state, me);
  }),

  ep('i/update', { ...cred, kind: 'write:account' }, ({ state, me, params: p }) => {
    if (p.name !== undefined) me.name = p.name;
    if (p.description !== undefined) me.description = p.description;
    if (p.location !== undefined) me.location = p.location;
    if (p.birthday !== undefined) me.birthday = p.birthday;
    if (p.lang !== undefined) me.lang = p.lang;
    if (p.followedMessage !== undefined) me.followedMessage = p.followedMessage;
    // Misskey trims each pair and drops those with an empty label or content.
    if (p.fields !== undefined)
      me.fields = p.fields.map((f) => ({ name: f.name.trim(), value: f.value.trim() })).filter((f) => f.name !== '' && f.value !== '');
    if (p.isLocked !== undefined) me.isLocked = p.isLocked;
    if (p.isExplorable !== undefined) me.isExplorable = p.isExplorable;
    if (p.hideOnlineStatus !== undefined) me.hideOnlineStatus = p.hideOnlineStatus;
    if (p.publicReactions !== undefined) me.publicReactions = p.publicReactions;
    if (p.autoAcceptFollowed !== undefined) me.autoAcceptFollowed = p.autoAcceptFollowed;
    if (p.isBot !== undefined) me.isBot = p.isBot;
    if (p.isCat !== undefined) me.isCat = p.isCat;
    if (p.followingVisibility !== undefined) me.followingVisibility = p.followingVisibility;
    if (p.followersVisibility !== undefined) me.followersVisibility = p.followersVisibility;
    if (p.chatScope !== undefined) me.chatScope = p.chatScope;
    if (p.mutedWords !== undefined) me.mutedWords = p.mutedWords;
    if (p.hardMutedWords !== undefined) me.hardMutedWords = p.hardMutedWords;
    if (p.mutedInstances !== undefined) me.mutedInstances = p.mutedInstances;
    for (const k of ['avatarId', 'bannerId'] as const) {
      const v = p[k];
      if (v === undefined) continue;
      if (v !== null) {
        const f = state.file(v);
        if (!f || f.userId !== me.id) throw new ApiError(X.NO_SUCH_DRIVE_FILE);
        if (!f.type.startsWith('image/')) throw invalidParam(`#/properties/${k}`, 'The file is not an image.');
      }
      if (k === 'avatarId') me.avatarFileId = v;
      else me.bannerFileId = v;
    }
    if (p.avatarDecorations !== undefined) me.settings.avatarDecorations = chooseDecorations(state, me, p.avatarDecorations);
    for (const k of SETTINGS_KEYS) if (p[k] !== undefined) me.settings[k] = p[k];
    const packed = packMe(state, me);
    meUpdated(state, me);
    return packed;
  }),

  ep('i/notifications', { ...cred, kind: 'read:notifications' }, ({ state, me, params }) => {
    const list = paginateById(notificationsFor(state, me, params.includeTypes, params.excludeTypes), params);
    if (params.markAsRead !== false) markAllRead(state, me.id);
    return list.map((n) => packNotification(state, n)).filter((n) => n != null);
  }),

  ep('i/notifications-grouped', { ...cred, kind: 'read:notifications' }, ({ state, me, params }) => {
    const list = paginateById(notificationsFor(state, me, params.includeTypes, params.excludeTypes), params);
    if (params.markAsRead !== false) markAllRead(state, me.id);
    return groupNotifications(list.map((n) => packNotification(state, n)).filter((n) => n != null));
  }),

  ep('notifications/mark-all-as-read', { ...cred, kind: 'write:notifications' }, ({ state, me }) => {
    markAllRead(state, me.id);
  }),
  ep('notifications/flush', { ...cred, kind: 'write:notifications' }, ({ state, me }) => {
    state.db.notifications = state.db.notifications.filter((n) => n.notifieeId !== me.id);
    state.events.emit('main', me.id, 'notificationFlushed', undefined);
  }),
  ep('notifications/create', { ...cred, kind: 'write:notifications' }, ({ state, me, params, token }) => {
    notify(state, {
      notifieeId: me.id,
      type: 'app',
      body: params.body,
      header: params.header ?? token?.name ?? null,
      icon: params.icon ?? token?.iconUrl ?? null,
    });
  }),
  ep('notifications/test-notification', { ...cred, kind: 'write:notifications' }, ({ state, me }) => {
    notify(state, { notifieeId: me.id, type: 'test' });
  }),

  ep('i/pin', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const note = state.note(params.noteId);
    if (!note || note.userId !== me.id) throw new ApiError(X.NO_SUCH_NOTE);
    if (me.pinnedNoteIds.includes(note.id)) throw new ApiError(X.ALREADY_PINNED);
    if (me.pinnedNoteIds.length >= policiesOf(state, me).pinLimit) throw new ApiError(X.PIN_LIMIT_EXCEEDED);
    me.pinnedNoteIds.unshift(note.id);
    return packMe(state, me);
  }),
  ep('i/unpin', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    if (!state.note(params.noteId)) throw new ApiError(X.NO_SUCH_NOTE);
    me.pinnedNoteIds = me.pinnedNoteIds.filter((id) => id !== params.noteId);
    return packMe(state, me);
  }),

  ep('i/favorites', { ...cred, kind: 'read:favorites' }, ({ state, me, params }) =>
    paginateById(
      state.db.favorites.filter((f) => f.userId === me.id && state.note(f.noteId)),
      params,
    ).map((f) => {
      const note = state.note(f.noteId);
      if (!note) throw new Error('unreachable');
      return {
        id: f.id,
        createdAt: new Date(f.createdAt).toISOString(),
        noteId: f.noteId,
        note: packNote(state, note, me.id, { detail: true }),
      };
    }),
  ),

  ep('i/claim-achievement', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    if (me.achievements.some((a) => a.name === params.name)) return;
    me.achievements.push({ name: params.name, unlockedAt: Date.now() });
    notify(state, { notifieeId: me.id, type: 'achievementEarned', achievement: params.name });
  }),
  ep('users/achievements', {}, ({ state, params }) => {
    const u = state.user(params.userId);
    if (!u) throw new ApiError(X.NO_SUCH_USER);
    return u.achievements.map((a) => ({ name: a.name as never, unlockedAt: a.unlockedAt }));
  }),

  ep('i/signin-history', { ...cred, secure: true }, ({ state, me, params }) =>
    paginateById(
      state.db.notifications.filter((n) => n.notifieeId === me.id && n.type === 'login'),
      params,
    ).map((n) => ({ id: n.id, createdAt: new Date(n.createdAt).toISOString(), ip: '127.0.0.1', headers: {}, success: true })),
  ),

  ep('drive', { ...cred, kind: 'read:drive' }, ({ state, me }) => ({
    capacity: policiesOf(state, me).driveCapacityMb * 1024 * 1024,
    usage: state.db.files.filter((f) => f.userId === me.id).reduce((a, f) => a + f.size, 0),
  })),

  ep('i/authorized-apps', { ...cred, secure: true }, () => []),
  ep('get-avatar-decorations', {}, ({ state }) => avatarDecorations(state)),
  ep('users/reactions', {}, ({ state, params, me }) => {
    const u = state.user(params.userId);
    if (!u) throw new ApiError(X.NO_SUCH_USER);
    return paginateById(
      state.db.reactions.filter((r) => r.userId === u.id && state.note(r.noteId)),
      params,
    ).map((r) => {
      const note = state.note(r.noteId);
      if (!note) throw new Error('unreachable');
      return {
        id: r.id,
        createdAt: new Date(r.createdAt).toISOString(),
        user: packMe(state, u),
        type: r.reaction,
        note: packNote(state, note, me?.id ?? null, { detail: true }),
      };
    });
  }),
  ep('drive/stream', { ...cred, kind: 'read:drive' }, ({ state, me, params }) =>
    paginateById(
      state.db.files.filter((f) => f.userId === me.id && (!params.type || f.type.startsWith(params.type.replace(/\*$/, '')))),
      params,
    ).map((f) => packFile(state, f)),
  ),
  ep('users/get-frequently-replied-users', {}, () => []),
  ep('promo/read', cred, () => undefined),
  ep('i/registry/scopes-with-domain', cred, ({ state, me }) => {
    const scopes = new Map<string, string[]>();
    for (const r of state.db.registry) if (r.userId === me.id) scopes.set(JSON.stringify(r.scope), r.scope);
    return [{ domain: null, scopes: [...scopes.values()] }];
  }),
  ep('test', {}, ({ params }) => ({ ...params, id: genId() }) as never),
];
