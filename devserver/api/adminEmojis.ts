/**
 * Custom emoji management as Misskey 2025.9 answers it (admin/emoji/*): staff, or a user whose role
 * grants canManageCustomEmojis, add, edit, delete and bulk-edit the local emojis, browse the remote
 * ones a federated server would have cached, and copy one of those here. Every change is broadcast
 * (emojiAdded / emojiUpdated / emojiDeleted) so open clients update their emoji list.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { Db, EmojiRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError, internalError, invalidParam } from '../http/errors';
import type { ErrorDef } from '../http/errors';
import { paginateById } from '../http/params';
import { genId } from '../store/ids';
import { packEmojiDetailed } from '../store/pack-misc';
import { addDriveFile } from '../store/drive-service';
import { emojiImage } from '../seed/media';
import { logModeration } from './modlog';

const e = (code: string, id: string, message: string): ErrorDef => ({ code, id, message });
const ERR = {
  addNoSuchFile: e('NO_SUCH_FILE', 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf', 'No such file.'),
  unsupportedFileType: e('UNSUPPORTED_FILE_TYPE', 'f7599d96-8750-af68-1633-9575d625c1a7', 'Unsupported file type.'),
  duplicateName: e('DUPLICATE_NAME', 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975', 'Duplicate name.'),
  updateNoSuchEmoji: e('NO_SUCH_EMOJI', '684dec9d-a8c2-4364-9aa8-456c49cb1dc8', 'No such emoji.'),
  updateNoSuchFile: e('NO_SUCH_FILE', '14fb9fd9-0731-4e2f-aeb9-f09e4740333d', 'No such file.'),
  sameName: e('SAME_NAME_EMOJI_EXISTS', '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8', 'Emoji that have same name already exists.'),
  copyNoSuchEmoji: e('NO_SUCH_EMOJI', 'e2785b66-dca3-4087-9cac-b93c541cc425', 'No such emoji.'),
};

// The image types Misskey accepts for an emoji (FILE_TYPE_IMAGE).
const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/webp', 'image/avif', 'image/apng', 'image/vnd.mozilla.apng'];

const manage = { requireCredential: true, requiredRolePolicy: 'canManageCustomEmojis' } as const;

/** An emoji a remote server has, as this server would have cached it. */
interface RemoteEmoji {
  id: string;
  name: string;
  host: string;
  category: string | null;
  aliases: string[];
  license: string | null;
}

const REMOTE: readonly (readonly [name: string, host: string, category: string | null])[] = [
  ['wave_cat', 'remote.example', 'Cats'],
  ['kite_remote', 'remote.example', null],
  ['toot', 'mastodon.example', 'Mastodon'],
  ['boost_ok', 'mastodon.example', 'Mastodon'],
];

// Per database, so a reseed (/__dev/reset replaces the Db) starts again.
const remotes = new WeakMap<Db, RemoteEmoji[]>();
function remoteEmojis(state: State): RemoteEmoji[] {
  let list = remotes.get(state.db);
  if (!list) {
    list = REMOTE.map(([name, host, category], i) => ({
      id: genId(state.db.anchor - (REMOTE.length - i) * 60_000),
      name,
      host,
      category,
      aliases: [],
      license: null,
    }));
    remotes.set(state.db, list);
  }
  return list;
}

const remoteUrl = (state: State, r: RemoteEmoji) => `${state.origin}/static/remote-emoji-${r.name}.png`;

function packRemote(state: State, r: RemoteEmoji): entities.EmojiDetailed {
  const { id, name, host, category, aliases, license } = r;
  return {
    id,
    name,
    host,
    category,
    aliases,
    license,
    url: remoteUrl(state, r),
    isSensitive: false,
    localOnly: false,
    roleIdsThatCanBeUsedThisEmojiAsReaction: [],
  };
}

const broadcast = (state: State, type: 'emojiAdded' | 'emojiUpdated' | 'emojiDeleted', body: unknown) => {
  state.events.emit('broadcast', type, body);
  state.events.emit('changed');
};

