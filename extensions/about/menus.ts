import type { I18nService, MenuItem, MenuService, ViewerInfo } from '@kite/sdk';
import { aboutMessages as m } from './messages';

export interface MenuDeps {
  who: ViewerInfo;
  i18n: I18nService;
  menus: MenuService;
}

/** Items other extensions contribute to a menu location (e.g. the tutorial), as the kernel draws them. */
function contributed(d: MenuDeps, location: 'about' | 'tools'): MenuItem[] {
  return d.menus.itemsFor(location, {});
}

type Policy = 'canInvite' | 'canManageCustomEmojis' | 'canManageAvatarDecorations';
const policy = (who: ViewerInfo, key: Policy): boolean => Boolean(who.me?.policies[key]);

/** Spec 1 §2.6 tools menu: scratchpad, API console, clicker, and the admin/policy-gated managers. */
export function toolsMenuItems(d: MenuDeps): MenuItem[] {
  const { who, i18n } = d;
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
  return [...items, ...contributed(d, 'tools')];
}

/**
 * Spec 1 §2.6 about menu: server name, info, emojis, federation (unless federation is
 * none), charts, ads, invite (admins or canInvite while registration is closed), tools,
 * contact, legal links when set, documentation, contributed items (launch tutorial),
 * about the software.
 */
export function aboutMenuItems(d: MenuDeps): MenuItem[] {
  const { who, i18n } = d;
  const meta = who.meta;
  const items: MenuItem[] = [
    { type: 'label', text: meta?.name ?? location.host },
    { type: 'link', to: '/about', text: i18n.t(m.serverInfo), icon: 'info' },
    { type: 'link', to: '/about#emojis', text: i18n.t(m.customEmojis), icon: 'smile' },
  ];
  if (meta?.federation !== 'none') items.push({ type: 'link', to: '/about#federation', text: i18n.t(m.federation), icon: 'world' });
  items.push({ type: 'link', to: '/about#charts', text: i18n.t(m.charts), icon: 'chart' });
  items.push({ type: 'link', to: '/ads', text: i18n.t(m.ads), icon: 'speakerphone' });
  if ((who.me?.isAdmin || policy(who, 'canInvite')) && meta?.disableRegistration)
    items.push({ type: 'link', to: '/invite', text: i18n.t(m.invite), icon: 'userPlus' });
  items.push({ type: 'parent', text: i18n.t(m.tools), icon: 'tool', children: () => toolsMenuItems(d) });
  items.push({ type: 'divider' });
  items.push({ type: 'link', to: '/contact', text: i18n.t(m.contact), icon: 'mail' });
  const legal: [string | null | undefined, 'impressum' | 'tos' | 'privacyPolicy'][] = [
    [meta?.impressumUrl, 'impressum'],
    [meta?.tosUrl, 'tos'],
    [meta?.privacyPolicyUrl, 'privacyPolicy'],
  ];
  for (const [url, key] of legal)
    if (url && /^https?:\/\//.test(url)) items.push({ type: 'a', href: url, target: '_blank', text: i18n.t(m[key]), icon: 'externalLink' });
  items.push({ type: 'a', href: 'https://misskey-hub.net/docs/for-users/', target: '_blank', text: i18n.t(m.docs), icon: 'externalLink' });
  items.push(...contributed(d, 'about'));
  items.push({ type: 'divider' }, { type: 'link', to: '/about-kite', text: i18n.t(m.aboutKite), icon: 'info' });
  return items;
}
