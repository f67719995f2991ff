import { defineMessages } from '@kite/sdk';

/** Texts of the push switch on `/settings/notifications`. */
export const pushMessages = defineMessages('settingsPush', {
  pushSwitch: 'Receive push notifications for this account on this device',
  pushHint: 'They arrive while Kite is closed. Switching off, or signing out, stops them for this account only.',
  pushUnsupported: 'This browser cannot receive push notifications (or Kite is not installed as an app here yet).',
  pushDenied: 'Notifications are blocked for Kite in this browser’s site settings.',
  pushOtherServer: 'Push notifications on this device are already on for an account on another server.',
  pushFailed: 'Push notifications could not be switched: {error}',
  pushReadMessage: 'Remove push notifications once they are read',
  pushReadMessageHint: 'Read on another device or in Kite, they go from this one too. This may use more battery.',
});
