import type { entities } from 'misskey-js';
import { Api, Dialogs, I18n, Menus, Toasts, isApiError, acctOf } from '@kite/sdk';
import type { CachedCollection, MenuItem, ServiceResolver } from '@kite/sdk';
import { antennaMessages as m } from './messages';

type User = entities.UserDetailed | entities.UserLite;

/**
 * The user menu's "Add to antenna" (spec 3 §6, Misskey's addToAntenna): the antennas whose
 * source is "specific users" (from the 30-minute cache), each a switch that adds or removes
 * the user's acct in its users, through antennas/update; the cache is dropped after a change.
 */
export async function addToAntenna(
  s: ServiceResolver,
  cache: CachedCollection<entities.Antenna>,
  user: User,
  anchor: HTMLElement | null,
): Promise<void> {
  const i18n = s.resolve(I18n);
  const api = s.resolve(Api);
  const antennas = (await cache.get()).filter((a) => a.src === 'users');
  if (antennas.length === 0) {
    if (s.has(Dialogs)) await s.resolve(Dialogs).alert({ type: 'info', text: i18n.t(m.noUserAntennas) });
    return;
  }
  const acct = acctOf(user);
  const items: MenuItem[] = antennas.map((a) => ({
    type: 'switch',
    text: a.name,
    value: a.users.includes(acct),
    onChange: (on: boolean) => {
      const users = on ? [...a.users.filter((u) => u !== acct), acct] : a.users.filter((u) => u !== acct);
      api.requestWithUi('antennas/update', { antennaId: a.id, users }).then(
        () => {
          cache.invalidate();
          if (s.has(Toasts))
            s.resolve(Toasts).show(i18n.t(on ? m.addedToAntenna : m.removedFromAntenna, { name: a.name }), { icon: 'check' });
        },
        (e: unknown) => {
          if (!isApiError(e)) throw e; // requestWithUi showed it
        },
      );
    },
  }));
  await s.resolve(Menus).popup(items, anchor);
}
