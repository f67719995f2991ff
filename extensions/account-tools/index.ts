import { defineExtension } from '@kite/sdk';
import type { ComponentType } from 'react';
import type { IconName, MessageKey, RouteProps, SettingsGroup } from '@kite/sdk';
import { titles as m } from './titles';

type PageName =
  'AccountDataPage' | 'ConnectPage' | 'AppsPage' | 'WebhookListPage' | 'WebhookNewPage' | 'WebhookEditPage' | 'AvatarDecorationPage';
type RegistryName = 'RegistryPage' | 'RegistryKeysPage' | 'RegistryValuePage';

/**
 * The account's data and connections: export and import (/settings/account-data), access tokens
 * (/settings/connect), apps (/settings/apps), webhooks (/settings/webhook, new, edit), avatar
 * decorations (/settings/avatar-decoration), and the registry browser (/registry…). Declarations
 * only: every page loads with its first visit (one chunk for the settings pages, one for the registry).
 */
export default defineExtension({
  id: 'account-tools',
  activate(ctx) {
    const page = (name: PageName) => ({
      lazy: () => import('./pages/all').then((p): { default: ComponentType<RouteProps> } => ({ default: p[name] })),
    });
    const keywords = (path: string) => () => import('./pages/all').then((p) => p.keywords[path] ?? []);
    const add = (path: string, title: MessageKey, icon: IconName, group: SettingsGroup, name: PageName, hidden = false) =>
      ctx.settingsPages.add({ path, title, icon, group, component: page(name), keywords: keywords(path), ...(hidden && { hidden }) });
    add('avatar-decoration', m.avatarDecoration, 'star', 'basic', 'AvatarDecorationPage');
    add('account-data', m.accountData, 'folder', 'account', 'AccountDataPage');
    add('connect', m.connect, 'key', 'account', 'ConnectPage');
    add('apps', m.apps, 'window', 'account', 'AppsPage');
    add('webhook', m.webhook, 'link', 'account', 'WebhookListPage');
    add('webhook/new', m.webhookNew, 'link', 'account', 'WebhookNewPage', true);
    add('webhook/edit/:webhookId', m.webhookEdit, 'link', 'account', 'WebhookEditPage', true);

    const registry = (name: RegistryName) => ({
      lazy: () => import('./registry/all').then((p): { default: ComponentType<RouteProps> } => ({ default: p[name] })),
    });
    // Spec 1 §2.1 does not mark these login-required; signed out, the pages say to sign in (the registry is per account).
    ctx.routes.add({ path: '/registry', component: registry('RegistryPage') });
    ctx.routes.add({ path: '/registry/keys/:domain/:path(*)?', component: registry('RegistryKeysPage') });
    ctx.routes.add({ path: '/registry/value/:domain/:path(*)?', component: registry('RegistryValuePage') });
  },
});
