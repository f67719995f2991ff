import { useState, type ReactNode } from 'react';
import { Api, I18n, Link, acctOf, safeHttpUrl, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, Field, fieldsClass, LoadMore, SelectRow, useLoad, usePagedLoad } from '@kite/sdk/kit';
import type { Endpoints } from 'misskey-js';
import { describeLog, logTypes, typeTitle, type Detail } from './describe';
import { modlogMessages as m } from './messages';
import './modlog.css';

type Entry = Endpoints['admin/show-moderation-logs']['res'][number];
const PAGE = 20;

/** /admin/modlog: what the moderators did, newest first, by action, by moderator and by a word in the details. */
export default function ModlogPage() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const [type, setType] = useState('');
  const [moderator, setModerator] = useState('');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const staff = useLoad('staff', () => api.request('admin/show-users', { state: 'adminOrModerator', origin: 'local', limit: 100 }));
  const key = `${type} ${moderator} ${query}`;
  const params = { limit: PAGE, type: type || null, userId: moderator || null, search: query || null };
  const list = usePagedLoad(key, (after) => api.request('admin/show-moderation-logs', { ...params, untilId: after.untilId }), PAGE);
  const entries = list.data ?? [];
  const value = (v: Detail['value']): ReactNode => {
    if (typeof v === 'string') return v || t(m.empty);
    if ('link' in v) return <Link to={v.link.to}>{v.link.text}</Link>;
    return 'date' in v ? i18n.formatDate(new Date(v.date)) : t(v.says);
  };
  const typeOptions = [
    { value: '', text: t(m.allTypes) },
    ...logTypes.map((x) => ({ value: x, text: t(typeTitle(x) ?? m.unknownType, { type: x }) })),
  ];
  const modOptions = [{ value: '', text: t(m.allModerators) }, ...(staff.data ?? []).map((u) => ({ value: u.id, text: `@${u.username}` }))];

  return (
    <section className={`kite-admin-modlog ${fieldsClass}`}>
      <PageHeader title={t(m.modlog)} icon="list" />
      <div className="kite-admin-filters">
        <SelectRow label={t(m.type)} value={type} onChange={setType} options={typeOptions} />
        <SelectRow label={t(m.moderator)} value={moderator} onChange={setModerator} options={modOptions} />
        <Field label={t(m.search)}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') setQuery(search.trim());
              }}
              onBlur={() => setQuery(search.trim())}
            />
          )}
        </Field>
      </div>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && entries.length === 0 && <p role="status">{t(m.none)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.modlog)} aria-busy={list.loading}>
        {entries.map((e) => (
          <LogRow key={e.id} entry={e} value={value} />
        ))}
      </ul>
      <LoadMore paged={list} />
    </section>
  );
}

/** One entry: what was done, by whom and when, then what it was done to. */
function LogRow({ entry, value }: { entry: Entry; value: (v: Detail['value']) => ReactNode }) {
  const t = useT();
  const i18n = useService(I18n);
  const info: Readonly<Record<string, unknown>> = entry.info;
  const said = describeLog(entry.type, info);
  const avatar = entry.user.avatarUrl
    ? safeHttpUrl(entry.user.avatarUrl, globalThis.location?.origin ?? 'http://localhost')?.href
    : undefined;
  return (
    <li className="kite-admin-row kite-admin-log" data-type={entry.type}>
      <span className="kite-admin-row-main">
        <strong>{t(said.title, { type: entry.type })}</strong>
        <span className="kite-admin-log-by">
          <Link to={`/admin/user/${entry.userId}`} className="kite-admin-log-moderator">
            {avatar && <img src={avatar} alt="" width={24} height={24} className="kite-admin-avatar" />}
            {t(m.by, { name: acctOf(entry.user) })}
          </Link>
          <time className="kite-admin-muted" dateTime={entry.createdAt}>
            {i18n.formatDate(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </span>
        {said.details.length > 0 && (
          <dl className="kite-admin-log-details">
            {said.details.map((d, i) => (
              <div key={i}>
                <dt>{t(d.label)}</dt>
                <dd>{value(d.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </span>
    </li>
  );
}