function checkName(name: string): string {
  if (!/^[a-zA-Z0-9_]+$/.test(name)) throw invalidParam('name', 'must match pattern "^[a-zA-Z0-9_]+$"');
  return name;
}

/** Misskey's admin search: `:name:` matches the name exactly; other text a part of the name, an alias or the category. */
function matches(q: string | null | undefined, x: EmojiRec): boolean {
  if (!q) return true;
  if (q.length > 2 && q.startsWith(':') && q.endsWith(':')) return x.name === q.slice(1, -1);
  return x.name.includes(q) || x.aliases.some((a) => a.includes(q)) || Boolean(x.category?.includes(q));
}

/** Applies one change to each listed local emoji (unknown ids are skipped) and broadcasts the result. */
function bulk(state: State, ids: string[], change: (x: EmojiRec) => void): void {
  const hit = state.db.emojis.filter((x) => ids.includes(x.id));
  for (const x of hit) {
    change(x);
    x.updatedAt = Date.now();
  }
  broadcast(state, 'emojiUpdated', { emojis: hit.map((x) => packEmojiDetailed(state, x)) });
}

/** Deletes the listed emojis, each logged as Misskey's delete and deleteBulk do. */
function remove(state: State, me: UserRec, list: EmojiRec[]): void {
  for (const x of list)
    logModeration(state, me, { type: 'deleteCustomEmoji', info: { emojiId: x.id, emoji: packEmojiDetailed(state, x) } });
  state.db.emojis = state.db.emojis.filter((x) => !list.includes(x));
  if (list.length) broadcast(state, 'emojiDeleted', { emojis: list.map((x) => packEmojiDetailed(state, x)) });
}

