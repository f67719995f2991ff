import { useState } from 'react';
import { Api, Dialogs, I18n, Icon, Toasts, safeImageSrc, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, LoadMore, SelectRow, usePagedLoad } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { AdForm } from './AdForm';
import { adParams, draftOf, hasDay, newAd, type AdDraft } from './draft';
import { adsMessages as m } from './messages';
import '../announcements/announcements.css';
import './ads.css';
import { succeeded } from '../succeeded';

type Filter = 'all' | 'publishing' | 'expired';
const PAGE = 10;
const SUNDAY = Date.UTC(2023, 0, 1, 12);

/** /admin/ads: the ads (all, showing now, or not), create, edit and delete one. */
export default function AdsPage() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<string | null>(null);
  // A new ad starts when its form opens: from then, for a week.
  const [fresh, setFresh] = useState<AdDraft | null>(null);
  const params = { limit: PAGE, publishing: filter === 'all' ? null : filter === 'publishing' };
  const list = usePagedLoad(filter, (after) => api.request('admin/ad/list', { ...params, untilId: after.untilId }), PAGE);
  const ads = list.data ?? [];
  const create = async (d: AdDraft) => {
    const made = await api.requestWithUi('admin/ad/create', adParams(d)).catch(() => null);
    if (!made) return false;
    setEditing(null);
    list.reload();
    toasts.show(t(m.saved));
    return true;
  };
  const update = async (a: entities.Ad, d: AdDraft) => {
    const p = adParams(d);
    const saved = await succeeded(api.requestWithUi('admin/ad/update', { id: a.id, ...p }));
    if (!saved) return false;
    setEditing(null);
    const changed = { ...a, ...p, startsAt: new Date(p.startsAt).toISOString(), expiresAt: new Date(p.expiresAt).toISOString() };
    list.update((cur) => (cur ?? []).map((x) => (x.id === a.id ? changed : x)));
    toasts.show(t(m.saved));
    return true;
  };
  const remove = async (a: entities.Ad) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { url: a.url }) }))) return;
    const done = await succeeded(api.requestWithUi('admin/ad/delete', { id: a.id }));
    if (done) list.update((cur) => (cur ?? []).filter((x) => x.id !== a.id));
  };
  const days = (mask: number) =>
    mask === 0
      ? t(m.everyDay)
      : [0, 1, 2, 3, 4, 5, 6]
          .filter((d) => hasDay(mask, d))
          .map((d) => i18n.formatDate(SUNDAY + d * 86_400_000, { weekday: 'short', timeZone: 'UTC' }))
          .join(', ');
  const placeText = (p: string) =>
    t(p === 'horizontal' ? m.placeHorizontal : p === 'horizontal-big' ? m.placeHorizontalBig : m.placeSquare);

  return (
    <section className={`kite-admin-ads ${fieldsClass}`}>
      <PageHeader title={t(m.ads)} icon="photo" />
      <div className="kite-admin-filters">
        <SelectRow
          label={t(m.show)}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', text: t(m.filterAll) },
            { value: 'publishing', text: t(m.filterPublishing) },
            { value: 'expired', text: t(m.filterNotShowing) },
          ]}
        />
      </div>
      {editing === 'new' ? (
        <AdForm heading={t(m.create)} initial={fresh ?? newAd(0)} onSave={create} onCancel={() => setEditing(null)} />
      ) : (
        <div className="kite-admin-actions">
          <Button
            variant="primary"
            onClick={() => {
              setFresh(newAd(Date.now()));
              setEditing('new');
            }}
          >
            <Icon icon="plus" aria-hidden /> {t(m.create)}
          </Button>
        </div>
      )}
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && ads.length === 0 && <p role="status">{t(m.none)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.ads)} aria-busy={list.loading}>
        {ads.map((a) =>
          editing === a.id ? (
            <li key={a.id}>
              <AdForm heading={t(m.edit)} initial={draftOf(a)} onSave={(d) => update(a, d)} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={a.id} className="kite-admin-row">
              <img className="kite-admin-ad-image" src={safeImageSrc(a.imageUrl)} alt="" loading="lazy" />
              <span className="kite-admin-row-main">
                <span>{a.url}</span>
                {a.memo && <span>{a.memo}</span>}
                <span className="kite-admin-muted">
                  {[
                    placeText(a.place),
                    t(m.period, { from: i18n.formatDate(new Date(a.startsAt)), until: i18n.formatDate(new Date(a.expiresAt)) }),
                    days(a.dayOfWeek),
                  ].join(' · ')}
                </span>
              </span>
              <span className="kite-admin-actions">
                <Button onClick={() => setEditing(a.id)}>{t(m.editButton)}</Button>
                <Button variant="danger" onClick={() => void remove(a)}>
                  {t(m.delete)}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
      <LoadMore paged={list} />
    </section>
  );
}
