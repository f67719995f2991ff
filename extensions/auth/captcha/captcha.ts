import type { entities } from 'misskey-js';

/** The captchas a Misskey server may require at sign-in and sign-up. */
export type CaptchaKind = 'hcaptcha' | 'recaptcha' | 'turnstile' | 'mcaptcha' | 'testcaptcha';

export interface CaptchaSetting {
  kind: CaptchaKind;
  siteKey: string | null;
  /** mCaptcha's own server. */
  instanceUrl: string | null;
}

/** The meta fields that say which captcha to show. */
export type CaptchaMeta = Pick<
  entities.MetaLite,
  | 'enableHcaptcha'
  | 'hcaptchaSiteKey'
  | 'enableMcaptcha'
  | 'mcaptchaSiteKey'
  | 'mcaptchaInstanceUrl'
  | 'enableRecaptcha'
  | 'recaptchaSiteKey'
  | 'enableTurnstile'
  | 'turnstileSiteKey'
  | 'enableTestcaptcha'
>;

/** Which captcha the server's meta asks for (Misskey enables at most one), or null. */
export function captchaOf(meta: CaptchaMeta | null | undefined): CaptchaSetting | null {
  if (!meta) return null;
  if (meta.enableHcaptcha) return { kind: 'hcaptcha', siteKey: meta.hcaptchaSiteKey, instanceUrl: null };
  if (meta.enableMcaptcha) return { kind: 'mcaptcha', siteKey: meta.mcaptchaSiteKey, instanceUrl: meta.mcaptchaInstanceUrl };
  if (meta.enableRecaptcha) return { kind: 'recaptcha', siteKey: meta.recaptchaSiteKey, instanceUrl: null };
  if (meta.enableTurnstile) return { kind: 'turnstile', siteKey: meta.turnstileSiteKey, instanceUrl: null };
  if (meta.enableTestcaptcha) return { kind: 'testcaptcha', siteKey: null, instanceUrl: null };
  return null;
}

/** The request field each kind's response travels in (signin-flow and signup). */
export const CAPTCHA_FIELD = {
  hcaptcha: 'hcaptcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
  mcaptcha: 'm-captcha-response',
  testcaptcha: 'testcaptcha-response',
} as const satisfies Record<CaptchaKind, string>;

export type CaptchaFields = Partial<Record<(typeof CAPTCHA_FIELD)[CaptchaKind], string>>;

/** The request fields for a solved captcha ({} when there is none). */
export function captchaFields(setting: CaptchaSetting | null, response: string | null): CaptchaFields {
  return setting && response ? { [CAPTCHA_FIELD[setting.kind]]: response } : {};
}

/** The script and global of the widget captchas (their origins must be in the CSP: kite.config.json captchaProviders). */
export const CAPTCHA_SCRIPTS: Partial<Record<CaptchaKind, { src: string; global: string }>> = {
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off', global: 'hcaptcha' },
  recaptcha: { src: 'https://www.recaptcha.net/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
};

/** The explicit-render API hCaptcha, reCAPTCHA and Turnstile share. */
export interface WidgetApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
}

export function isWidgetApi(x: unknown): x is WidgetApi {
  return (
    typeof x === 'object' && x !== null && typeof Reflect.get(x, 'render') === 'function' && typeof Reflect.get(x, 'reset') === 'function'
  );
}

const loading = new Map<string, Promise<WidgetApi>>();

/** Loads a widget script once; rejects when it cannot load (CSP, network). */
export function loadWidget(kind: CaptchaKind): Promise<WidgetApi> {
  const script = CAPTCHA_SCRIPTS[kind];
  if (!script) return Promise.reject(new Error(`${kind} has no script`));
  const ready = () => Reflect.get(window, script.global);
  const existing = loading.get(kind);
  if (existing) return existing;
  const p = new Promise<WidgetApi>((resolve, reject) => {
    const now = ready();
    if (isWidgetApi(now)) return resolve(now);
    const el = document.createElement('script');
    el.async = true;
    el.src = script.src;
    el.addEventListener('error', () => {
      loading.delete(kind);
      el.remove();
      reject(new Error(`${kind} script did not load`));
    });
    el.addEventListener('load', () => {
      // reCAPTCHA defines `render` a moment after its script's load event.
      let tries = 0;
      const poll = () => {
        const api = ready();
        if (isWidgetApi(api)) resolve(api);
        else if (++tries > 100) reject(new Error(`${kind} did not start`));
        else setTimeout(poll, 50);
      };
      poll();
    });
    document.head.append(el);
  });
  loading.set(kind, p);
  return p;
}
