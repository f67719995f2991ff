import { defineExtension } from '@kite/sdk';
import type { IconName, MessageKey, SettingsGroup, SettingsPageContribution } from '@kite/sdk';
import { titles as m } from './titles';

type PageName =
  'AccountDataPage' | 'ConnectPage' | 'AppsPage' | 'WebhookListPage' | 'WebhookNewPage' | 'WebhookEditPage' | 'AvatarDecorationPage';
type RegistryName = 'RegistryPage' | 'RegistryKeysPage' | 'RegistryValuePage';

// One loader per chunk (each import() site costs the first load its dependency list).
const pages = () => import('./pages/all');
const registry = () => import('./registry/all');

// [path, icon, group, page]; the two webhook sub-pages are reached from the list (hidden, titled like it).
const table: readonly [string, IconName, SettingsGroup, PageName, MessageKey][] = [
  ['avatar-decoration', 'star', 'basic', 'AvatarDecorationPage', m.avatarDecoration],
  ['account-data', 'folder', 'account', 'AccountDataPage', m.accountData],
  ['connect', 'key', 'account', 'ConnectPage', m.connect],
  ['apps', 'window', 'account', 'AppsPage', m.apps],
  ['webhook', 'link', 'account', 'WebhookListPage', m.webhook],
  ['webhook/new', 'link', 'account', 'WebhookNewPage', m.webhook],
  ['webhook/edit/:webhookId', 'link', 'account', 'WebhookEditPage', m.webhook],
];

const settingsPage = ([path, icon, group, name, title]: (typeof table)[number]): SettingsPageContribution => ({
  path,
  title,
  icon,
  group,
  ...(path.startsWith('webhook/') ? { hidden: true } : { keywords: () => pages().then((p) => p.keywords[path] ?? []) }),
  component: { lazy: () => pages().then((p) => ({ default: p[name] })) },
});

// Spec 1 §2.1 does not mark these login-required; signed out, the pages say to sign in (the registry is per account).
const route = (path: string, name: RegistryName) => ({
  path,
  component: { lazy: () => registry().then((p) => ({ default: p[name] })) },
});

/**
 * The account's data and connections: export and import (/settings/account-data), access tokens
 * (/settings/connect), apps (/settings/apps), webhooks (/settings/webhook, new, edit), avatar
 * decorations (/settings/avatar-decoration), and the registry browser (/registry…). Declarations
 * only: every page loads with its first visit (one chunk for the settings pages, one for the registry).
 */
export default defineExtension({
  id: 'account-tools',
  contributes: {
    settingsPages: table.map(settingsPage),
    routes: [
      route('/registry', 'RegistryPage'),
      route('/registry/keys/:domain/:path(*)?', 'RegistryKeysPage'),
      route('/registry/value/:domain/:path(*)?', 'RegistryValuePage'),
    ],
  },
});
