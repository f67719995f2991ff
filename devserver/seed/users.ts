/**
 * Seed: users, roles, follows, custom emojis, channels and drive files.
 */
import type { State } from '../store/state';
import type { ChannelRec, DriveFileRec, RoleRec, UserRec } from '../store/types';
import { newUser, nativeToken } from '../store/accounts';
import { addDriveFile } from '../store/drive-service';
import { genId } from '../store/ids';
import { follow } from '../api/following';
import { emojiImage, picture, wav } from './media';
import { SAMPLE_WEBM } from './video';

const DAY = 86400_000;

export interface SeedUsers {
  alice: UserRec;
  bob: UserRec;
  carol: UserRec;
  dave: UserRec;
  erin: UserRec;
  grace: UserRec;
  frank: UserRec;
  heidi: UserRec;
  ivan: UserRec;
  all: UserRec[];
}

export function seedUsers(state: State, anchor: number): SeedUsers {
  const mk = (username: string, days: number, extra: Partial<UserRec>): UserRec => {
    const u = newUser({
      username,
      createdAt: anchor - days * DAY,
      password: extra.host ? null : 'password',
      lastActiveAt: anchor - 5 * 60_000,
      ...extra,
    });
    state.addUser(u);
    if (!u.host) nativeToken(state, u, `kite-devserver-${username}`);
    return u;
  };
  const alice = mk('alice', 400, {
    name: 'Alice :kite:',
    isAdmin: true,
    description: 'Admin of this **devserver**. I like $[rainbow kites].',
    location: 'Tokyo',
    birthday: '1990-04-01',
    lang: 'en',
    fields: [
      { name: 'Website', value: 'https://example.com' },
      { name: 'Pronouns', value: 'she/her' },
    ],
    loggedInDays: 120,
  });
  const bob = mk('bob', 300, { name: 'Bob the Moderator', isModerator: true, description: 'Keeping things tidy.', loggedInDays: 80 });
  const carol = mk('carol', 200, { name: 'Carol', description: 'Photographer 📷 and cat person. #photography #kites', isCat: true });
  const dave = mk('dave', 150, { name: 'Dave (bot)', isBot: true, description: 'I post the weather every hour. Beep.' });
  const erin = mk('erin', 100, { name: 'Erin', isSilenced: true, description: 'Silenced for testing.' });
  const grace = mk('grace', 90, {
    name: 'Grace',
    isLocked: true,
    totp: '123456',
    description: 'Locked account with a second factor (code 123456).',
  });
  const frank = mk('frank', 250, {
    host: 'remote.example',
    name: 'Frank from afar',
    description: 'Remote user on remote.example. #kites #travel',
    uri: 'https://remote.example/users/frank',
    url: 'https://remote.example/@frank',
  });
  const heidi = mk('heidi', 220, {
    host: 'remote.example',
    name: 'Heidi',
    isCat: true,
    uri: 'https://remote.example/users/heidi',
    url: 'https://remote.example/@heidi',
  });
  const ivan = mk('ivan', 180, {
    host: 'mastodon.example',
    name: 'Ivan',
    uri: 'https://mastodon.example/users/ivan',
    url: 'https://mastodon.example/@ivan',
  });
  // A moved account (Misskey shows the notice with the new one on the profile).
  ivan.movedTo = frank.id;
  const all = [alice, bob, carol, dave, erin, grace, frank, heidi, ivan];

  const f = (a: UserRec, b: UserRec, days = 30): void => follow(state, a, b, { silent: true, createdAt: anchor - days * DAY });
  f(alice, carol);
  f(alice, bob);
  f(alice, frank);
  f(carol, alice);
  f(bob, alice);
  f(frank, alice);
  f(heidi, alice);
  f(bob, carol);
  f(carol, bob);
  f(dave, alice);
  f(erin, alice);
  f(carol, heidi);
  f(bob, dave);
  f(ivan, carol);
  const aliceFollowsCarol = state.db.follows.find((x) => x.followerId === alice.id && x.followeeId === carol.id);
  if (aliceFollowsCarol) aliceFollowsCarol.notify = 'normal';
  // A pending follow request to alice, and one to the locked grace.
  alice.isLocked = false;
  state.db.followRequests.push({ id: genId(anchor - 2 * DAY), createdAt: anchor - 2 * DAY, followerId: ivan.id, followeeId: alice.id });
  state.db.followRequests.push({ id: genId(anchor - DAY), createdAt: anchor - DAY, followerId: carol.id, followeeId: grace.id });

  seedRoles(state, anchor, { alice, bob, carol, dave, erin });
  return { alice, bob, carol, dave, erin, grace, frank, heidi, ivan, all };
}

