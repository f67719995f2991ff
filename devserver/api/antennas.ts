/**
 * Antennas.
 */
import type { State } from '../store/state';
import type { AntennaRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { packAntenna } from '../store/pack-misc';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';

const cred = { requireCredential: true } as const;

function ownAntenna(state: State, me: UserRec, id: string): AntennaRec {
  const a = state.db.antennas.find((x) => x.id === id && x.userId === me.id);
  if (!a) throw new ApiError(X.NO_SUCH_ANTENNA);
  return a;
}

type AntennaFields = Partial<
  Pick<
    AntennaRec,
    | 'name'
    | 'src'
    | 'userListId'
    | 'users'
    | 'keywords'
    | 'excludeKeywords'
    | 'caseSensitive'
    | 'localOnly'
    | 'excludeBots'
    | 'withReplies'
    | 'withFile'
    | 'isActive'
    | 'notify'
    | 'excludeNotesInSensitiveChannel'
  >
>;

const emptyKeyword = {
  message: 'Either keywords or excludeKeywords is required.',
  code: 'EMPTY_KEYWORD',
  id: '53ee222e-1ddd-4f9a-92e5-9fb82ddb463a',
};

/** Misskey 2025.9: keywords and excludeKeywords may not both be empty, whatever the source. */
function checkKeywords(p: { keywords?: string[][]; excludeKeywords?: string[][] }): void {
  if (!p.keywords || !p.excludeKeywords) return;
  if (p.keywords.flat().every((x) => x === '') && p.excludeKeywords.flat().every((x) => x === '')) throw new ApiError(emptyKeyword);
}

function apply(state: State, me: UserRec, a: AntennaRec, p: AntennaFields): void {
  // Misskey 2025.9 checks the list only when a userListId is given (a list source without one is accepted).
  if ((p.src === 'list' || a.src === 'list') && p.userListId) {
    if (!state.db.lists.some((l) => l.id === p.userListId && l.userId === me.id))
      throw new ApiError({ ...X.NO_SUCH_LIST, id: '1c6b35c9-943e-48c2-81e4-2844989407f7' });
  }
  for (const k of Object.keys(p) as (keyof AntennaFields)[]) {
    const v = p[k];
    if (v !== undefined) (a as unknown as Record<string, unknown>)[k] = v;
  }
}

export const antennaEndpoints = [
  ep('antennas/list', { ...cred, kind: 'read:account' }, ({ state, me }) =>
    state.db.antennas.filter((a) => a.userId === me.id).map(packAntenna),
  ),

  ep('antennas/create', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    checkKeywords(params);
    if (state.db.antennas.filter((a) => a.userId === me.id).length >= policiesOf(state, me).antennaLimit)
      throw new ApiError(X.TOO_MANY_ANTENNAS);
    const a: AntennaRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      name: params.name,
      src: params.src,
      userListId: params.userListId ?? null,
      users: params.users,
      keywords: params.keywords,
      excludeKeywords: params.excludeKeywords,
      caseSensitive: params.caseSensitive,
      localOnly: params.localOnly ?? false,
      excludeBots: params.excludeBots ?? false,
      withReplies: params.withReplies,
      withFile: params.withFile,
      isActive: true,
      hasUnreadNote: false,
      notify: false,
      excludeNotesInSensitiveChannel: params.excludeNotesInSensitiveChannel ?? false,
    };
    apply(state, me, a, { userListId: a.userListId });
    state.db.antennas.push(a);
    return packAntenna(a);
  }),

  ep('antennas/show', { ...cred, kind: 'read:account' }, ({ state, me, params }) => packAntenna(ownAntenna(state, me, params.antennaId))),

  ep('antennas/update', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    checkKeywords(params);
    const a = ownAntenna(state, me, params.antennaId);
    // Misskey 2025.9 takes no isActive or notify here and reactivates an antenna on every update.
    const { antennaId: _id, ...rest } = params;
    apply(state, me, a, { ...(rest as AntennaFields), isActive: true });
    return packAntenna(a);
  }),

  ep('antennas/delete', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const a = ownAntenna(state, me, params.antennaId);
    state.db.antennas = state.db.antennas.filter((x) => x !== a);
  }),
];
