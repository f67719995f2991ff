import { useEffect, useId, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, Instance, Link, Toasts, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { EndpointReq } from '@kite/sdk';
import { Select } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as pm } from '../pages/messages';
import { accountMessages as m } from './messages';
import './account.css';
import { authErrorText } from './authenticate';
import { configOf, configurableTypes, receiveTypes, toConfig } from './receiveConfig';
import type { ReceiveConfig, ReceiveType } from './receiveConfig';
import { BrowserPermission } from './BrowserPermission';
import { PushSwitch } from './PushSwitch';

/**
 * `/settings/notifications`: from whom each kind of notification is received (saved on the
 * server with `i/update`, one type at a time like Misskey's client), browser notification
 * permission, push availability, mark all as read, and a test notification.
 */
export default function NotificationsPage() {
  const t = useT();
  const api = useService(Api);
  const toasts = useOptionalService(Toasts);
  const me = useViewer().me;
  const [lists, setLists] = useState<readonly entities.UserList[] | null>(null);
  useEffect(() => {
    let live = true;
    api.request('users/lists/list', {}).then(
      (l) => live && setLists(l),
      () => live && setLists([]),
    );
    return () => {
      live = false;
    };
  }, [api]);
  const meta = useService(Instance).meta;
  // This page's own changes, so two quick changes of different types never undo each other.
  const written = useRef<Record<string, ReceiveConfig>>({});
  if (!me) return null;
  const withChange = (type: string, cfg: ReceiveConfig) => {
    written.current = { ...written.current, [type]: cfg };
    return { ...me.notificationRecieveConfig, ...written.current };
  };
  const pushAvailable = meta?.enableServiceWorker === true && meta.swPublickey != null;

  const act = async (endpoint: 'notifications/mark-all-as-read' | 'notifications/test-notification', done: string) => {
    try {
      await api.request(endpoint, {});
      toasts?.show(done);
    } catch (e) {
      toasts?.show(authErrorText(t, e));
    }
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(sm.notifications)}</h1>
      <section aria-labelledby="kite-notif-receive">
        <h2 id="kite-notif-receive">{t(m.receiveConfig)}</h2>
        <p className="kite-settings-note">{t(m.receiveConfigHint)}</p>
        {configurableTypes.map((c) => (
          <ReceiveRow
            // A new value from the server (another tab, a refresh) starts the row afresh.
            key={`${c.type}:${JSON.stringify(configOf(me, c.type))}`}
            stored={configOf(me, c.type)}
            withChange={(cfg) => withChange(c.type, cfg)}
            label={t(c.label)}
            type={c.type}
            onOff={c.onOff === true}
            lists={lists}
          />
        ))}
      </section>
      <section aria-labelledby="kite-notif-browser">
        <h2 id="kite-notif-browser">{t(m.browserNotifications)}</h2>
        <BrowserPermission />
        <h2>{t(m.pushNotifications)}</h2>
        {pushAvailable && meta.swPublickey ? (
          <PushSwitch vapidKey={meta.swPublickey} />
        ) : (
          <p className="kite-settings-note">{t(m.pushUnavailable)}</p>
        )}
      </section>
      <section>
        <div className="kite-settings-actions">
          <button type="button" className="kite-button" onClick={() => void act('notifications/mark-all-as-read', t(m.markedAllRead))}>
            {t(m.markAllRead)}
          </button>
          <button type="button" className="kite-button" onClick={() => void act('notifications/test-notification', t(m.testSent))}>
            {t(m.sendTest)}
          </button>
        </div>
        <p>
          <Link to="/settings/sounds">{t(m.soundSettingsLink)}</Link>
        </p>
      </section>
    </div>
  );
}

/** One notification type: the recipient choice (and the list for "Users in a list"), saved on change. */
function ReceiveRow(props: {
  stored: ReceiveConfig;
  withChange: (cfg: ReceiveConfig) => EndpointReq<'i/update'>['notificationRecieveConfig'];
  type: string;
  label: string;
  onOff: boolean;
  lists: readonly entities.UserList[] | null;
}) {
  const t = useT();
  const api = useService(Api);
  const accounts = useOptionalService(Accounts);
  const toasts = useOptionalService(Toasts);
  const id = useId();
  const stored = props.stored;
  const [type, setType] = useState<ReceiveType>(stored.type);
  const [listId, setListId] = useState<string | null>(stored.type === 'list' ? stored.userListId : null);
  const [busy, setBusy] = useState(false);
  const choices = props.onOff ? receiveTypes.filter((r) => r.type === 'all' || r.type === 'never') : receiveTypes;

  const save = async (nextType: ReceiveType, nextList: string | null) => {
    const cfg = toConfig(nextType, nextList);
    if (!cfg) return;
    setBusy(true);
    try {
      await api.request('i/update', { notificationRecieveConfig: props.withChange(cfg) });
      toasts?.show(t(pm.saved));
      await accounts?.refresh().catch(() => {});
    } catch (e) {
      toasts?.show(authErrorText(t, e));
      setType(stored.type);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kite-settings-field" data-notification-type={props.type}>
      <label htmlFor={id}>{props.label}</label>
      <div className="kite-settings-row">
        <Select
          id={id}
          value={type}
          disabled={busy}
          options={choices.map((c) => ({ value: c.type, text: props.onOff && c.type === 'all' ? t(m.cfgOn) : t(c.label) }))}
          onChange={(v) => {
            setType(v);
            void save(v, listId);
          }}
        />
        {type === 'list' &&
          (props.lists && props.lists.length === 0 ? (
            <span className="kite-settings-note">{t(m.noLists)}</span>
          ) : (
            <Select
              label={`${props.label}: ${t(m.userList)}`}
              value={listId ?? ''}
              disabled={busy || !props.lists}
              options={[{ value: '', text: t(m.chooseList) }, ...(props.lists ?? []).map((l) => ({ value: l.id, text: l.name }))]}
              onChange={(v) => {
                const next = v || null;
                setListId(next);
                void save('list', next);
              }}
            />
          ))}
      </div>
    </div>
  );
}
