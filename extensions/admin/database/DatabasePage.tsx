import { useMemo, useState } from 'react';
import { Api, I18n, useService, useT } from '@kite/sdk';
import { PageHeader, formatBytes } from '@kite/sdk/pageKit';
import { Button, SelectRow, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import { sortTables } from './sortTables';
import type { TableSort } from './sortTables';
import { databaseMessages as m } from './messages';
import '../queues/queues.css';
import '../federation/stackedFields.css';

/** /admin/database: each table's rows and size, largest first by default, and the indexes (administrators). */
export default function DatabasePage() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const [sort, setSort] = useState<TableSort>('size');
  const tables = useLoad('tables', () => api.request('admin/get-table-stats', {}));
  const indexes = useLoad('indexes', () => api.request('admin/get-index-stats', {}));
  const rows = useMemo(() => sortTables(tables.data ?? {}, sort), [tables.data, sort]);
  return (
    <section className={`kite-admin-database kite-admin-stacked ${fieldsClass}`}>
      <PageHeader title={t(m.database)} icon="server" />
      {tables.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(tables.error, t) })} <Button onClick={tables.reload}>{t(m.retry)}</Button>
        </p>
      )}
      <div className="kite-admin-filters">
        <SelectRow
          label={t(m.sortBy)}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'size', text: t(m.bySize) },
            { value: 'rows', text: t(m.byRows) },
            { value: 'name', text: t(m.byName) },
          ]}
        />
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable) */}
      <div className="kite-admin-table-box" role="region" aria-label={t(m.tables)} tabIndex={0}>
        <table className="kite-admin-table" aria-busy={tables.loading}>
          <caption>{t(m.tables)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.table)}</th>
              <th scope="col" className="kite-admin-num">
                {t(m.rows)}
              </th>
              <th scope="col" className="kite-admin-num">
                {t(m.size)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row" className="kite-admin-mono">
                  {r.name}
                </th>
                <td className="kite-admin-num">{i18n.formatNumber(r.count)}</td>
                <td className="kite-admin-num">{formatBytes(r.size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t(m.indexes)}</h2>
      {indexes.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(indexes.error, t) })} <Button onClick={indexes.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {indexes.data && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
        <div className="kite-admin-table-box" role="region" aria-label={t(m.indexes)} tabIndex={0}>
          <table className="kite-admin-table">
            <caption>{t(m.indexes)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.table)}</th>
                <th scope="col">{t(m.index)}</th>
              </tr>
            </thead>
            <tbody>
              {indexes.data.map((x) => (
                <tr key={`${x.tablename} ${x.indexname}`}>
                  <td className="kite-admin-mono">{x.tablename}</td>
                  <td className="kite-admin-mono">{x.indexname}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