function role(state: State, anchor: number, r: Partial<RoleRec> & { name: string }, members: UserRec[]): RoleRec {
  const rec: RoleRec = {
    id: genId(anchor - 300 * DAY),
    createdAt: anchor - 300 * DAY,
    updatedAt: anchor - 10 * DAY,
    description: '',
    color: null,
    iconUrl: null,
    isModerator: false,
    isAdministrator: false,
    displayOrder: 0,
    target: 'manual',
    isPublic: true,
    isExplorable: true,
    asBadge: false,
    canEditMembersByModerator: false,
    policies: {},
    assignments: members.map((m) => ({ userId: m.id, expiresAt: null, createdAt: anchor - 100 * DAY })),
    ...r,
  };
  state.db.roles.push(rec);
  return rec;
}

function seedRoles(state: State, anchor: number, u: { alice: UserRec; bob: UserRec; carol: UserRec; dave: UserRec; erin: UserRec }): void {
  const on = <T>(value: T) => ({ useDefault: false, priority: 0, value });
  role(
    state,
    anchor,
    {
      name: 'Administrator',
      isAdministrator: true,
      color: '#e0245e',
      displayOrder: 100,
      asBadge: true,
      iconUrl: `${state.origin}/static/badge-admin.png`,
      policies: { canManageCustomEmojis: on(true), canInvite: on(true), maxFileSizeMb: on(50) },
    },
    [u.alice],
  );
  role(
    state,
    anchor,
    {
      name: 'Moderator',
      isModerator: true,
      color: '#3a8fd8',
      displayOrder: 90,
      asBadge: true,
      iconUrl: `${state.origin}/static/badge-mod.png`,
      canEditMembersByModerator: true,
    },
    [u.bob],
  );
  role(
    state,
    anchor,
    {
      name: 'Supporter',
      color: '#f5a623',
      displayOrder: 10,
      asBadge: true,
      iconUrl: `${state.origin}/static/badge-supporter.png`,
      policies: { canHideAds: on(true), clipLimit: on(50) },
    },
    [u.carol],
  );
  role(
    state,
    anchor,
    {
      name: 'Restricted',
      description: 'No local/global timeline, no search, no drafts or watermarks, 1 MB uploads.',
      isPublic: false,
      isExplorable: false,
      policies: {
        ltlAvailable: on(false),
        gtlAvailable: on(false),
        canSearchNotes: on(false),
        noteDraftLimit: on(0),
        watermarkAvailable: on(false),
        maxFileSizeMb: on(1),
        canUseTranslator: on(false),
        chatAvailability: on('unavailable'),
      },
    },
    [u.dave],
  );
  role(state, anchor, { name: 'Silenced', isPublic: false, isExplorable: false, policies: { canPublicNote: on(false) } }, [u.erin]);
}

export interface SeedFiles {
  images: DriveFileRec[];
  sensitive: DriveFileRec;
  audio: DriveFileRec;
  video: DriveFileRec | null;
  folderIds: string[];
}

