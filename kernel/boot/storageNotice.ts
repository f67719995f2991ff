import { I18n, Toasts, defineMessages } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import type { StorageTrouble } from './storageTrouble';

/** Said once per page when the device's storage refuses what Kite keeps (issue 38). */
export const storageMessages = defineMessages('storage', {
  full: 'This device’s storage is full: your change applies in this tab but could not be kept on this device.',
  missing:
    'This browser does not let Kite store anything (cookies or site data may be blocked): Kite works, but nothing will be remembered after this tab closes.',
  sessionOnly:
    'This device’s storage is full: you are signed in for this session, but the sign-in will not be remembered after the tab closes.',
});

/** Shows `trouble` as a toast, or logs it when no toasts are there. */
export function showStorageTrouble(services: KernelServices, trouble: StorageTrouble): void {
  const text = services.resolve(I18n).t(storageMessages[trouble]);
  if (services.has(Toasts)) services.resolve(Toasts).show(text, { icon: 'info' });
  else console.warn(`[kite] ${text}`);
}
