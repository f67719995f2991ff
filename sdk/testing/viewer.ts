import type { entities } from 'misskey-js';
import type { ViewerInfo } from '../contributions';
import type { ViewerService } from '../services';

/**
 * Who is looking, for predicates and services that read `ViewerInfo`: a visitor by default; with
 * `me`, signed in (and staff when `me` is an admin or moderator) unless the overrides say otherwise.
 */
export function viewerInfo(overrides: Partial<ViewerInfo> = {}): ViewerInfo {
  const me: entities.MeDetailed | null = overrides.me ?? null;
  return { signedIn: me !== null, me, isStaff: me !== null && (me.isAdmin || me.isModerator), meta: null, ...overrides };
}

/** A `ViewerService` whose viewer the test changes (`setInfo`) and that counts sign-in requests. */
export class TestViewer implements ViewerService {
  private current: ViewerInfo;
  private readonly listeners = new Set<() => void>();
  private signins = 0;

  constructor(info: ViewerInfo) {
    this.current = info;
  }

  get info(): ViewerInfo {
    return this.current;
  }

  /** How many times the code under test asked the visitor to sign in. */
  get signinRequests(): number {
    return this.signins;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  requestSignin(): void {
    this.signins += 1;
  }

  /** Replaces who is looking (as after signing in or out) and tells the listeners. */
  setInfo(info: Partial<ViewerInfo>): void {
    this.current = viewerInfo(info);
    for (const l of [...this.listeners]) l();
  }
}

/** A viewer double (see `viewerInfo` for the defaults). */
export function viewerDouble(info: Partial<ViewerInfo> = {}): TestViewer {
  return new TestViewer(viewerInfo(info));
}
