import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  AuthUi,
  Commands,
  Icon,
  Menus,
  Preferences,
  UserName,
  Viewer,
  useCommandAvailable,
  useContributions,
  useOptionalService,
  usePreference,
  useService,
  useT,
  useViewer,
  safeImageSrc,
} from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { dedupeById, slotEntries, splitNavbar } from './navbar/order';
import { indicatorOf } from './navbar/indicator';
import { Indicator, NavItem, ServerIcon, runNavItem } from './navbar/NavItem';
import { navMessages as m } from './navbar/messages';
import { NAVBAR_NARROW_QUERY, useMedia } from './useMedia';
import { SideColumnButton } from './sideColumn';

/** The post button runs the `compose.open` command (shown while an extension provides it). */
export function usePostAction(): (() => void) | null {
  const commands = useService(Commands);
  const available = useCommandAvailable('compose.open');
  return available ? () => void commands.run('compose.open').catch((e: unknown) => console.error('[kite] compose.open failed', e)) : null;
}

/** Realtime mode and UI switches store the value and reload (spec 1 §4). */
function RealtimeToggle() {
  const t = useT();
  const prefs = useService(Preferences);
  const on = usePreference('realtimeMode');
  return (
    <button
      type="button"
      className={`kite-icon-button ${on ? 'kite-on' : ''}`}
      aria-pressed={on}
      aria-label={t(m.realtimeMode)}
      title={t(m.realtimeMode)}
      onClick={() => {
        prefs.set('realtimeMode', !on);
        location.reload();
      }}
    >
      <Icon icon="bolt" />
    </button>
  );
}

/**
 * The navbar of spec 1 §2.6, in its order: server icon (the `about` entry), realtime
 * toggle, the `top` entries (home), the configured catalogue entries, `beforeMore`
 * entries (control panel), More, `afterMore` entries (settings), widgets, post and
 * account. Every entry is an extension's contribution. Icons only at ≤ 1279 px or with
 * menuDisplay sideIcon; the chevron toggles.
 */
