import type { AccountSummary, AccountsService, AccountsState, ApiService, EndpointName } from '@kite/sdk';
import { ApiError, classifyAccountError, within } from '@kite/sdk';
import type { KvStore } from '@kite/sdk';
import { KernelApi } from '../api/client';
import type { ApiTarget, KernelApiDeps } from '../api/client';
import { ACCOUNTS_KEY, CURRENT_KEY, SIGNOUT_CLEANUP_MS, normalizeOrigin, summary } from './types';
import type { Me, StoredAccount } from './types';

export interface AccountsDeps {
  kv: KvStore;
  /** The server Kite is served from (the default for visitors). */
  homeOrigin: string;
  /** Full page load at `path` (switching reloads, as Misskey does, so every cache starts clean). */
  reload: (path: string) => void;
  currentPath: () => string;
  /** Shows the token-check failure dialog (spec 2 §8); resolves when dismissed. */
  onAccountError: (err: ApiError) => Promise<void>;
  apiDeps?: Omit<KernelApiDeps, 'target'>;
  /** Sign-out cleanup (push unregistration); raced against the 5 s time-out. */
  signOutCleanup?: (account: StoredAccount) => Promise<void>;
}

/** Stored accounts (local storage via the start-up kv store), the current one and its `i`. */
export class KernelAccounts implements AccountsService {
  state: AccountsState = 'loading';
  accounts: readonly AccountSummary[] = [];
  current: AccountSummary | null = null;
  me: Me | null = null;
  private stored: StoredAccount[] = [];
  private currentId: string | null = null;
  private listeners = new Set<() => void>();
  private pendingMe: Promise<Me> | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly deps: AccountsDeps) {}

  private publish(): void {
    this.accounts = Object.freeze(this.stored.map(summary));
    const cur = this.stored.find((a) => a.id === this.currentId) ?? null;
    this.current = cur ? summary(cur) : null;
    this.me = cur?.user ?? null;
    for (const l of [...this.listeners]) l();
  }

  private async persist(): Promise<void> {
    await this.deps.kv.set(ACCOUNTS_KEY, this.stored);
    if (this.currentId) await this.deps.kv.set(CURRENT_KEY, this.currentId);
    else await this.deps.kv.del(CURRENT_KEY);
  }

  /** Loads stored accounts; a `loginId` start-up parameter selects that stored account. */
  async init(loginId: string | null = null): Promise<void> {
    this.stored = (await this.deps.kv.get<StoredAccount[]>(ACCOUNTS_KEY)) ?? [];
    this.currentId = (await this.deps.kv.get<string>(CURRENT_KEY)) ?? null;
    if (loginId && this.stored.some((a) => a.id === loginId) && loginId !== this.currentId) {
      this.currentId = loginId;
      await this.persist();
    }
    if (!this.stored.some((a) => a.id === this.currentId)) this.currentId = null;
    this.state = 'ready';
    this.publish();
  }

  /** The Api target of the current account, or the home server as a visitor. */
  target(): ApiTarget {
    const cur = this.stored.find((a) => a.id === this.currentId);
    return cur ? { origin: cur.origin, token: cur.token } : { origin: this.deps.homeOrigin, token: null };
  }

  accountTarget(id: string): ApiTarget | null {
    const a = this.stored.find((x) => x.id === id);
    return a ? { origin: a.origin, token: a.token } : null;
  }

  private client(target: () => ApiTarget): KernelApi {
    return new KernelApi({ ...this.deps.apiDeps, target, accountTarget: (id) => this.accountTarget(id) });
  }

  apiFor(id: string): ApiService {
    if (!this.accountTarget(id)) throw new Error('cannot find the token of the selected account.');
    return this.client(() => this.accountTarget(id) ?? { origin: this.deps.homeOrigin, token: null });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async switch(id: string, path?: string): Promise<void> {
    if (!this.stored.some((a) => a.id === id)) throw new Error(`no stored account ${id}`);
    this.currentId = id;
    await this.persist();
    this.publish();
    this.deps.reload(path ?? this.deps.currentPath());
  }

  async signIn(origin: string, token: string, opts: { switchTo?: boolean; path?: string } = {}): Promise<AccountSummary> {
    const o = normalizeOrigin(origin);
    const me = await this.client(() => ({ origin: o, token })).request('i', {});
    const account: StoredAccount = {
      id: me.id,
      origin: o,
      host: new URL(o).host,
      username: me.username,
      user: me,
      token,
      addedAt: Date.now(),
    };
    const existing = this.stored.findIndex((a) => a.id === me.id && a.origin === o);
    if (existing >= 0) this.stored[existing] = { ...account, addedAt: this.stored[existing].addedAt };
    else this.stored.push(account);
    await this.persist();
    this.publish();
    if (opts.switchTo !== false) await this.switch(me.id, opts.path);
    return summary(account);
  }

  async completeMiAuth(origin: string, session: string, opts: { path?: string } = {}): Promise<AccountSummary> {
    const o = normalizeOrigin(origin);
    // `miauth/{session}/check` is not in misskey-js's endpoint map (the session is in the path).
    const endpoint = `miauth/${encodeURIComponent(session)}/check` as EndpointName;
    const res = (await this.client(() => ({ origin: o, token: null })).request(endpoint, {} as never)) as unknown as {
      ok: boolean;
      token?: string;
    };
    if (!res.ok || !res.token) throw new ApiError({ code: 'MIAUTH_FAILED', id: '', message: 'MiAuth session was not approved.', endpoint });
    return this.signIn(o, res.token, { path: opts.path ?? '/' });
  }

  /** Replaces the current account's `i` (token check, `meUpdated`). */
  updateMe(patch: Partial<Me>): void {
    const cur = this.stored.find((a) => a.id === this.currentId);
    if (!cur || !cur.user) return;
    cur.user = { ...cur.user, ...patch };
    void this.persist();
    this.publish();
  }

  private fetchMe(cur: StoredAccount): Promise<Me> {
    return this.client(() => ({ origin: cur.origin, token: cur.token })).request('i', {}, { prefetch: true });
  }

  /**
   * Starts the token check now, so start-up runs it beside bundle loading; the next
   * `refresh` takes its answer (and shows its errors once dialogs can be shown).
   */
  prefetchMe(): void {
    const cur = this.stored.find((a) => a.id === this.currentId);
    if (!cur) return;
    this.pendingMe = this.fetchMe(cur);
    // Handled by `refresh`; until then a rejection must not count as unhandled.
    this.pendingMe.catch(() => {});
  }

  /**
   * Re-reads the current account (`i`). Calls while one is under way share it: several parts
   * of a page (start-up, the notifications list and widget) may ask at once, and a dead token
   * must give one error dialog, not one per caller.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<void> {
    const cur = this.stored.find((a) => a.id === this.currentId);
    if (!cur) return;
    const pending = this.pendingMe;
    this.pendingMe = null;
    try {
      const me = await (pending ?? this.fetchMe(cur));
      cur.user = me;
      cur.username = me.username;
      await this.persist();
      this.publish();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // Network failures and server errors say nothing about the token: keep the account.
      if (e.status == null || e.status >= 500) return;
      await this.deps.onAccountError(e);
      // Suspended, deleted, revoked: the token is dead; "other" keeps it (spec 2 §8).
      if (classifyAccountError(e) !== 'other') await this.forgetCurrent(false);
    }
  }

  async remove(id: string): Promise<void> {
    if (id === this.currentId) return this.signOut();
    const gone = this.stored.find((a) => a.id === id);
    // Another stored account signed out: its push on this device stops too (spec 2 §7).
    if (gone && this.deps.signOutCleanup)
      await within(
        this.deps.signOutCleanup(gone).catch(() => {}),
        SIGNOUT_CLEANUP_MS,
      );
    this.stored = this.stored.filter((a) => a.id !== id);
    await this.persist();
    this.publish();
  }

  async signOut(): Promise<void> {
    return this.forgetCurrent(true);
  }

  /** Removes the current account, then switches to another stored one or reloads as a visitor. */
  private async forgetCurrent(cleanup: boolean): Promise<void> {
    const cur = this.stored.find((a) => a.id === this.currentId);
    if (!cur) return;
    if (cleanup && this.deps.signOutCleanup) {
      await within(
        this.deps.signOutCleanup(cur).catch(() => {}),
        SIGNOUT_CLEANUP_MS,
      );
    }
    this.stored = this.stored.filter((a) => a !== cur);
    const next = this.stored[0] ?? null;
    this.currentId = next?.id ?? null;
    await this.persist();
    this.publish();
    this.deps.reload('/');
  }
}
