/**
 * Known remote servers as Misskey 2025.9 packs them (FederationInstance), their listing with the
 * control panel's filters and sorts, and the moderators' actions on one: stop delivering, the
 * moderation note, refresh its data, delete its files. Blocked / silenced / media-silenced hosts
 * are the server settings' lists (admin/meta, admin/update-meta), kept here per server state.
 */
import type { Endpoints, entities } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { internalError } from '../http/errors';
import { REMOTE_INSTANCES } from '../store/pack-user';

type Suspension = entities.FederationInstance['suspensionState'];
type ListParams = NonNullable<Endpoints['federation/instances']['req']>;

/** A server known without users here: it stopped answering (Misskey marks such a server "not responding"). */
const QUIET_HOSTS: Record<string, { name: string; softwareName: string; softwareVersion: string }> = {
  'quiet.example': { name: 'Quiet Example', softwareName: 'pleroma', softwareVersion: '2.6.0' },
};

/** What moderators changed about remote servers (per server state; /__dev/reset clears it). */
export interface HostModeration {
  suspension: Map<string, Suspension>;
  notes: Map<string, string>;
  infoUpdatedAt: Map<string, number>;
  blockedHosts: string[];
  silencedHosts: string[];
  mediaSilencedHosts: string[];
}
const moderation = new WeakMap<State, HostModeration>();
export function hostModeration(state: State): HostModeration {
  let m = moderation.get(state);
  if (!m) {
    m = { suspension: new Map(), notes: new Map(), infoUpdatedAt: new Map(), blockedHosts: [], silencedHosts: [], mediaSilencedHosts: [] };
    moderation.set(state, m);
  }
  return m;
}

/** Forgets what moderators changed (the devserver's reset). */
export const clearHostModeration = (state: State): void => void moderation.delete(state);

/** The host lists admin/meta answers. */
export function hostLists(state: State): Pick<HostModeration, 'blockedHosts' | 'silencedHosts' | 'mediaSilencedHosts'> {
  const m = hostModeration(state);
  return { blockedHosts: [...m.blockedHosts], silencedHosts: [...m.silencedHosts], mediaSilencedHosts: [...m.mediaSilencedHosts] };
}

// As Misskey's update-meta: trimmed, lower case, empty lines dropped.
const cleanHosts = (hosts: readonly string[]) => hosts.map((h) => h.trim().toLowerCase()).filter((h) => h !== '');

/** Takes the host lists of an admin/update-meta call (the ones given). */
export function applyHostLists(
  state: State,
  params: { blockedHosts?: string[] | null; silencedHosts?: string[] | null; mediaSilencedHosts?: string[] | null },
): void {
  const m = hostModeration(state);
  if (params.blockedHosts) m.blockedHosts = cleanHosts(params.blockedHosts);
  if (params.silencedHosts) m.silencedHosts = cleanHosts(params.silencedHosts);
  if (params.mediaSilencedHosts) m.mediaSilencedHosts = cleanHosts(params.mediaSilencedHosts);
}

/** Every remote server this server knows of. */
export const knownHosts = (): string[] => [...Object.keys(REMOTE_INSTANCES), ...Object.keys(QUIET_HOSTS)];
export const isKnownHost = (host: string): boolean => host in REMOTE_INSTANCES || host in QUIET_HOSTS;

// Misskey matches a listed host and its subdomains.
const listed = (list: readonly string[], host: string) => list.some((h) => host === h || host.endsWith(`.${h}`));

/** A known server as FederationInstance; the moderation note only for moderators. */
export function packInstance(state: State, host: string, forModerator = false): entities.FederationInstance {
  const info = REMOTE_INSTANCES[host] ?? QUIET_HOSTS[host];
  const m = hostModeration(state);
  const users = state.db.users.filter((u) => u.host === host);
  const ids = new Set(users.map((u) => u.id));
  const isLocal = (id: string) => state.user(id)?.host == null;
  const suspensionState = m.suspension.get(host) ?? 'none';
  const updated = m.infoUpdatedAt.get(host);
  return {
    id: `instance-${host}`,
    firstRetrievedAt: new Date(state.db.anchor - (host in QUIET_HOSTS ? 200 : 90) * 86400_000).toISOString(),
    host,
    usersCount: users.length,
    notesCount: state.db.notes.filter((n) => ids.has(n.userId)).length,
    // As Misskey counts them: follows from here to there, and from there to here.
    followingCount: state.db.follows.filter((f) => ids.has(f.followeeId) && isLocal(f.followerId)).length,
    followersCount: state.db.follows.filter((f) => ids.has(f.followerId) && isLocal(f.followeeId)).length,
    isNotResponding: host in QUIET_HOSTS,
    isSuspended: suspensionState !== 'none',
    suspensionState,
    isBlocked: listed(m.blockedHosts, host),
    softwareName: info?.softwareName ?? null,
    softwareVersion: info?.softwareVersion ?? null,
    openRegistrations: host in QUIET_HOSTS ? null : true,
    name: info?.name ?? host,
    description: null,
    maintainerName: null,
    maintainerEmail: null,
    isSilenced: listed(m.silencedHosts, host),
    isMediaSilenced: listed(m.mediaSilencedHosts, host),
    iconUrl: `${state.origin}/static/instance-icon.png`,
    faviconUrl: `${state.origin}/static/instance-icon.png`,
    themeColor: REMOTE_INSTANCES[host]?.themeColor ?? null,
    infoUpdatedAt: updated == null ? null : new Date(updated).toISOString(),
    latestRequestReceivedAt: host in QUIET_HOSTS ? null : new Date(state.db.anchor - 3600_000).toISOString(),
    moderationNote: forModerator ? (m.notes.get(host) ?? '') : null,
  };
}

