/**
 * Push registrations (`sw/*`), answering as Misskey 2025.9 does: one registration per user and
 * endpoint (register again → `already-subscribed`), `show-registration` null when there is none,
 * `update-registration` NO_SUCH_REGISTRATION, and `unregister` credential-optional (signed out, it
 * removes the endpoint for everyone). Kept in memory beside the current database, so a reseed forgets them.
 */
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { required, str } from '../http/params';
import { genId } from '../store/ids';
import { serverMetaOf } from '../store/serverMeta';
import type { State } from '../store/state';
import type { ServerConfig } from './meta';

export interface SwRegistration {
  id: string;
  userId: string;
  endpoint: string;
  auth: string;
  publickey: string;
  sendReadMessage: boolean;
}

const byDb = new WeakMap<object, SwRegistration[]>();

/** The push registrations of the server (tests read them: the devserver sends no real push). */
export function swRegistrations(state: State): SwRegistration[] {
  let list = byDb.get(state.db);
  if (!list) byDb.set(state.db, (list = []));
  return list;
}

const NO_SUCH_REGISTRATION = {
  message: 'No such registration.',
  code: 'NO_SUCH_REGISTRATION',
  // Misskey's id starts with a space: kept, since clients compare ids.
  id: ' b09d8066-8064-5613-efb6-0e963b21d012',
};

const cred = { requireCredential: true, secure: true } as const;
const shown = (r: SwRegistration) => ({ userId: r.userId, endpoint: r.endpoint, sendReadMessage: r.sendReadMessage });

export function swEndpoints(cfg: ServerConfig) {
  return [
    ep('sw/register', cred, ({ state, me, params }) => {
      const endpoint = str(required(params.endpoint, 'endpoint'), 'endpoint');
      const auth = str(required(params.auth, 'auth'), 'auth');
      const publickey = str(required(params.publickey, 'publickey'), 'publickey');
      const key = serverMetaOf(state, cfg.name).swPublickey;
      const list = swRegistrations(state);
      const found = list.find((r) => r.userId === me.id && r.endpoint === endpoint && r.auth === auth && r.publickey === publickey);
      if (found) return { state: 'already-subscribed' as const, key, ...shown(found) };
      const reg = { id: genId(), userId: me.id, endpoint, auth, publickey, sendReadMessage: params.sendReadMessage ?? false };
      list.push(reg);
      return { state: 'subscribed' as const, key, ...shown(reg) };
    }),
    ep('sw/show-registration', cred, ({ state, me, params }) => {
      const endpoint = str(required(params.endpoint, 'endpoint'), 'endpoint');
      const found = swRegistrations(state).find((r) => r.userId === me.id && r.endpoint === endpoint);
      return found ? shown(found) : null;
    }),
    ep('sw/update-registration', cred, ({ state, me, params }) => {
      const endpoint = str(required(params.endpoint, 'endpoint'), 'endpoint');
      const found = swRegistrations(state).find((r) => r.userId === me.id && r.endpoint === endpoint);
      if (!found) throw new ApiError(NO_SUCH_REGISTRATION);
      if (params.sendReadMessage !== undefined) found.sendReadMessage = params.sendReadMessage;
      return shown(found);
    }),
    ep('sw/unregister', {}, ({ state, me, params }) => {
      const endpoint = str(required(params.endpoint, 'endpoint'), 'endpoint');
      const list = swRegistrations(state);
      const keep = list.filter((r) => !(r.endpoint === endpoint && (me == null || r.userId === me.id)));
      list.splice(0, list.length, ...keep);
    }),
  ];
}
