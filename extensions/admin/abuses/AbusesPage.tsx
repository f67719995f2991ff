import { useState } from 'react';
import { Api, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, LoadMore, SelectRow, usePagedLoad } from '@kite/sdk/kit';
import { AbuseReport } from './AbuseReport';
import type { Report } from './AbuseReport';
import { abusesMessages as m } from './messages';

type State = 'unresolved' | 'resolved' | 'all';
type Origin = 'combined' | 'local' | 'remote';
const PAGE = 10;

/** /admin/abuses: the abuse reports, unresolved first by default, filtered by state and by where reporter and reported user are. */
export default function AbusesPage() {
  const t = useT();
  const api = useService(Api);
  const [state, setState] = useState<State>('unresolved');
  const [reporterOrigin, setReporterOrigin] = useState<Origin>('combined');
  const [targetUserOrigin, setTargetUserOrigin] = useState<Origin>('combined');
  const key = `${state} ${reporterOrigin} ${targetUserOrigin}`;
  const params = { state: state === 'all' ? null : state, reporterOrigin, targetUserOrigin, limit: PAGE };
  const list = usePagedLoad(key, (after) => api.request('admin/abuse-user-reports', { ...params, untilId: after.untilId }), PAGE);
  const reports = list.data ?? [];
  const changed = (next: Report) => list.update((cur) => (cur ?? []).map((r) => (r.id === next.id ? next : r)));
  const origins = [
    { value: 'combined' as const, text: t(m.originCombined) },
    { value: 'local' as const, text: t(m.originLocal) },
    { value: 'remote' as const, text: t(m.originRemote) },
  ];

  return (
    <section className={`kite-admin-abuses ${fieldsClass}`}>
      <PageHeader title={t(m.abuses)} icon="alert" />
      <div className="kite-admin-filters" role="group" aria-label={t(m.filters)}>
        <SelectRow
          label={t(m.state)}
          value={state}
          onChange={setState}
          options={[
            { value: 'unresolved', text: t(m.stateUnresolved) },
            { value: 'resolved', text: t(m.stateResolved) },
            { value: 'all', text: t(m.stateAll) },
          ]}
        />
        <SelectRow label={t(m.reporterOrigin)} value={reporterOrigin} onChange={setReporterOrigin} options={origins} />
        <SelectRow label={t(m.targetOrigin)} value={targetUserOrigin} onChange={setTargetUserOrigin} options={origins} />
      </div>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && reports.length === 0 && <p role="status">{t(m.none)}</p>}
      <div className="kite-admin-abuse-list" aria-label={t(m.list)} aria-busy={list.loading} role="feed">
        {reports.map((r) => (
          <AbuseReport key={r.id} report={r} onChange={changed} onResolved={list.reload} />
        ))}
      </div>
      <LoadMore paged={list} />
    </section>
  );
}