const newestFirst = <T extends { id: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

export const adminEmojiEndpoints = [
  ep('admin/emoji/list', manage, ({ state, params }) =>
    paginateById(newestFirst(state.db.emojis.filter((x) => matches(params.query, x))), params, 10, 100).map((x) =>
      packEmojiDetailed(state, x),
    ),
  ),
  ep('admin/emoji/list-remote', manage, ({ state, params }) => {
    const q = params.query;
    const list = remoteEmojis(state).filter((r) => (!params.host || r.host === params.host) && (!q || r.name.includes(q)));
    return paginateById(newestFirst(list), params, 10, 100).map((r) => packRemote(state, r));
  }),
  ep('admin/emoji/add', manage, ({ state, me, params }) => {
    const name = checkName(params.name);
    const file = state.file(params.fileId);
    if (!file) throw new ApiError(ERR.addNoSuchFile);
    if (state.db.emojis.some((x) => x.name === name)) throw new ApiError(ERR.duplicateName);
    if (!IMAGE_TYPES.includes(file.type)) throw new ApiError(ERR.unsupportedFileType);
    const rec: EmojiRec = {
      id: genId(),
      updatedAt: Date.now(),
      name,
      category: params.category ?? null,
      aliases: params.aliases ?? [],
      license: params.license ?? null,
      isSensitive: params.isSensitive ?? false,
      localOnly: params.localOnly ?? false,
      fileId: file.id,
      roleIdsThatCanBeUsedThisEmojiAsReaction: params.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [],
    };
    state.db.emojis.push(rec);
    const packed = packEmojiDetailed(state, rec);
    broadcast(state, 'emojiAdded', { emoji: packed });
    logModeration(state, me, { type: 'addCustomEmoji', info: { emojiId: rec.id, emoji: packed } });
    return packed;
  }),
  ep('admin/emoji/update', manage, ({ state, me, params }) => {
    const id = 'id' in params ? params.id : undefined;
    const name = 'name' in params && params.name !== undefined ? checkName(params.name) : undefined;
    if (params.fileId !== undefined && !state.file(params.fileId)) throw new ApiError(ERR.updateNoSuchFile);
    const x = id ? state.db.emojis.find((r) => r.id === id) : state.db.emojis.find((r) => r.name === name);
    if (!x) throw new ApiError(ERR.updateNoSuchEmoji);
    // Given an id and another name, the emoji is renamed: the new name must be free.
    const rename = Boolean(id && name && name !== x.name);
    if (rename && state.db.emojis.some((r) => r.name === name)) throw new ApiError(ERR.sameName);
    const before = packEmojiDetailed(state, x);
    if (rename && name) x.name = name;
    if (params.fileId !== undefined) x.fileId = params.fileId;
    if (params.category !== undefined) x.category = params.category;
    if (params.aliases !== undefined) x.aliases = params.aliases;
    if (params.license !== undefined) x.license = params.license;
    if (params.isSensitive !== undefined) x.isSensitive = params.isSensitive;
    if (params.localOnly !== undefined) x.localOnly = params.localOnly;
    if (params.roleIdsThatCanBeUsedThisEmojiAsReaction !== undefined)
      x.roleIdsThatCanBeUsedThisEmojiAsReaction = params.roleIdsThatCanBeUsedThisEmojiAsReaction;
    x.updatedAt = Date.now();
    const packed = packEmojiDetailed(state, x);
    logModeration(state, me, { type: 'updateCustomEmoji', info: { emojiId: x.id, before, after: packed } });
    if (!rename) broadcast(state, 'emojiUpdated', { emojis: [packed] });
    else {
      broadcast(state, 'emojiDeleted', { emojis: [before] });
      broadcast(state, 'emojiAdded', { emoji: packed });
    }
  }),
  ep('admin/emoji/delete', manage, ({ state, me, params }) => {
    const x = state.db.emojis.find((r) => r.id === params.id);
    // Misskey looks it up with findOneByOrFail: an unknown id is an internal error.
    if (!x) throw internalError(Object.assign(new Error('Could not find any entity of type "MiEmoji"'), { name: 'EntityNotFoundError' }));
    remove(state, me, [x]);
  }),
  ep('admin/emoji/delete-bulk', manage, ({ state, me, params }) =>
    remove(
      state,
      me,
      state.db.emojis.filter((x) => params.ids.includes(x.id)),
    ),
  ),
  ep('admin/emoji/set-category-bulk', manage, ({ state, params }) =>
    bulk(state, params.ids, (x) => {
      x.category = params.category ?? null;
    }),
  ),
  ep('admin/emoji/set-license-bulk', manage, ({ state, params }) =>
    bulk(state, params.ids, (x) => {
      x.license = params.license ?? null;
    }),
  ),
  ep('admin/emoji/add-aliases-bulk', manage, ({ state, params }) =>
    bulk(state, params.ids, (x) => {
      x.aliases = [...new Set([...x.aliases, ...params.aliases])];
    }),
  ),
  ep('admin/emoji/remove-aliases-bulk', manage, ({ state, params }) =>
    bulk(state, params.ids, (x) => {
      x.aliases = x.aliases.filter((a) => !params.aliases.includes(a));
    }),
  ),
  ep('admin/emoji/set-aliases-bulk', manage, ({ state, params }) =>
    bulk(state, params.ids, (x) => {
      x.aliases = params.aliases;
    }),
  ),
  ep('admin/emoji/copy', manage, ({ state, params }) => {
    const r = remoteEmojis(state).find((x) => x.id === params.emojiId);
    if (!r) throw new ApiError(ERR.copyNoSuchEmoji);
    if (state.db.emojis.some((x) => x.name === r.name)) throw new ApiError(ERR.duplicateName);
    const file = addDriveFile(state, {
      userId: null,
      name: `${r.name}.png`,
      type: 'image/png',
      bytes: emojiImage(r.name),
      sourceUrl: remoteUrl(state, r),
    });
    const rec: EmojiRec = {
      id: genId(),
      updatedAt: Date.now(),
      name: r.name,
      category: r.category,
      aliases: [...r.aliases],
      license: r.license,
      isSensitive: false,
      localOnly: false,
      fileId: file.id,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    };
    state.db.emojis.push(rec);
    broadcast(state, 'emojiAdded', { emoji: packEmojiDetailed(state, rec) });
    return { id: rec.id };
  }),
];
