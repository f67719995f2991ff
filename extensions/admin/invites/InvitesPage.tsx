import { useState } from 'react';
import { Api, Dialogs, I18n, Toasts, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, LoadMore, SelectRow, usePagedLoad } from '@kite/sdk/kit';
import type { Endpoints, entities } from 'misskey-js';
import { CreateInvites } from './CreateInvites';
import { invitesMessages as m } from './messages';
import { succeeded } from '../succeeded';

type Req = NonNullable<Endpoints['admin/invite/list']['req']>;
type Kind = NonNullable<Req['type']>;
type Sort = NonNullable<Req['sort']>;
const PAGE = 30;

/** /admin/invites: create invitation codes (count, expiry), list them by state, delete one. */
export default function InvitesPage() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const [type, setType] = useState<Kind>('all');
  const [sort, setSort] = useState<Sort>('+createdAt');
  const key = `${type} ${sort}`;
  const list = usePagedLoad(key, (after) => api.request('admin/invite/list', { type, sort, limit: PAGE, offset: after.count }), PAGE);
  const codes = list.data ?? [];
  // When the page opened: what "expired" is measured against.
  const [now] = useState(() => Date.now());

  const remove = async (c: entities.InviteCode) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { code: c.code }) }))) return;
    const ok = await succeeded(api.requestWithUi('invite/delete', { inviteId: c.id }));
    if (ok) list.update((cur) => (cur ?? []).filter((x) => x.id !== c.id));
  };
  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    toasts.show(t(m.copied));
  };

  return (
    <section className={`kite-admin-invites ${fieldsClass}`}>
      <PageHeader title={t(m.invites)} icon="userPlus" />
      <CreateInvites onCreated={list.reload} />
      <section className="kite-admin-section" aria-label={t(m.list)}>
        <h2>{t(m.list)}</h2>
        <div className="kite-admin-filters">
          <SelectRow
            label={t(m.type)}
            value={type}
            onChange={setType}
            options={[
              { value: 'all', text: t(m.typeAll) },
              { value: 'unused', text: t(m.typeUnused) },
              { value: 'used', text: t(m.typeUsed) },
              { value: 'expired', text: t(m.typeExpired) },
            ]}
          />
          <SelectRow
            label={t(m.sort)}
            value={sort}
            onChange={setSort}
            options={[
              { value: '+createdAt', text: t(m.sortNewest) },
              { value: '-createdAt', text: t(m.sortOldest) },
              { value: '+usedAt', text: t(m.sortUsedNewest) },
              { value: '-usedAt', text: t(m.sortUsedOldest) },
            ]}
          />
        </div>
        {list.error && (
          <p role="alert">
            {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
          </p>
        )}
        {list.data && codes.length === 0 && <p role="status">{t(m.none)}</p>}
        <ul className="kite-admin-rows" aria-label={t(m.list)} aria-busy={list.loading}>
          {codes.map((c) => (
            <li key={c.id} className="kite-admin-row" data-invite={c.code}>
              <span className="kite-admin-row-main">
                <code>{c.code}</code>
                <span className="kite-admin-muted">
                  {[
                    c.used ? t(m.used) : c.expiresAt && Date.parse(c.expiresAt) < now ? t(m.expired) : t(m.unused),
                    c.expiresAt ? t(m.expires, { date: i18n.formatDate(new Date(c.expiresAt)) }) : t(m.noExpiry),
                    c.createdBy && t(m.createdBy, { name: c.createdBy.username }),
                    c.usedBy && t(m.usedBy, { name: c.usedBy.username }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <Button onClick={() => void copy(c.code)} aria-label={t(m.copy, { code: c.code })}>
                {t(m.copyButton)}
              </Button>
              <Button variant="danger" onClick={() => void remove(c)} aria-label={`${t(m.delete)} ${c.code}`}>
                {t(m.delete)}
              </Button>
            </li>
          ))}
        </ul>
        <LoadMore paged={list} />
      </section>
    </section>
  );
}
