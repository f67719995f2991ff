import type { entities } from 'misskey-js';
import { Api, Viewer } from '@kite/sdk';
import type { ApiService, ServiceResolver, Token, ViewerInfo, ViewerService } from '@kite/sdk';
import { fixtureUser } from './make';

/**
 * Services for the fixture notes of /debug/notes: the server does not know notes with `fx-`
 * ids, so poll votes and reaction lists for them are answered here; everything else goes to
 * the real Api. Fixture notes are seen by a signed-in fixture user unless `visitor` is set.
 */
export function fixtureResolver(parent: ServiceResolver, visitor: boolean): ServiceResolver {
  const real = parent.has(Api) ? parent.resolve(Api) : null;
  const local = async (endpoint: string, params: unknown): Promise<unknown> => {
    const p = (params ?? {}) as { noteId?: string };
    if (typeof p.noteId === 'string' && p.noteId.startsWith('fx-')) {
      if (endpoint === 'notes/polls/vote') return undefined;
      if (endpoint === 'notes/reactions') {
        return Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, createdAt: '', type: '', user: fixtureUser(`user${i}`) }));
      }
    }
    if (!real) throw new Error('no server');
    return real.request(endpoint as never, params as never);
  };
  const api = {
    origin: real?.origin ?? location.origin,
    request: local,
    get: local,
    requestWithUi: local,
  } as unknown as ApiService;
  const me = { ...fixtureUser('you'), id: 'fx-user-you', mutedWords: [], hardMutedWords: [] } as unknown as entities.MeDetailed;
  const info: ViewerInfo = visitor
    ? { signedIn: false, me: null, isStaff: false, meta: null }
    : { signedIn: true, me, isStaff: true, meta: null };
  const parentViewer = parent.resolve(Viewer);
  const viewer: ViewerService = { info, subscribe: () => () => {}, requestSignin: () => parentViewer.requestSignin() };
  return {
    resolve<T>(token: Token<T>): T {
      if (token.key === Api.key) return api as T;
      if (token.key === Viewer.key) return viewer as T;
      return parent.resolve(token);
    },
    has: (token) => token.key === Api.key || parent.has(token),
  };
}
