import type { AccountsService, InstanceService, ViewerInfo, ViewerService } from '@kite/sdk';

/**
 * The viewer as accounts and server meta describe it. `info` is a new frozen object only
 * when something changed, so `useSyncExternalStore` readers re-render exactly then.
 */
export class KernelViewer implements ViewerService {
  info: ViewerInfo;
  private listeners = new Set<() => void>();
  constructor(
    private readonly accounts: AccountsService,
    private readonly instance: InstanceService,
    /** Opens the sign-in dialog (the auth extension's `AuthUi`, when present). */
    private readonly openSignin: () => void = () => {},
  ) {
    this.info = this.compute();
    const update = () => {
      const next = this.compute();
      const cur = this.info;
      if (next.signedIn === cur.signedIn && next.me === cur.me && next.meta === cur.meta && next.endpoints === cur.endpoints) return;
      this.info = next;
      for (const l of [...this.listeners]) l();
    };
    accounts.subscribe(update);
    instance.subscribe(update);
  }

  private compute(): ViewerInfo {
    const me = this.accounts.current ? this.accounts.me : null;
    return Object.freeze({
      signedIn: me !== null,
      me,
      isStaff: Boolean(me && (me.isAdmin || me.isModerator)),
      meta: this.instance.meta,
      endpoints: this.instance.endpoints,
    });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  requestSignin(): void {
    this.openSignin();
  }
}
