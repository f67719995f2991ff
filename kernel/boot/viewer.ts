import type { ViewerInfo, ViewerService } from '@kite/sdk';

/**
 * The viewer as the kernel knows it before the accounts extension takes over:
 * a visitor. The accounts extension provides the real one (signed-in user, meta).
 */
export class VisitorViewer implements ViewerService {
  readonly info: ViewerInfo = Object.freeze({ signedIn: false, me: null, isStaff: false, meta: null });
  private signinHandlers = new Set<() => void>();

  subscribe(): () => void {
    return () => {};
  }

  requestSignin(): void {
    for (const h of [...this.signinHandlers]) h();
  }
}
