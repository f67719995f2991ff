/**
 * Server-admin settings the sign-in and sign-up flows depend on. In memory only (tests set
 * them through POST /__dev/server-settings; /__dev/reset restores the defaults).
 */
export type CaptchaKind = 'hcaptcha' | 'recaptcha' | 'turnstile' | 'mcaptcha' | 'testcaptcha';

export interface ServerSettings {
  /** Misskey's "invitation only": sign-up needs an unused invitation code. */
  disableRegistration: boolean;
  /** Sign-up answers 204 and mails a link instead of creating the account at once. */
  emailRequiredForSignup: boolean;
  /** The captcha sign-in and sign-up require; null for none. */
  captcha: CaptchaKind | null;
  /** Unused invitation codes. */
  invitationCodes: string[];
  /** signin-flow calls allowed before TOO_MANY_AUTHENTICATION_FAILURES (Misskey: 10 an hour per IP); null: no limit. */
  signinLimit: number | null;
  /** signin-flow calls counted so far. */
  signinAttempts: number;
  /** Whether the server sends e-mail (meta `enableEmail`; off, like a fresh Misskey). */
  enableEmail: boolean;
  /** An ad after every this many streamed notes in a timeline (meta `notesPerOneAd`; 0, Misskey's default: none). */
  notesPerOneAd: number;
  /** Endpoints beyond Misskey 2025.9 the devserver answers (see `EndpointMeta.beyond2025`); none, like the real server. */
  extraEndpoints: string[];
}

export function defaultServerSettings(): ServerSettings {
  return {
    disableRegistration: false,
    emailRequiredForSignup: false,
    captcha: null,
    invitationCodes: [],
    signinLimit: null,
    signinAttempts: 0,
    enableEmail: false,
    notesPerOneAd: 0,
    extraEndpoints: [],
  };
}

/** The response each captcha kind's widget yields in the devserver (the real widgets need their services). */
export const DEV_CAPTCHA_PASS: Record<CaptchaKind, string> = {
  hcaptcha: 'devserver-hcaptcha-ok',
  recaptcha: 'devserver-recaptcha-ok',
  turnstile: 'devserver-turnstile-ok',
  mcaptcha: 'devserver-mcaptcha-ok',
  // Misskey's testcaptcha widget posts this once "ai-chan-kawaii" is typed.
  testcaptcha: 'testcaptcha-passed',
};

/** The body field each captcha kind's response travels in (signin-flow and signup). */
export const CAPTCHA_FIELD: Record<CaptchaKind, string> = {
  hcaptcha: 'hcaptcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
  mcaptcha: 'm-captcha-response',
  testcaptcha: 'testcaptcha-response',
};
