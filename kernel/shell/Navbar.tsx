import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  AuthUi,
  Contributions,
  I18n,
  Icon,
  Link,
  Menus,
  Preferences,
  UserName,
  Viewer,
  useContributions,
  useOptionalService,
  usePreference,
  useService,
  useT,
  useViewer,
} from '@kite/sdk';
import type { MenuItem, NavbarItemContribution } from '@kite/sdk';
import type { KernelContributionRegistry } from '../contributions/registry';
import { dedupeById, splitNavbar } from './navbar/order';
import { indicatorOf } from './navbar/indicator';
import { Indicator, NavItem } from './navbar/NavItem';
import { KERNEL_OWNER, openAboutMenu } from './navbar/catalogue';
import { navMessages as m } from './navbar/messages';
import { NAVBAR_NARROW_QUERY, useMedia } from './useMedia';
import { SideColumnButton } from './sideColumn';

/** The post form opener: the composer contributes it as the hotkey for `p` / `n`. */
function usePostAction(): (() => void) | null {
  const hotkeys = useContributions('hotkeys');
  const h = hotkeys.find((k) => k.keys.includes('p'));
  return h ? () => void h.action() : null;
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
 * The navbar of spec 1 §2.6, in its order: server icon (about menu), realtime toggle,
 * timeline, the configured entries, control panel (staff), More, settings, post and
 * account. Icons only at ≤ 1279 px or with menuDisplay sideIcon; the chevron toggles.
 */
export function Navbar(props: { inDrawer?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const who = useViewer();
  const registry = useService(Contributions) as KernelContributionRegistry;
  const menus = useService(Menus);
  const i18n = useService(I18n);
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
  const isKernel = useCallback((i: NavbarItemContribution) => registry.ownerOf?.('navbar', i) === KERNEL_OWNER, [registry]);
  const items = useMemo(() => dedupeById(raw, isKernel), [raw, isKernel]);
  const { placed, more } = splitNavbar(items, menu, who);
  const moreIndicated = more.some((i) => indicatorOf(i, who) !== null);
  const subscribe = useCallback((fn: () => void) => viewer.subscribe(fn), [viewer]);
  const iconUrl = useSyncExternalStore(subscribe, () => viewer.info.meta?.iconUrl ?? null);
  const done = props.onNavigate;

  const moreItems = (): MenuItem[] =>
    more.map((i) =>
      i.to
        ? { type: 'link' as const, to: i.to, text: t(i.title), icon: i.icon, indicate: indicatorOf(i, who) !== null }
        : { text: t(i.title), icon: i.icon, indicate: indicatorOf(i, who) !== null, action: () => void i.action?.(null) },
    );

  return (
    <nav className={`kite-navbar ${iconOnly ? 'kite-navbar-icon' : ''}`} aria-label={t(m.mainNavigation)} data-icon-only={iconOnly}>
      <div className="kite-navbar-top">
        <button
          type="button"
          className="kite-navbar-server"
          aria-label={t(m.serverMenu)}
          title={t(m.serverMenu)}
          onClick={(e) => void openAboutMenu({ menus, viewer, i18n, registry }, e.currentTarget)}
        >
          {iconUrl ? <img src={iconUrl} alt="" /> : <Icon icon="server" size={28} />}
        </button>
        {who.signedIn && <RealtimeToggle />}
      </div>
      <ul className="kite-navbar-list">
        <li>
          <Link to="/" className="kite-nav-item" title={t(m.timeline)} onClick={done}>
            <Icon icon="home" />
            <span className="kite-nav-text">{t(m.timeline)}</span>
          </Link>
        </li>
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
        {who.isStaff && (
          <li>
            <Link to="/admin" className="kite-nav-item" title={t(m.controlPanel)} data-nav-id="controlPanel" onClick={done}>
              <Icon icon="dashboard" />
              <span className="kite-nav-text">{t(m.controlPanel)}</span>
            </Link>
          </li>
        )}
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
        {who.signedIn && (
          <li>
            <Link to="/settings" className="kite-nav-item" title={t(m.settings)} onClick={done}>
              <Icon icon="settings" />
              <span className="kite-nav-text">{t(m.settings)}</span>
            </Link>
          </li>
        )}
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
          <button
            type="button"
            className="kite-nav-item kite-nav-account"
            aria-label={`${t(m.account)}: @${who.me.username}`}
            onClick={(e) =>
              void (authUi
                ? authUi.openAccountMenu(e.currentTarget)
                : menus.popup(
                    [{ type: 'link', to: `/@${who.me?.username}`, text: `@${who.me?.username}`, icon: 'user' }],
                    e.currentTarget,
                    { align: 'left' },
                  ))
            }
          >
            {who.me.avatarUrl ? <img className="kite-nav-avatar" src={who.me.avatarUrl} alt="" /> : <Icon icon="user" />}
            <span className="kite-nav-text">
              <UserName user={who.me} />
            </span>
          </button>
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
            {!iconOnly && showSub && (
              <Link to="/settings/navbar" className="kite-icon-button" aria-label={t(m.navbarSettings)} title={t(m.navbarSettings)}>
                <Icon icon="settings" />
              </Link>
            )}
          </div>
        )}
      </div>
    </nav>
  );
}
