import { isApiError } from '@kite/sdk';
import type { ApiService, DialogService, I18nService, NavigationService } from '@kite/sdk';
import { parseLookup, pathForApObject, remoteLookupErrors } from './parse';
import { lookupMessages as m } from './messages';

/**
 * The lookup prompt: asks for input, then opens a user or tag page, or resolves an
 * https:// address through `ap/show` (with the "fetching as AP object" progress and the
 * remote lookup error dialogs of spec 1 §8).
 */
export async function runLookup(deps: {
  dialogs: DialogService;
  nav: NavigationService;
  i18n: I18nService;
  api: ApiService | null;
}): Promise<void> {
  const { dialogs, nav, i18n } = deps;
  const r = await dialogs.open<string>({
    title: i18n.t(m.lookup),
    input: { type: 'text', placeholder: i18n.t(m.placeholder) },
    showCancelButton: true,
  });
  if (r.canceled) return;
  const action = parseLookup(r.result);
  if (action.kind === 'navigate') return nav.push(action.path);
  if (action.kind !== 'remote' || !deps.api) return;
  try {
    const res = await dialogs.waiting(deps.api.request('ap/show', { uri: action.uri }), { title: i18n.t(m.fetchingAsApObject) });
    nav.push(pathForApObject(res));
  } catch (e) {
    const id = isApiError(e) ? e.id : '';
    const known = remoteLookupErrors[id as keyof typeof remoteLookupErrors];
    if (known) {
      await dialogs.alert({ type: 'error', title: i18n.t(m[`${known}Title`]), text: i18n.t(m[`${known}Text`]) });
    } else {
      const message = e instanceof Error ? e.message : String(e);
      await dialogs.alert({ type: 'error', title: i18n.t(m.somethingHappened), text: id ? `${message}\n${id}` : message });
    }
  }
}
