import { useId, useState } from 'react';
import { Icon, Link, useT } from '@kite/sdk';
import type { MenuEntry } from './menu';
import { menuGroups, searchMenu } from './menu';
import { panelMessages as m } from './messages';

/** The control panel's pages by group, with a search box over their names; `current` is highlighted. */
export function AdminMenu({ current }: { current?: string }) {
  const t = useT();
  const [q, setQ] = useState('');
  const searchId = useId();
  const found = q.trim() ? searchMenu(q, t) : null;
  const item = (e: MenuEntry) => (
    <li key={e.path}>
      <Link to={`/admin/${e.path}`} className="kite-admin-menu-item" aria-current={e.path === current ? 'page' : undefined}>
        <Icon icon={e.icon} aria-hidden />
        <span>{t(e.title)}</span>
      </Link>
    </li>
  );
  return (
    <nav className="kite-admin-menu" aria-label={t(m.menu)}>
      <div className="kite-admin-menu-search">
        <label htmlFor={searchId}>{t(m.search)}</label>
        <input id={searchId} type="search" value={q} placeholder={t(m.searchPlaceholder)} onChange={(ev) => setQ(ev.target.value)} />
      </div>
      {found ? (
        found.length === 0 ? (
          <p role="status">{t(m.noResults, { q: q.trim() })}</p>
        ) : (
          <ul className="kite-admin-menu-list">{found.map(item)}</ul>
        )
      ) : (
        menuGroups.map((g) => (
          <section key={g.title.id} aria-label={t(g.title)}>
            <h2>{t(g.title)}</h2>
            <ul className="kite-admin-menu-list">{g.entries.map(item)}</ul>
          </section>
        ))
      )}
    </nav>
  );
}
