import type { ContributionRegistry, I18nService, MenuItem, MenuLocation, ViewerInfo } from '@kite/sdk';
import { navMessages as m } from './messages';

/** Contributed items of a menu location (about, tools), filtered by their `show`. */
function contributed(registry: ContributionRegistry, location: MenuLocation, who: ViewerInfo, i18n: I18nService): MenuItem[] {
  return registry
    .list('menuItems')
    .filter((c) => c.location === location && (c.show?.({} as never, who) ?? true))
    .map((c) => ({ text: i18n.t(c.text), icon: c.icon, danger: c.danger, action: () => c.action({} as never) }));
}

const policy = (who: ViewerInfo, key: string): boolean => Boolean((who.me?.policies as Record<string, unknown> | undefined)?.[key]);

/** Spec 1 §2.6 tools menu: scratchpad, API console, clicker, and the admin/policy-gated managers. */
export function toolsMenuItems(who: ViewerInfo, i18n: I18nService, registry: ContributionRegistry): MenuItem[] {
  const isAdmin = Boolean(who.me?.isAdmin);
  const items: MenuItem[] = [
    { type: 'link', to: '/scratchpad', text: i18n.t(m.scratchpad), icon: 'code' },
    { type: 'link', to: '/api-console', text: i18n.t(m.apiConsole), icon: 'code' },
    { type: 'link', to: '/clicker', text: i18n.t(m.clicker), icon: 'gamepad' },
  ];
  if (isAdmin || policy(who, 'canManageCustomEmojis'))
    items.push({ type: 'link', to: '/custom-emojis-manager', text: i18n.t(m.customEmojiManager), icon: 'smile' });
  if (isAdmin || policy(who, 'canManageAvatarDecorations'))
    items.push({ type: 'link', to: '/avatar-decorations', text: i18n.t(m.avatarDecorations), icon: 'user' });
  return [...items, ...contributed(registry, 'tools', who, i18n)];
}

/**
 * Spec 1 §2.6 about menu: server name, info, emojis, federation (unless federation is
 * none), charts, ads, invite (admins or canInvite while registration is closed), tools,
 * contact, legal links when set, documentation, about the software.
 */
export function aboutMenuItems(who: ViewerInfo, i18n: I18nService, registry: ContributionRegistry): MenuItem[] {
  const meta = who.meta;
  const items: MenuItem[] = [
    { type: 'label', text: meta?.name ?? location.host },
    { type: 'link', to: '/about', text: i18n.t(m.serverInfo), icon: 'info' },
    { type: 'link', to: '/about#emojis', text: i18n.t(m.customEmojis), icon: 'smile' },
  ];
  if ((meta as { federation?: string } | null)?.federation !== 'none')
    items.push({ type: 'link', to: '/about#federation', text: i18n.t(m.federation), icon: 'world' });
  items.push({ type: 'link', to: '/about#charts', text: i18n.t(m.charts), icon: 'chart' });
  items.push({ type: 'link', to: '/ads', text: i18n.t(m.ads), icon: 'speakerphone' });
  if ((who.me?.isAdmin || policy(who, 'canInvite')) && meta?.disableRegistration)
    items.push({ type: 'link', to: '/invite', text: i18n.t(m.invite), icon: 'userPlus' });
  items.push({ type: 'parent', text: i18n.t(m.tools), icon: 'tool', children: () => toolsMenuItems(who, i18n, registry) });
  items.push({ type: 'divider' });
  items.push({ type: 'link', to: '/contact', text: i18n.t(m.contact), icon: 'mail' });
  const legal: [string | null | undefined, keyof typeof m][] = [
    [meta?.impressumUrl, 'impressum'],
    [meta?.tosUrl, 'tos'],
    [meta?.privacyPolicyUrl, 'privacyPolicy'],
  ];
  for (const [url, key] of legal)
    if (url && /^https?:\/\//.test(url)) items.push({ type: 'a', href: url, target: '_blank', text: i18n.t(m[key]), icon: 'externalLink' });
  items.push({ type: 'a', href: 'https://misskey-hub.net/docs/for-users/', target: '_blank', text: i18n.t(m.docs), icon: 'externalLink' });
  items.push(...contributed(registry, 'about', who, i18n));
  items.push({ type: 'divider' }, { type: 'link', to: '/about-kite', text: i18n.t(m.aboutKite), icon: 'info' });
  return items;
}
