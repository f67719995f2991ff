/**
 * The control panel's announcements as Misskey 2025.9 answers them: list (active / archived /
 * all; everyone's, or one user's), create, update (archive is isActive: false) and delete. Each
 * change is logged as a global or a user announcement; a new one reaches its readers live.
 */
import type { State } from '../store/state';
import type { AnnouncementRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { lenRange, paginateById } from '../http/params';
import { packAnnouncement } from '../store/pack-misc';
import { genId } from '../store/ids';
import { logModeration, userRef } from './modlog';

const mod = { requireCredential: true, requireModerator: true } as const;
const noSuch = (id: string) => new ApiError({ message: 'No such announcement.', code: 'NO_SUCH_ANNOUNCEMENT', id });

/** The addressee of a personal announcement; Misskey fails with an internal error when it is gone. */
function addressee(state: State, userId: string) {
  const u = state.user(userId);
  if (!u) throw new Error('user not found');
  return u;
}

export const adminAnnouncementEndpoints = [
  ep('admin/announcements/list', { ...mod, kind: 'read:admin:announcements' }, ({ state, params }) => {
    const status = params.status ?? 'active';
    const list = state.db.announcements.filter(
      (a) =>
        (status === 'all' || a.isActive === (status === 'active')) &&
        // Without a user Misskey lists only the announcements for everyone.
        (params.userId ? a.userId === params.userId : a.userId == null),
    );
    return paginateById(list, params).map((a) => ({
      id: a.id,
      createdAt: new Date(a.createdAt).toISOString(),
      updatedAt: a.updatedAt == null ? null : new Date(a.updatedAt).toISOString(),
      title: a.title,
      text: a.text,
      imageUrl: a.imageUrl,
      icon: a.icon,
      display: a.display,
      isActive: a.isActive,
      forExistingUsers: false,
      silence: a.silence,
      needConfirmationToRead: a.needConfirmationToRead,
      userId: a.userId,
      reads: a.readBy.length,
    }));
  }),
  ep('admin/announcements/create', { ...mod, kind: 'write:admin:announcements' }, ({ state, me, params }) => {
    lenRange(params.title, 1, Infinity, 'title');
    lenRange(params.text, 1, Infinity, 'text');
    const target = params.userId ? addressee(state, params.userId) : null;
    const now = Date.now();
    const a: AnnouncementRec = {
      id: genId(now),
      createdAt: now,
      updatedAt: null,
      title: params.title,
      text: params.text,
      imageUrl: params.imageUrl || null,
      icon: params.icon ?? 'info',
      display: params.display ?? 'normal',
      needConfirmationToRead: params.needConfirmationToRead ?? false,
      silence: params.silence ?? false,
      userId: target?.id ?? null,
      isActive: true,
      readBy: [],
    };
    state.db.announcements.push(a);
    const packed = packAnnouncement(a, null);
    // As Misskey: a personal announcement goes to its addressee's main channel, others to everyone.
    if (target) {
      state.events.emit('main', target.id, 'announcementCreated', { announcement: packAnnouncement(a, target.id) });
      logModeration(state, me, {
        type: 'createUserAnnouncement',
        info: { announcementId: a.id, announcement: packed, ...userRef(target) },
      });
    } else {
      state.events.emit('broadcast', 'announcementCreated', { announcement: packed });
      logModeration(state, me, { type: 'createGlobalAnnouncement', info: { announcementId: a.id, announcement: packed } });
    }
    return packed;
  }),
  ep('admin/announcements/update', { ...mod, kind: 'write:admin:announcements' }, ({ state, me, params }) => {
    const a = state.db.announcements.find((x) => x.id === params.id);
    lenRange(params.title, 1, Infinity, 'title');
    lenRange(params.text, 1, Infinity, 'text');
    if (!a) throw noSuch('d3aae5a7-6372-4cb4-b61c-f511ffc2d7cc');
    const before = packAnnouncement(a, null);
    a.updatedAt = Date.now();
    if (params.title !== undefined) a.title = params.title;
    if (params.text !== undefined) a.text = params.text;
    // Misskey writes `imageUrl || null`: an update without it clears the image.
    a.imageUrl = params.imageUrl || null;
    if (params.icon !== undefined) a.icon = params.icon;
    if (params.display !== undefined) a.display = params.display;
    if (params.silence !== undefined) a.silence = params.silence;
    if (params.needConfirmationToRead !== undefined) a.needConfirmationToRead = params.needConfirmationToRead;
    if (params.isActive !== undefined) a.isActive = params.isActive;
    const after = packAnnouncement(a, null);
    if (a.userId) {
      const u = addressee(state, a.userId);
      logModeration(state, me, { type: 'updateUserAnnouncement', info: { announcementId: a.id, before, after, ...userRef(u) } });
    } else logModeration(state, me, { type: 'updateGlobalAnnouncement', info: { announcementId: a.id, before, after } });
  }),
  ep('admin/announcements/delete', { ...mod, kind: 'write:admin:announcements' }, ({ state, me, params }) => {
    const a = state.db.announcements.find((x) => x.id === params.id);
    if (!a) throw noSuch('ecad8040-a276-4e85-bda9-015a708d291e');
    state.db.announcements = state.db.announcements.filter((x) => x !== a);
    const announcement = packAnnouncement(a, null);
    const u = a.userId ? state.user(a.userId) : undefined;
    if (u) logModeration(state, me, { type: 'deleteUserAnnouncement', info: { announcementId: a.id, announcement, ...userRef(u) } });
    else logModeration(state, me, { type: 'deleteGlobalAnnouncement', info: { announcementId: a.id, announcement } });
  }),
];
