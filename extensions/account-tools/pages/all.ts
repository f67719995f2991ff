import type { MessageKey } from '@kite/sdk';
import { messages as m } from '../messages';
import '../account-tools.css';

/** The extension's settings pages as one lazy chunk (one loader in index.ts instead of one per page). */
export { default as AccountDataPage } from './AccountDataPage';
export { default as ConnectPage } from './ConnectPage';
export { default as AppsPage } from './AppsPage';
export { default as AvatarDecorationPage } from './AvatarDecorationPage';
export { default as WebhookListPage } from '../webhook/WebhookListPage';
export { default as WebhookNewPage } from '../webhook/WebhookNewPage';
export { default as WebhookEditPage } from '../webhook/WebhookEditPage';

/** The settings on each page, for the settings search. */
export const keywords: Readonly<Record<string, readonly MessageKey[]>> = {
  'account-data': [
    m.exportSection,
    m.importSection,
    m.exportNotes,
    m.exportFollowing,
    m.exportMute,
    m.exportBlock,
    m.exportLists,
    m.exportAntennas,
  ],
  connect: [m.generateToken, m.permissionsLegend, m.existingTokens],
  apps: [m.existingTokens, m.revoke],
  webhook: [m.newWebhook, m.webhookUrl, m.webhookSecret, m.events],
  'avatar-decoration': [m.chosenDecorations, m.angle, m.flip],
};
