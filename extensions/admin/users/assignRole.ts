import type { ApiService, DialogService, MessageKey } from '@kite/sdk';
import { expiresAtFor, expiryChoices } from './expiry';
import { usersMessages as m } from './messages';
import { succeeded } from '../succeeded';

/**
 * Asks how long the assignment lasts, then assigns `roleId` to `userId` (errors shown by the API's
 * dialog). True when the role was assigned.
 */
export async function assignWithExpiry(
  api: ApiService,
  dialogs: DialogService,
  t: (key: MessageKey) => string,
  roleId: string,
  userId: string,
): Promise<boolean> {
  const when = await dialogs.open<string>({
    title: t(m.expiryTitle),
    select: { items: expiryChoices.map((c) => ({ value: c.id, text: t(c.text) })), default: 'forever' },
    showCancelButton: true,
  });
  if (when.canceled) return false;
  const expiresAt = expiresAtFor(when.result, Date.now());
  return succeeded(api.requestWithUi('admin/roles/assign', { roleId, userId, expiresAt }));
}
