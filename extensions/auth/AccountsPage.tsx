import { useCallback, useSyncExternalStore } from 'react';
import { Accounts, AuthUi, Dialogs, useOptionalService, useService, useT, safeImageSrc } from '@kite/sdk';
import type { AccountSummary } from '@kite/sdk';
import { authMessages as m } from './messages';
import { DisplayName } from './DisplayName';
import './auth.css';

/** `/settings/accounts`: every stored account, switch, remove, add, sign out. */
export default function AccountsPage() {
  const t = useT();
  const accounts = useService(Accounts);
  const dialogs = useOptionalService(Dialogs);
  const authUi = useOptionalService(AuthUi);
  const subscribe = useCallback((fn: () => void) => accounts.subscribe(fn), [accounts]);
  const list = useSyncExternalStore(subscribe, () => accounts.accounts);
  const current = useSyncExternalStore(subscribe, () => accounts.current);
  const acct = (a: AccountSummary) => `${a.username}@${a.host}`;
  const confirm = async (text: string): Promise<boolean> => (dialogs ? dialogs.confirm({ type: 'warning', text }) : window.confirm(text));

  return (
    <div className="kite-auth-page">
      <h1>{t(m.accounts)}</h1>
      {list.length === 0 && <p>{t(m.noAccounts)}</p>}
      <ul className="kite-auth-accounts">
        {list.map((a) => {
          const isCurrent = current?.id === a.id && current.origin === a.origin;
          return (
            <li key={`${a.origin}/${a.id}`} data-account={acct(a)}>
              {a.user?.avatarUrl && <img src={safeImageSrc(a.user.avatarUrl)} alt="" />}
              <span className="kite-auth-acct">
                <strong>
                  <DisplayName user={a.user} fallback={a.username} />
                </strong>{' '}
                <span>@{acct(a)}</span> {isCurrent && <em>({t(m.current)})</em>}
              </span>
              {!isCurrent && (
                <button
                  type="button"
                  className="kite-button"
                  aria-label={t(m.switchToAccount, { acct: acct(a) })}
                  onClick={() => void accounts.switch(a.id, '/')}
                >
                  {t(m.switchTo)}
                </button>
              )}
              <button
                type="button"
                className="kite-button"
                aria-label={t(m.removeAccount, { acct: acct(a) })}
                onClick={() =>
                  void confirm(t(m.removeConfirm, { acct: acct(a) })).then(async (ok) => {
                    if (ok) await accounts.remove(a.id);
                  })
                }
              >
                {t(m.remove)}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="kite-auth-tabs">
        {authUi && (
          <button type="button" className="kite-button" onClick={() => void authUi.openSignin({ addAccount: true })}>
            {t(m.addAccount)}
          </button>
        )}
        {current && (
          <button
            type="button"
            className="kite-button"
            onClick={() =>
              void confirm(t(m.signoutConfirm, { acct: acct(current) })).then(async (ok) => {
                if (ok) await accounts.signOut();
              })
            }
          >
            {t(m.signout)}
          </button>
        )}
      </p>
    </div>
  );
}
