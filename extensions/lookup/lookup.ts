import { isApiError } from '@kite/sdk';
import type { ApiService, DialogService, I18nService, NavigationService } from '@kite/sdk';
import { parseLookup, pathForApObject, remoteLookupErrors, userPath } from './parse';
import { lookupMessages as m } from './messages';
import { lookupNavMessages as nav } from './navMessages';

export interface LookupDeps {
  dialogs: DialogService;
  nav: NavigationService;
  i18n: I18nService;
  api: ApiService;
}

/** The lookup prompt: asks for input, then resolves it (see `resolveLookup`). */
export async function runLookup(deps: LookupDeps): Promise<void> {
  const { dialogs, i18n } = deps;
  const r = await dialogs.open<string>({
    title: i18n.t(nav.lookup),
    input: { type: 'text', placeholder: i18n.t(m.placeholder) },
    showCancelButton: true,
  });
  if (r.canceled) return;
  await resolveLookup(deps, r.result);
}

/**
 * Opens what `query` names: a user or tag page, this server's own note or user address,
 * a bare note or user id (`notes/show`, then `users/show`), or a remote https:// address
 * through `ap/show` with the "fetching as AP object" progress and the remote lookup error
 * dialogs of spec 1 §8. Returns false when nothing was opened.
 */
export async function resolveLookup(
  deps: LookupDeps,
  query: string | null | undefined,
  opts: { replace?: boolean } = {},
): Promise<boolean> {
  const { dialogs, nav, i18n, api } = deps;
  const go = (path: string) => (opts.replace ? nav.replace(path) : nav.push(path));
  const action = parseLookup(query, new URL(api.origin).origin);
  if (action.kind === 'none') return false;
  if (action.kind === 'navigate') {
    go(action.path);
    return true;
  }
  try {
    if (action.kind === 'id') {
      const path = await dialogs.waiting(byId(api, action.id));
      if (!path) {
        await dialogs.alert({ type: 'error', title: i18n.t(m.noSuchObjectTitle), text: i18n.t(m.noSuchObjectText) });
        return false;
      }
      go(path);
      return true;
    }
    const res = await dialogs.waiting(api.request('ap/show', { uri: action.uri }), { title: i18n.t(m.fetchingAsApObject) });
    go(pathForApObject(res));
    return true;
  } catch (e) {
    const id = isApiError(e) ? e.id : '';
    const known = id in remoteLookupErrors ? remoteLookupErrors[id as keyof typeof remoteLookupErrors] : null;
    if (known) {
      await dialogs.alert({ type: 'error', title: i18n.t(m[`${known}Title`]), text: i18n.t(m[`${known}Text`]) });
    } else {
      const message = e instanceof Error ? e.message : String(e);
      await dialogs.alert({ type: 'error', title: i18n.t(m.somethingHappened), text: id ? `${message}\n${id}` : message });
    }
    return false;
  }
}

/** A bare id: a note if one has it, else a user; null when neither exists (other errors are thrown). */
async function byId(api: ApiService, id: string): Promise<string | null> {
  const missing = (e: unknown) => isApiError(e) && (e.code === 'NO_SUCH_NOTE' || e.code === 'NO_SUCH_USER' || e.status === 404);
  try {
    const note = await api.request('notes/show', { noteId: id });
    return `/notes/${note.id}`;
  } catch (e) {
    if (!missing(e)) throw e;
  }
  try {
    // misskey-js types this answer as a switch on the request shape; by id it is one user.
    const user: unknown = await api.request('users/show', { userId: id });
    if (isUser(user)) return userPath(user);
  } catch (e) {
    if (!missing(e)) throw e;
  }
  return null;
}

function isUser(v: unknown): v is { username: string; host: string | null } {
  if (typeof v !== 'object' || v === null || !('username' in v) || !('host' in v)) return false;
  return typeof v.username === 'string' && (v.host === null || typeof v.host === 'string');
}
