/**
 * admin/drive/files of Misskey 2025.9: every stored file, newest first, by origin, host, owner and
 * MIME type (a trailing `/*` matches the whole kind), paged by id, each with its owner.
 */
import type { State } from '../store/state';
import type { DriveFileRec } from '../store/types';
import { ep } from '../http/endpoint';
import { invalidParam } from '../http/errors';
import { paginateById } from '../http/params';
import { packFile } from '../store/pack-drive';
import { packUserLite } from '../store/pack-user';

// Misskey's parameter schema for `type`.
const TYPE_PATTERN = /^[a-zA-Z0-9/\-*]+$/;

const hostOf = (state: State, f: DriveFileRec) => (f.userId ? (state.user(f.userId)?.host ?? null) : null);

export const adminFileEndpoints = [
  ep('admin/drive/files', { requireCredential: true, requireModerator: true, kind: 'read:admin:drive' }, ({ state, params }) => {
    const { type, userId, hostname } = params;
    if (type && !TYPE_PATTERN.test(type)) throw invalidParam('type', 'must match the pattern');
    const origin = params.origin ?? 'local';
    const files = state.db.files.filter((f) => {
      const host = hostOf(state, f);
      // As Misskey: a user filter replaces the origin and host ones.
      if (userId) {
        if (f.userId !== userId) return false;
      } else {
        if (origin === 'local' && host != null) return false;
        if (origin === 'remote' && host == null) return false;
        if (hostname && host !== hostname) return false;
      }
      if (type) return type.endsWith('/*') ? f.type.startsWith(type.slice(0, -1)) : f.type === type;
      return true;
    });
    return paginateById(files, params).map((f) => {
      const owner = f.userId ? state.user(f.userId) : undefined;
      return { ...packFile(state, f, { withFolder: true }), user: owner ? packUserLite(state, owner) : null };
    });
  }),
];