export function Navbar(props: { inDrawer?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const who = useViewer();
  const menus = useService(Menus);
  const viewer = useService(Viewer);
  const prefs = useService(Preferences);
  const authUi = useOptionalService(AuthUi);
  const raw = useContributions('navbar');
  const menu = usePreference('menu');
  const menuDisplay = usePreference('menuDisplay');
  const showSub = usePreference('showNavbarSubButtons');
  const narrow = useMedia(NAVBAR_NARROW_QUERY) && !props.inDrawer;
  const iconOnly = narrow || (menuDisplay === 'sideIcon' && !props.inDrawer);
  const post = usePostAction();
  const commands = useService(Commands);
  const items = useMemo(() => dedupeById(raw), [raw]);
  const { placed, more } = splitNavbar(items, menu, who);
  const slot = (s: Parameters<typeof slotEntries>[1]) =>
    slotEntries(items, s, who).map((item) => (
      <li key={item.id}>
        <NavItem item={item} onDone={props.onNavigate} />
      </li>
    ));
  const moreIndicated = more.some((i) => indicatorOf(i, who) !== null);
  const subscribe = useCallback((fn: () => void) => viewer.subscribe(fn), [viewer]);
  const iconUrl = useSyncExternalStore(subscribe, () => viewer.info.meta?.iconUrl ?? null);
  const done = props.onNavigate;

  const moreItems = (): MenuItem[] =>
    more.map((i) =>
      i.to
        ? { type: 'link' as const, to: i.to, text: t(i.title), icon: i.icon, indicate: indicatorOf(i, who) !== null }
        : { text: t(i.title), icon: i.icon, indicate: indicatorOf(i, who) !== null, action: () => runNavItem(i, commands, null) },
    );

  return (
    <nav className={`kite-navbar ${iconOnly ? 'kite-navbar-icon' : ''}`} aria-label={t(m.mainNavigation)} data-icon-only={iconOnly}>
      <div className="kite-navbar-top">
        <ServerIcon about={items.find((i) => i.id === 'about')} iconUrl={iconUrl} />
        {who.signedIn && <RealtimeToggle />}
      </div>
      <ul className="kite-navbar-list">
        {slot('top')}
        {placed.map((item, i) =>
          item === '-' ? (
            <li key={`divider-${i}`} aria-hidden="true" className="kite-nav-divider" />
          ) : (
            <li key={item.id}>
              <NavItem item={item} onDone={done} />
            </li>
          ),
        )}
        <li aria-hidden="true" className="kite-nav-divider" />
        {slot('beforeMore')}
        {more.length > 0 && (
          <li>
            <button
              type="button"
              className="kite-nav-item"
              data-nav-id="more"
              aria-haspopup="menu"
              title={t(m.more)}
              onClick={(e) => void menus.popup(moreItems(), e.currentTarget, { align: 'left' })}
            >
              <Icon icon="dots" />
              <span className="kite-nav-text">{t(m.more)}</span>
              <Indicator value={moreIndicated ? 'dot' : null} />
            </button>
          </li>
        )}
        {slot('afterMore')}
        <SideColumnButton className="kite-nav-item" withText listItem onDone={done} />
      </ul>
      <div className="kite-navbar-bottom">
        {who.signedIn && post && (
          <button type="button" className="kite-nav-post" onClick={post} title={t(m.post)}>
            <Icon icon="pencil" />
            <span className="kite-nav-text">{t(m.post)}</span>
          </button>
        )}
        {who.signedIn && who.me ? (
          authUi ? (
            <button
              type="button"
              className="kite-nav-item kite-nav-account"
              // The name as shown leads the label (axe: label-content-name-mismatch): a custom emoji reads as
              // its :shortcode: (the image's alt) or not at all while emojis load — the label holds both.
              aria-label={`${who.me.name?.trim() || who.me.username} · ${t(m.account)}: @${who.me.username}`}
              onClick={(e) => void authUi.openAccountMenu(e.currentTarget)}
            >
              {who.me.avatarUrl ? <img className="kite-nav-avatar" src={safeImageSrc(who.me.avatarUrl)} alt="" /> : <Icon icon="user" />}
              <span className="kite-nav-text">
                <UserName user={who.me} />
              </span>
            </button>
          ) : (
            // Without the accounts extension there is no account menu: the account is shown, not offered as a button.
            <span className="kite-nav-item kite-nav-account">
              {who.me.avatarUrl ? <img className="kite-nav-avatar" src={safeImageSrc(who.me.avatarUrl)} alt="" /> : <Icon icon="user" />}
              <span className="kite-nav-text">
                <UserName user={who.me} />
              </span>
            </span>
          )
        ) : (
          <button type="button" className="kite-nav-item" onClick={() => viewer.requestSignin()} title={t(m.signin)}>
            <Icon icon="login" />
            <span className="kite-nav-text">{t(m.signin)}</span>
          </button>
        )}
        {!narrow && !props.inDrawer && (
          <div className="kite-navbar-controls">
            <button
              type="button"
              className="kite-icon-button"
              aria-label={iconOnly ? t(m.expand) : t(m.collapse)}
              aria-expanded={!iconOnly}
              onClick={() => {
                const flip = () => prefs.set('menuDisplay', iconOnly ? 'sideFull' : 'sideIcon');
                const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
                if (prefs.get('animation') && doc.startViewTransition) doc.startViewTransition(flip);
                else flip();
              }}
            >
              <Icon icon={iconOnly ? 'chevronRight' : 'chevronLeft'} />
            </button>
            {!iconOnly && showSub && slotEntries(items, 'controls', who).map((item) => <NavItem key={item.id} item={item} iconButton />)}
          </div>
        )}
      </div>
    </nav>
  );
}
