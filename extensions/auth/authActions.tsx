import { Accounts, Menus } from '@kite/sdk';
import type { AccountsService, AuthUiService, I18nService, MenuItem, ServiceResolver, ToastService } from '@kite/sdk';
import { authMenuMessages as m } from './menuMessages';

/** What AuthUi does on request: the sign-in and sign-up dialogs, the account menu (their forms load on first use too). */
export type AuthActions = Omit<AuthUiService, 'VisitorLanding' | 'SigninForm'>;

export function createAuthActions(services: ServiceResolver, i18n: I18nService, toasts: ToastService | null): AuthActions {
  const t = (k: Parameters<I18nService['t']>[0], p?: Parameters<I18nService['t']>[1]) => i18n.t(k, p);
  const accounts = (): AccountsService => services.resolve(Accounts);
  const here = () => location.pathname + location.search + location.hash;

  const openSignin: AuthUiService['openSignin'] = async (opts = {}) => {
    const [{ SigninForm }, { OtherServerForm }, { AuthModal, openModal }] = await Promise.all([
      import('./SigninForm'),
      import('./OtherServerForm'),
      import('./modalHost'),
    ]);
    let done = false;
    return openModal(services, (close) => (
      <AuthModal title={opts.addAccount ? t(m.addAccount) : t(m.signin)} onClose={close}>
        <SigninForm
          switchTo={!opts.addAccount}
          path={here()}
          onForgotPassword={close}
          onDone={() => {
            done = true;
            if (opts.addAccount) toasts?.show(t(m.addAccount));
            close();
          }}
        />
        <details className="kite-auth-card">
          <summary>{t(m.otherServer)}</summary>
          <OtherServerForm path={here()} />
        </details>
      </AuthModal>
    )).then(() => done);
  };

  const openSignup = async (switchTo = true): Promise<boolean> => {
    const [{ SignupForm }, { AuthModal, openModal }] = await Promise.all([import('./SignupForm'), import('./modalHost')]);
    let done = false;
    return openModal(services, (close) => (
      <AuthModal title={switchTo ? t(m.createAccount) : t(m.createSubAccount)} onClose={close}>
        <SignupForm
          switchTo={switchTo}
          onDone={(a) => {
            done = true;
            // A sub-account is stored beside the current one: say where it went.
            if (!switchTo) toasts?.show(t(m.accountAdded, { acct: `@${a.username}@${a.host}` }));
            close();
          }}
        />
      </AuthModal>
    )).then(() => done);
  };

  const accountMenuItems = async (): Promise<MenuItem[]> => {
    const a = accounts();
    const cur = a.current;
    const others = a.accounts.filter((x) => !(cur && x.id === cur.id && x.origin === cur.origin));
    const items: MenuItem[] = [];
    if (cur) {
      items.push({ type: 'link', to: `/@${cur.username}`, text: t(m.profile), ...(a.me ? { avatar: a.me } : {}) });
      items.push({ type: 'divider' });
    }
    for (const o of others) {
      const action = () => void a.switch(o.id);
      items.push(o.user ? { type: 'user', user: o.user, action } : { type: 'button', text: `@${o.username}@${o.host}`, action });
    }
    items.push({
      type: 'parent',
      icon: 'plus',
      text: t(m.addAccount),
      children: [
        { text: t(m.existingAccount), action: () => void openSignin({ addAccount: true }) },
        { text: t(m.createAccount), action: () => void openSignup(true) },
        { text: t(m.createSubAccount), action: () => void openSignup(false) },
      ],
    });
    items.push({ type: 'link', to: '/settings/accounts', icon: 'users', text: t(m.manageAccounts) });
    return items;
  };

  return {
    openSignin,
    openSignup: () => openSignup(true),
    accountMenuItems,
    openAccountMenu: async (anchor) => {
      if (!services.has(Menus)) return;
      await services.resolve(Menus).popup(await accountMenuItems(), anchor, { align: 'left' });
    },
  };
}
