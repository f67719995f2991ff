import { Api, Link, Preferences, Toasts, useOptionalService, usePreference, useService, useT, useViewer, I18n } from '@kite/sdk';
import { hideAllTips } from '@kite/sdk/pageKit';
import { Button, SwitchRow } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { accountMessages as m } from './messages';
import './account.css';
import { authErrorText } from './authenticate';

/**
 * `/settings/other`: account information (id, registration date, what the roles allow, the
 * roles), developer and experimental switches (device preferences), tips, marking all chat
 * messages read, and the way to the registry.
 */
export default function OtherPage() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const prefs = useService(Preferences);
  const toasts = useOptionalService(Toasts);
  const me = useViewer().me;
  const developerMode = usePreference('developerMode');
  const stacking = usePreference('stackingRouterView');
  if (!me) return null;

  const readAllChat = async () => {
    try {
      await api.request('chat/read-all', {});
      toasts?.show(t(m.readAllChatDone));
    } catch (e) {
      toasts?.show(authErrorText(t, e));
    }
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(sm.other)}</h1>
      <section aria-labelledby="kite-other-info">
        <h2 id="kite-other-info">{t(m.accountInfo)}</h2>
        <dl className="kite-settings-kv">
          <dt>{t(m.accountId)}</dt>
          <dd>
            <code>{me.id}</code>
          </dd>
          <dt>{t(m.registeredAt)}</dt>
          <dd>
            <time dateTime={me.createdAt}>{i18n.formatDate(new Date(me.createdAt), { dateStyle: 'long', timeStyle: 'medium' })}</time>
          </dd>
        </dl>
        <details>
          <summary>{t(m.policies)}</summary>
          <ul className="kite-settings-policies">
            {Object.entries(me.policies).map(([k, v]) => (
              <li key={k}>
                <code>{k}</code> … {JSON.stringify(v)}
              </li>
            ))}
          </ul>
        </details>
        <h3>{t(m.roles)}</h3>
        {me.roles.length === 0 ? (
          <p>{t(m.noRoles)}</p>
        ) : (
          <ul>
            {me.roles.map((r) => (
              <li key={r.id}>
                <Link to={`/roles/${r.id}`}>{r.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <SwitchRow
          label={t(m.developer)}
          checked={developerMode}
          onChange={(on) => prefs.set('developerMode', on)}
          after={<span className="kite-settings-note">{t(m.developerHint)}</span>}
        />
        <SwitchRow label={t(m.stackingRouterView)} checked={stacking} onChange={(on) => prefs.set('stackingRouterView', on)} />
      </section>
      <section aria-labelledby="kite-other-tips">
        <h2 id="kite-other-tips">{t(m.tips)}</h2>
        <div className="kite-settings-actions">
          <Button
            onClick={() => {
              prefs.define('tips', { dismissed: {} }).set('dismissed', {});
              toasts?.show(t(m.tipsReset));
            }}
          >
            {t(m.resetTips)}
          </Button>
          <Button
            onClick={() => {
              hideAllTips(prefs);
              toasts?.show(t(m.tipsHidden));
            }}
          >
            {t(m.hideTips)}
          </Button>
        </div>
      </section>
      <section>
        {me.policies.chatAvailability !== 'unavailable' && <Button onClick={() => void readAllChat()}>{t(m.readAllChat)}</Button>}
        <p>
          <Link to="/registry">{t(m.registry)}</Link>
        </p>
      </section>
    </div>
  );
}
