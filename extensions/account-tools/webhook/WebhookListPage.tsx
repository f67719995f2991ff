import { Api, Link, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { titles } from '../titles';
import { LoadState } from '../LoadState';

/** `/settings/webhook`: the account's webhooks (name, URL, active or not), each opening its editor, and a way to make one. */
export default function WebhookListPage() {
  const t = useT();
  const api = useService(Api);
  const loaded = useLoad('webhooks', () => api.request('i/webhooks/list', {}));
  const list = loaded.data;
  return (
    <div className="kite-settings-page kite-webhooks">
      <h1>{t(titles.webhook)}</h1>
      <p className="kite-settings-note">{t(m.webhooksHelp)}</p>
      <p>
        <Link to="/settings/webhook/new" className="kite-button kite-button-primary">
          {t(m.newWebhook)}
        </Link>
      </p>
      <LoadState loaded={loaded} />
      {list && list.length === 0 && <p>{t(m.noWebhooks)}</p>}
      {list && list.length > 0 && (
        <ul className="kite-at-list" aria-label={t(titles.webhook)}>
          {list.map((w) => (
            <li key={w.id} className="kite-at-item" data-webhook={w.name}>
              <div className="kite-at-item-head">
                <Link to={`/settings/webhook/edit/${w.id}`} aria-label={t(m.editOf, { name: w.name })}>
                  <strong>{w.name}</strong>
                </Link>
                <span className={w.active ? 'kite-at-badge' : 'kite-at-badge kite-at-badge-off'}>
                  {t(w.active ? m.active : m.inactive)}
                </span>
              </div>
              <p className="kite-settings-note kite-at-url">{w.url}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
