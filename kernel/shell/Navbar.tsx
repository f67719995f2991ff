import { Icon, Link, useContributions, usePreference, useT, useViewer } from '@kite/sdk';
import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';
import { shellMessages as m } from './messages';

/** Items in the order of the `menu` preference, then any others; hidden ones filtered out. */
export function orderNavbarItems(items: readonly NavbarItemContribution[], menu: readonly string[], who: ViewerInfo): (NavbarItemContribution | '-')[] {
  const visible = items.filter((i) => i.show?.(who) ?? true);
  const byId = new Map(visible.map((i) => [i.id, i]));
  const placed: (NavbarItemContribution | '-')[] = [];
  for (const id of menu) {
    if (id === '-') {
      if (placed.length && placed[placed.length - 1] !== '-') placed.push('-');
      continue;
    }
    const item = byId.get(id);
    if (item) {
      placed.push(item);
      byId.delete(id);
    }
  }
  placed.push(...byId.values());
  while (placed[placed.length - 1] === '-') placed.pop();
  return placed;
}

export function Navbar() {
  const t = useT();
  const items = useContributions('navbar');
  const menu = usePreference('menu');
  const who = useViewer();
  const ordered = orderNavbarItems(items, menu, who);
  return (
    <nav className="kite-navbar" aria-label={t(m.mainNavigation)}>
      <ul>
        <li>
          <Link to="/" className="kite-nav-item">
            <Icon icon="home" />
            <span>{t(m.timeline)}</span>
          </Link>
        </li>
        {ordered.map((item, i) =>
          item === '-' ? (
            <li key={`divider-${i}`} role="separator" className="kite-nav-divider" />
          ) : (
            <li key={item.id}>
              {item.to ? (
                <Link to={item.to} className="kite-nav-item" data-nav-id={item.id}>
                  <Icon icon={item.icon} />
                  <span>{t(item.title)}</span>
                </Link>
              ) : (
                <button type="button" className="kite-nav-item" data-nav-id={item.id} onClick={(e) => void item.action?.(e.currentTarget)}>
                  <Icon icon={item.icon} />
                  <span>{t(item.title)}</span>
                </button>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