export function seedFiles(state: State, anchor: number, users: SeedUsers): SeedFiles {
  const at = (d: number): number => anchor - d * DAY;
  const folder = (userId: string, name: string, parentId: string | null, d: number): string => {
    const f = { id: genId(at(d)), createdAt: at(d), userId, name, parentId };
    state.db.folders.push(f);
    return f.id;
  };
  const photos = folder(users.alice.id, 'Photos', null, 60);
  const trips = folder(users.alice.id, 'Trips', photos, 59);
  const sounds = folder(users.alice.id, 'Sounds', null, 58);
  const images: DriveFileRec[] = [];
  const names = ['beach', 'mountain', 'city', 'forest', 'desert', 'lake', 'meadow', 'harbor'];
  names.forEach((n, i) => {
    const owner = i < 5 ? users.alice : users.carol;
    images.push(
      addDriveFile(state, {
        userId: owner.id,
        name: `${n}.png`,
        type: 'image/png',
        bytes: picture(n),
        folderId: owner === users.alice ? (i < 2 ? trips : photos) : null,
        createdAt: at(50 - i),
        comment: i % 2 ? `A picture of the ${n}` : null,
      }),
    );
  });
  const sensitive = addDriveFile(state, {
    userId: users.carol.id,
    name: 'spicy.png',
    type: 'image/png',
    bytes: picture('spicy', 240, 240),
    isSensitive: true,
    createdAt: at(40),
    comment: 'A sensitive picture',
  });
  const audio = addDriveFile(state, {
    userId: users.alice.id,
    name: 'arpeggio.wav',
    type: 'audio/wav',
    bytes: wav(),
    folderId: sounds,
    createdAt: at(39),
  });
  const video =
    SAMPLE_WEBM.length > 0
      ? addDriveFile(state, { userId: users.alice.id, name: 'kite.webm', type: 'video/webm', bytes: SAMPLE_WEBM, createdAt: at(38) })
      : null;
  addDriveFile(state, {
    userId: users.alice.id,
    name: 'notes.txt',
    type: 'text/plain',
    bytes: Buffer.from('Shopping list: string, paper, glue.\n'),
    createdAt: at(37),
  });
  const avatar = addDriveFile(state, {
    userId: users.carol.id,
    name: 'carol-avatar.png',
    type: 'image/png',
    bytes: picture('carol-avatar', 128, 128),
    createdAt: at(100),
  });
  users.carol.avatarFileId = avatar.id;
  const banner = addDriveFile(state, {
    userId: users.alice.id,
    name: 'banner.png',
    type: 'image/png',
    bytes: picture('alice-banner', 600, 200),
    createdAt: at(100),
  });
  users.alice.bannerFileId = banner.id;
  return { images, sensitive, audio, video, folderIds: [photos, trips, sounds] };
}

export function seedEmojis(state: State, anchor: number): void {
  const list: [string, string, string[]][] = [
    ['kite', 'Objects', ['kite', 'tako']],
    ['blobcat', 'Blobs', ['cat']],
    ['blobcat_heart', 'Blobs', ['love']],
    ['party_parrot', 'Animals', ['parrot', 'party']],
    ['misskey', 'Logos', ['mk']],
    ['nsfw_pepper', 'Food', ['spicy']],
    ['local_only_star', 'Misc', ['star']],
  ];
  list.forEach(([name, category, aliases], i) => {
    const f = addDriveFile(state, {
      userId: null,
      name: `${name}.png`,
      type: 'image/png',
      bytes: emojiImage(name),
      createdAt: anchor - (200 - i) * DAY,
    });
    state.db.emojis.push({
      id: genId(anchor - (200 - i) * DAY),
      updatedAt: anchor - 10 * DAY,
      name,
      category,
      aliases,
      license: i === 0 ? 'CC0' : null,
      isSensitive: name === 'nsfw_pepper',
      localOnly: name === 'local_only_star',
      fileId: f.id,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    });
  });
}

export function seedChannels(state: State, anchor: number, users: SeedUsers): ChannelRec[] {
  const mk = (name: string, owner: UserRec, color: string, extra: Partial<ChannelRec>, d: number): ChannelRec => {
    const c: ChannelRec = {
      id: genId(anchor - d * DAY),
      createdAt: anchor - d * DAY,
      userId: owner.id,
      name,
      description: `The ${name} channel.`,
      color,
      bannerFileId: null,
      pinnedNoteIds: [],
      isArchived: false,
      isSensitive: false,
      allowRenoteToExternal: true,
      followers: [owner.id],
      favoritedBy: [],
      lastNotedAt: null,
      ...extra,
    };
    state.db.channels.push(c);
    return c;
  };
  const kites = mk(
    'Kite builders',
    users.alice,
    '#ff7f50',
    { followers: [users.alice.id, users.carol.id], favoritedBy: [users.alice.id] },
    120,
  );
  const photos = mk('Photography', users.carol, '#4a90e2', { followers: [users.carol.id, users.alice.id] }, 110);
  const spicy = mk('After dark', users.bob, '#8b0000', { isSensitive: true, allowRenoteToExternal: false }, 100);
  return [kites, photos, spicy];
}
