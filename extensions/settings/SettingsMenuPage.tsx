import { useEffect, useId, useMemo, useState } from 'react';
import { Icon, Link, useContributions, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { IconSpec, MessageKey, SettingsGroup } from '@kite/sdk';
import { catalogue } from './catalogue';
import { settingsMessages as m } from './messages';
import './settings.css';

interface Entry {
  path: string;
  title: MessageKey | string;
  icon: IconSpec;
  group: SettingsGroup;
  keywords: readonly (MessageKey | string)[];
  built: boolean;
}

const groups: readonly { id: SettingsGroup; title: MessageKey }[] = [
  { id: 'basic', title: m.groupBasic },
  { id: 'client', title: m.groupClient },
  { id: 'account', title: m.groupAccount },
  { id: 'other', title: m.groupOther },
];

/** `/settings`: every settings page by group; the search box finds a page by its title or by the name of a setting on it. */
export default function SettingsMenuPage() {
  const t = useT();
  const pages = useContributions('settingsPages');
  const [q, setQ] = useState('');
  const searchId = useId();
  // Each page's setting names load with the menu (they are not in the first load).
  const [keywords, setKeywords] = useState<ReadonlyMap<string, readonly (MessageKey | string)[]>>(new Map());
  useEffect(() => {
    let live = true;
    void Promise.all(pages.map(async (p) => [p.path, p.keywords ? await p.keywords().catch(() => []) : []] as const)).then((pairs) => {
      if (live) setKeywords(new Map(pairs));
    });
    return () => {
      live = false;
    };
  }, [pages]);

  const entries = useMemo<Entry[]>(() => {
    const built = pages
      .filter((p) => !p.hidden)
      .map((p) => ({
        path: p.path,
        title: p.title,
        icon: p.icon,
        group: p.group ?? 'other',
        keywords: keywords.get(p.path) ?? [],
        built: true,
      }));
    const missing = catalogue.filter((c) => !pages.some((p) => p.path === c.path)).map((c) => ({ ...c, keywords: [], built: false }));
    return [...built, ...missing];
  }, [pages, keywords]);

  const needle = q.trim().toLowerCase();
  const found = needle
    ? entries
        .map((e) => ({ e, hits: e.keywords.map((k) => t(k)).filter((k) => k.toLowerCase().includes(needle)) }))
        .filter(({ e, hits }) => hits.length > 0 || t(e.title).toLowerCase().includes(needle))
    : null;

  const item = (e: Entry, hits: readonly string[] = []) => (
    <li key={e.path}>
      <Link to={`/settings/${e.path}`} className="kite-settings-item" data-built={e.built}>
        <Icon icon={e.icon} aria-hidden />
        <span className="kite-settings-item-text">
          <span>{t(e.title)}</span>
          {!e.built && <small> — {t(m.notAvailableYet)}</small>}
          {hits.length > 0 && <small className="kite-settings-hits">{hits.join(' · ')}</small>}
        </span>
      </Link>
    </li>
  );

  return (
    <div className="kite-settings-menu">
      <PageHeader title={t(m.settings)} icon="settings" />
      <div className="kite-settings-search">
        <label htmlFor={searchId}>{t(m.search)}</label>
        <input id={searchId} type="search" value={q} placeholder={t(m.searchPlaceholder)} onChange={(ev) => setQ(ev.target.value)} />
      </div>
      {found ? (
        found.length === 0 ? (
          <p role="status">{t(m.noResults, { q: q.trim() })}</p>
        ) : (
          <ul className="kite-settings-list" aria-label={t(m.search)}>
            {found.map(({ e, hits }) => item(e, hits))}
          </ul>
        )
      ) : (
        groups.map((g) => {
          const list = entries.filter((e) => e.group === g.id);
          if (list.length === 0) return null;
          return (
            <section key={g.id} aria-label={t(g.title)}>
              <h2>{t(g.title)}</h2>
              <ul className="kite-settings-list">{list.map((e) => item(e))}</ul>
            </section>
          );
        })
      )}
    </div>
  );
}
