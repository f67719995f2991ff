import type { entities } from 'misskey-js';

const origin = () => globalThis.location?.origin ?? 'http://localhost';
const now = Date.now();

export function fixtureUser(username: string, extra: Partial<entities.UserLite> = {}): entities.UserLite {
  return {
    id: `fx-user-${username}`,
    username,
    host: null,
    name: username[0].toUpperCase() + username.slice(1),
    avatarUrl: `${origin()}/favicon.svg`,
    avatarBlurhash: null,
    avatarDecorations: [],
    isBot: false,
    isCat: false,
    emojis: {},
    onlineStatus: 'online',
    badgeRoles: [],
    ...extra,
  };
}

export function fixtureFile(id: string, extra: Partial<entities.DriveFile> = {}): entities.DriveFile {
  return {
    id,
    createdAt: new Date(now).toISOString(),
    name: `${id}.png`,
    type: 'image/png',
    md5: '',
    size: 1000,
    isSensitive: false,
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    properties: { width: 640, height: 360 },
    url: `${origin()}/__fixtures/kite.png`,
    thumbnailUrl: `${origin()}/__fixtures/kite.png`,
    comment: null,
    folderId: null,
    folder: null,
    userId: null,
    user: null,
    ...extra,
  };
}

let seq = 0;
/** A note for the gallery; ids start with `fx-` so the fixture Api can answer for them. */
export function fixtureNote(extra: Partial<entities.Note> = {}, user = fixtureUser('alice')): entities.Note {
  seq++;
  return {
    id: `fx-${seq}`,
    createdAt: new Date(now - seq * 60_000).toISOString(),
    userId: user.id,
    user,
    text: null,
    cw: null,
    visibility: 'public',
    localOnly: false,
    reactionAcceptance: null,
    reactionEmojis: {},
    reactions: {},
    reactionCount: 0,
    renoteCount: 0,
    repliesCount: 0,
    fileIds: (extra.files ?? []).map((f) => f.id),
    files: [],
    replyId: null,
    renoteId: null,
    emojis: {},
    ...extra,
  };
}
