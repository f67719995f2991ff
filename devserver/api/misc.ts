/**
 * Charts, remote lookup (ap/show for this server's own URLs), federation, apps.
 */
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { packNote } from '../store/pack-note';
import { packUserDetailedNotMe, REMOTE_INSTANCES } from '../store/pack-user';
import { isKnownHost, listInstances, packInstance } from './federationAdmin';
import { isModerator } from '../store/policies';
import { canSee } from '../store/visibility';
import { resourceHash } from '../static/externalResources';

const EXT_INVALID_SCHEMA = {
  message: 'External resource returned invalid schema.',
  code: 'EXT_RESOURCE_RETURNED_INVALID_SCHEMA',
  id: 'bb774091-7a15-4a70-9dc5-6ac8cf125856',
};
const EXT_HASH_MISMATCH = {
  message: 'Hash did not match.',
  code: 'EXT_RESOURCE_HASH_DIDNT_MATCH',
  id: '693ba8ba-b486-40df-a174-72f8279b56a4',
};

type Shape = number | { [k: string]: Shape };

/** A chart answer: every leaf of the template becomes an array of `span` numbers. */
function chart(template: Shape, span: number, fill: (i: number) => number = () => 0): unknown {
  if (typeof template === 'number') return Array.from({ length: span }, (_, i) => fill(i));
  return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, chart(v, span, fill)]));
}

const NOTES = { total: 0, inc: 0, dec: 0, diffs: { normal: 0, reply: 0, renote: 0, withFile: 0 } };
const USERS = { total: 0, inc: 0, dec: 0 };
const DRIVE = { totalCount: 0, totalSize: 0, incCount: 0, incSize: 0, decCount: 0, decSize: 0 };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const miscEndpoints = [
  // /install-extensions: the server fetches { type, data } and checks the sha512 of data.
  ep('fetch-external-resources', { requireCredential: true, secure: true }, async ({ params, services }) => {
    let doc: unknown;
    try {
      doc = JSON.parse((await services.fetchUrl(params.url)).bytes.toString('utf8'));
    } catch {
      throw new ApiError(EXT_INVALID_SCHEMA);
    }
    if (!isRecord(doc) || typeof doc.type !== 'string' || typeof doc.data !== 'string' || !doc.type || !doc.data)
      throw new ApiError(EXT_INVALID_SCHEMA);
    if (resourceHash(doc.data) !== params.hash) throw new ApiError(EXT_HASH_MISMATCH);
    return { type: doc.type, data: doc.data };
  }),
  ep('charts/notes', { allowGet: true }, ({ params }) => chart({ local: NOTES, remote: NOTES }, params.limit ?? 30) as never),
  ep('charts/users', { allowGet: true }, ({ params }) => chart({ local: USERS, remote: USERS }, params.limit ?? 30) as never),
  ep('charts/drive', { allowGet: true }, ({ params }) => chart({ local: DRIVE, remote: DRIVE }, params.limit ?? 30) as never),
  ep(
    'charts/active-users',
    { allowGet: true },
    ({ params }) =>
      chart(
        {
          readWrite: 0,
          read: 0,
          write: 0,
          registeredWithinWeek: 0,
          registeredWithinMonth: 0,
          registeredWithinYear: 0,
          registeredOutsideWeek: 0,
          registeredOutsideMonth: 0,
          registeredOutsideYear: 0,
        },
        params.limit ?? 30,
        (i) => (i * 7) % 5,
      ) as never,
  ),
  ep(
    'charts/instance',
    { allowGet: true },
    ({ params }) =>
      chart(
        {
          requests: { failed: 0, succeeded: 0, received: 0 },
          notes: NOTES,
          users: USERS,
          following: USERS,
          followers: USERS,
          drive: { totalFiles: 0, incFiles: 0, decFiles: 0, incUsage: 0, decUsage: 0 },
        },
        params.limit ?? 30,
      ) as never,
  ),
  ep(
    'charts/user/notes',
    { allowGet: true },
    ({ state, params }) =>
      chart(NOTES, params.limit ?? 30, (i) => (i === 0 ? state.db.notes.filter((n) => n.userId === params.userId).length : 0)) as never,
  ),
  ep(
    'charts/user/following',
    { allowGet: true },
    ({ params }) =>
      chart(
        { local: { followings: USERS, followers: USERS }, remote: { followings: USERS, followers: USERS } },
        params.limit ?? 30,
      ) as never,
  ),
  ep(
    'charts/user/pv',
    { allowGet: true },
    ({ params }) => chart({ upv: { user: 0, visitor: 0 }, pv: { user: 0, visitor: 0 } }, params.limit ?? 30) as never,
  ),
  ep(
    'charts/user/reactions',
    { allowGet: true },
    ({ params }) => chart({ local: { count: 0 }, remote: { count: 0 } }, params.limit ?? 30) as never,
  ),
  ep('charts/user/drive', { allowGet: true }, ({ params }) => chart(DRIVE, params.limit ?? 30) as never),

  ep('ap/show', { requireCredential: true }, ({ state, me, params }) => {
    let url: URL;
    try {
      url = new URL(params.uri);
    } catch {
      throw new ApiError(X.URI_INVALID);
    }
    if (!/^https?:$/.test(url.protocol)) throw new ApiError(X.URI_INVALID);
    if (url.host !== state.host) {
      const remote = state.db.users.find((u) => u.uri === params.uri || u.url === params.uri);
      if (remote) return { type: 'User' as const, object: packUserDetailedNotMe(state, remote, me.id) };
      const rn = state.db.notes.find((n) => n.uri === params.uri || n.url === params.uri);
      if (rn && canSee(state, rn, me.id)) return { type: 'Note' as const, object: packNote(state, rn, me.id, { detail: true }) };
      throw new ApiError(X.NO_SUCH_OBJECT);
    }
    const note = /^\/notes\/(\w+)/.exec(url.pathname);
    if (note) {
      const n = state.note(note[1]);
      if (!n || !canSee(state, n, me.id)) throw new ApiError(X.NO_SUCH_OBJECT);
      return { type: 'Note' as const, object: packNote(state, n, me.id, { detail: true }) };
    }
    const user = /^\/@([\w]+)(?:@([\w.-]+))?\/?$/.exec(url.pathname) ?? /^\/users\/(\w+)$/.exec(url.pathname);
    if (user) {
      const u = url.pathname.startsWith('/users/') ? state.user(user[1]) : state.userByName(user[1] ?? '', user[2] ?? null);
      if (!u) throw new ApiError(X.NO_SUCH_OBJECT);
      return { type: 'User' as const, object: packUserDetailedNotMe(state, u, me.id) };
    }
    throw new ApiError(X.NO_SUCH_OBJECT);
  }),

  ep('federation/instances', { allowGet: true }, ({ state, me, params }) =>
    listInstances(state, params, isModerator(state, me ?? undefined)),
  ),
  ep(
    'federation/show-instance',
    { allowGet: true },
    ({ state, me, params }) =>
      (isKnownHost(params.host) ? packInstance(state, params.host, isModerator(state, me ?? undefined)) : null) as never,
  ),
  ep('federation/stats', { allowGet: true }, ({ state }) => ({
    topSubInstances: Object.keys(REMOTE_INSTANCES).map((h) => packInstance(state, h)),
    otherFollowersCount: 0,
    topPubInstances: Object.keys(REMOTE_INSTANCES).map((h) => packInstance(state, h)),
    otherFollowingCount: 0,
  })),
];
