import { useState } from 'react';
import { Api, Dialogs, Toasts, useService, useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, Field, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import type { Endpoints } from 'misskey-js';
import { relaysMessages as m } from './messages';
import '../announcements/announcements.css';
import { succeeded } from '../succeeded';

type Relay = Endpoints['admin/relays/list']['res'][number];
const states: Record<Relay['status'], MessageKey> = { requesting: m.requesting, accepted: m.accepted, rejected: m.rejected };

/** Whether `raw` is an https address, the only kind Misskey lets a relay have. */
export function isHttpsUrl(raw: string): boolean {
  try {
    return new URL(raw).protocol === 'https:';
  } catch {
    return false;
  }
}

/** /admin/relays: the relays this server joined or asked to join, with their state; add one by its inbox, leave one. */
export default function RelaysPage() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const list = useLoad('relays', () => api.request('admin/relays/list', {}));
  const [inbox, setInbox] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const url = inbox.trim();
    if (!isHttpsUrl(url)) {
      await dialogs.alert({ type: 'error', text: t(m.badUrl) });
      return;
    }
    setBusy(true);
    const made = await api.requestWithUi('admin/relays/add', { inbox: url }).catch(() => null);
    setBusy(false);
    if (!made) return;
    setInbox('');
    list.update((cur) => [...(cur ?? []), made]);
    toasts.show(t(m.added));
  };
  const remove = async (r: Relay) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.removeConfirm, { inbox: r.inbox }) }))) return;
    const done = await succeeded(api.requestWithUi('admin/relays/remove', { inbox: r.inbox }));
    if (done) list.update((cur) => (cur ?? []).filter((x) => x.id !== r.id));
  };

  return (
    <section className={`kite-admin-relays ${fieldsClass}`}>
      <PageHeader title={t(m.relays)} icon="world" />
      <p className="kite-admin-muted">{t(m.hint)}</p>
      <Field
        label={t(m.inbox)}
        after={
          <Button variant="primary" disabled={busy || !inbox.trim()} onClick={() => void add()}>
            {t(m.add)}
          </Button>
        }
      >
        {(id) => (
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://relay.example/inbox"
            value={inbox}
            onChange={(e) => setInbox(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && inbox.trim()) void add();
            }}
          />
        )}
      </Field>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && list.data.length === 0 && <p role="status">{t(m.none)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.relays)} aria-busy={list.loading}>
        {(list.data ?? []).map((r) => (
          <li key={r.id} className="kite-admin-row">
            <span className="kite-admin-row-main">
              <span>{r.inbox}</span>
              <span className="kite-admin-muted">{t(states[r.status])}</span>
            </span>
            <Button variant="danger" onClick={() => void remove(r)} aria-label={`${t(m.remove)} ${r.inbox}`}>
              {t(m.remove)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