type I = entities.FederationInstance;
const time = (s: string | null) => (s ? Date.parse(s) : 0);
// Misskey's sorts: `+key` most (or newest) first, `-key` the reverse.
const KEYS: Record<string, (i: I) => number> = {
  pubSub: (i) => i.followingCount + i.followersCount,
  notes: (i) => i.notesCount,
  users: (i) => i.usersCount,
  following: (i) => i.followingCount,
  followers: (i) => i.followersCount,
  firstRetrievedAt: (i) => time(i.firstRetrievedAt),
  latestRequestReceivedAt: (i) => time(i.latestRequestReceivedAt),
};
function sorter(sort: NonNullable<ListParams['sort']>): (a: I, b: I) => number {
  const key = KEYS[sort.slice(1)] ?? (() => 0);
  return sort.startsWith('+') ? (a, b) => key(b) - key(a) : (a, b) => key(a) - key(b);
}

/** federation/instances: Misskey's filters (each a tri-state: true, false or absent), sort, offset paging. */
export function listInstances(state: State, p: ListParams, forModerator = false): I[] {
  const want = (flag: boolean | null | undefined, has: boolean) => flag == null || flag === has;
  const needle = p.host?.toLowerCase();
  const all = knownHosts()
    .map((h) => packInstance(state, h, forModerator))
    .filter(
      (i) =>
        want(p.blocked, i.isBlocked) &&
        want(p.notResponding, i.isNotResponding) &&
        want(p.suspended, i.isSuspended) &&
        want(p.silenced, i.isSilenced) &&
        want(p.federating, i.followingCount > 0 || i.followersCount > 0) &&
        want(p.subscribing, i.followersCount > 0) &&
        want(p.publishing, i.followingCount > 0) &&
        (!needle || i.host.includes(needle)),
    );
  // Without a sort Misskey orders by id, newest first.
  if (p.sort) all.sort(sorter(p.sort));
  const limit = Math.min(Math.max(p.limit ?? 30, 1), 100);
  const offset = p.offset ?? 0;
  return all.slice(offset, offset + limit);
}

// Misskey throws a plain Error for an unknown host: the API answers INTERNAL_ERROR.
function known(host: string): string {
  if (!isKnownHost(host)) throw internalError(new Error('instance not found'));
  return host;
}

const mod = { requireCredential: true, requireModerator: true, kind: 'write:admin:federation' } as const;

export const federationAdminEndpoints = [
  ep('admin/federation/update-instance', mod, ({ state, params }) => {
    const host = known(params.host.toLowerCase());
    const m = hostModeration(state);
    if (params.isSuspended != null) {
      const before = m.suspension.get(host) ?? 'none';
      if ((before !== 'none') !== params.isSuspended) m.suspension.set(host, params.isSuspended ? 'manuallySuspended' : 'none');
    }
    if (params.moderationNote != null) m.notes.set(host, params.moderationNote);
  }),
  ep('admin/federation/refresh-remote-instance-metadata', mod, ({ state, params }) => {
    hostModeration(state).infoUpdatedAt.set(known(params.host.toLowerCase()), Date.now());
  }),
  // Misskey deletes the files of the host's users whether it knows the host or not.
  ep('admin/federation/delete-all-files', mod, ({ state, params }) => {
    const owners = new Set(state.db.users.filter((u) => u.host === params.host).map((u) => u.id));
    for (const f of state.db.files.filter((x) => x.userId != null && owners.has(x.userId))) state.removeFile(f.id);
  }),
];
