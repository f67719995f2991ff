/**
 * ActivityPub relays as Misskey 2025.9's control panel manages them: list, add (an https inbox;
 * the relay stays "requesting" until it answers, which a devserver's never does) and remove by inbox.
 */
import type { Endpoints } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { genId } from '../store/ids';

type Relay = Endpoints['admin/relays/add']['res'];
const mod = { requireCredential: true, requireModerator: true } as const;

// Keyed by the database object: /__dev/reset replaces it, which forgets the relays with it.
const relays = new WeakMap<object, Relay[]>();
/** The server's relays (a seed or a test may add one in another state). */
export const relaysOf = (state: State): Relay[] => {
  let list = relays.get(state.db);
  if (!list) relays.set(state.db, (list = []));
  return list;
};

export const relayEndpoints = [
  ep('admin/relays/list', { ...mod, kind: 'read:admin:relays' }, ({ state }) => relaysOf(state).map((r) => ({ ...r }))),
  ep('admin/relays/add', { ...mod, kind: 'write:admin:relays' }, ({ state, params }) => {
    let https = false;
    try {
      https = new URL(params.inbox).protocol === 'https:';
    } catch {
      https = false;
    }
    if (!https) throw new ApiError({ message: 'Invalid URL', code: 'INVALID_URL', id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c' });
    // The inbox is unique in Misskey's table: a second insert fails as an internal error.
    if (relaysOf(state).some((r) => r.inbox === params.inbox)) throw new Error('duplicate key value violates unique constraint');
    const relay: Relay = { id: genId(), inbox: params.inbox, status: 'requesting' };
    relaysOf(state).push(relay);
    return { ...relay };
  }),
  ep('admin/relays/remove', { ...mod, kind: 'write:admin:relays' }, ({ state, params }) => {
    const list = relaysOf(state);
    const i = list.findIndex((r) => r.inbox === params.inbox);
    // Misskey throws a plain Error here (an INTERNAL_ERROR answer).
    if (i < 0) throw new Error('relay not found');
    list.splice(i, 1);
  }),
];
