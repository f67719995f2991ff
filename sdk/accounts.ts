import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import type { ApiService } from './api';
import type { MenuItem } from './overlay';
import type { LazyComponent } from './contributions';
import { createToken } from './tokens';

/**
 * A stored account as extensions see it: never its token (spec 1 §3; a plugin or
 * extension never sees a raw token). Talk to the server through `Api` (current account)
 * or `Accounts.apiFor(id)` (another stored account, e.g. posting as it).
 */
export interface AccountSummary {
  /** User id on its server. */
  id: string;
  /** The server this account lives on, e.g. `https://misskey.example` (accounts on different servers live side by side). */
  origin: string;
  /** Host part of `origin`, e.g. `misskey.example`. */
  host: string;
  username: string;
  /** The last fetched `i` of this account (may be stale until refreshed). */
  user: entities.MeDetailed | null;
  addedAt: number;
}

/** `loading` until the stored accounts are read at start-up, then `ready`. */
export type AccountsState = 'loading' | 'ready';

/** The accounts stored on this device, the current one, and signing in and out. */
export interface AccountsService {
  readonly state: AccountsState;
  /** Every stored account, the current one included. */
  readonly accounts: readonly AccountSummary[];
  readonly current: AccountSummary | null;
  /** The current account's `i` (kept up to date by `meUpdated` on the main channel). */
  readonly me: entities.MeDetailed | null;
  subscribe(listener: () => void): () => void;
  /** Makes a stored account current, then reloads at `path` (default: the current path). */
  switch(id: string, path?: string): Promise<void>;
  /**
   * Checks `token` against `origin` (`i`), stores the account and, unless `switchTo` is
   * false, makes it current (reloading at `path`). Resolves to the stored account.
   */
  signIn(origin: string, token: string, opts?: { switchTo?: boolean; path?: string }): Promise<AccountSummary>;
  /** Completes a MiAuth session started on `origin` (`miauth/{session}/check`), then signs in. */
  completeMiAuth(origin: string, session: string, opts?: { path?: string }): Promise<AccountSummary>;
  /** Forgets a stored account; removing the current one signs out of it. */
  remove(id: string): Promise<void>;
  /** Signs the current account out (cleanup limited to 5 s), then switches to another stored account or reloads as a visitor. */
  signOut(): Promise<void>;
  /** Re-fetches `i` for the current account. */
  refresh(): Promise<void>;
  /** An API client bound to a stored account (throws "cannot find the token of the selected account" if unknown). */
  apiFor(id: string): ApiService;
}
/** Token of the stored accounts (`AccountsService`). Provided by the kernel: usable without listing it in `requires`. */
export const Accounts = createToken<AccountsService>('kite.accounts');

/**
 * The accounts UI (provided by the `auth` extension) for the shell and other features to
 * place: the visitor landing, the sign-in form/dialog and the account menu.
 */
export interface AuthUiService {
  /** The visitor landing page body (welcome, sign-in, sign-up when registration is open). */
  readonly VisitorLanding: ComponentType;
  /** The username/password (+ TOTP) form; `onDone` runs after the account is stored and switched to. */
  readonly SigninForm: ComponentType<{ onDone?: () => void }>;
  /** Opens the sign-in dialog; resolves true when an account was signed in. */
  openSignin(opts?: { addAccount?: boolean }): Promise<boolean>;
  openSignup(): Promise<boolean>;
  /** The account menu's items: profile, stored accounts, add account, manage accounts. */
  accountMenuItems(): Promise<MenuItem[]>;
  /** Opens the account menu (through `Menus`) anchored at `anchor`. */
  openAccountMenu(anchor: HTMLElement | null): Promise<void>;
  /**
   * The captcha sign-up shows, for any provider and keys (e.g. to try keys before an admin saves
   * them); `onChange` gets the response (null when reset or expired), a new `resetKey` starts over.
   * Its code loads when first drawn (`LazyView`).
   */
  readonly Captcha?: LazyComponent<{
    provider: 'hcaptcha' | 'mcaptcha' | 'recaptcha' | 'turnstile' | 'testcaptcha';
    siteKey: string | null;
    /** mCaptcha's own server. */
    instanceUrl: string | null;
    onChange: (response: string | null) => void;
    resetKey: number;
  }>;
}
/** Token of the accounts UI (`AuthUiService`). Provided by the `auth` extension: list it in `requires` (or `optional`) to use it. */
export const AuthUi = createToken<AuthUiService>('kite.accounts.authUi');
