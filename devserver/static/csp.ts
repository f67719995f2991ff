/**
 * The Content-Security-Policy sent with every HTML page. Scripts come from our own
 * origin plus the origins of absolute http(s) third-party extension URLs listed in
 * kite.config.json, and those of the captchas it names. No 'unsafe-eval', no inline scripts.
 */
export function extensionOrigins(extensionUrls: readonly string[]): string[] {
  const origins: string[] = [];
  for (const raw of extensionUrls) {
    if (typeof raw !== 'string' || !/^https?:\/\//i.test(raw)) continue;
    let origin: string;
    try {
      origin = new URL(raw).origin;
    } catch {
      continue;
    }
    if (origin !== 'null' && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * The script origins of each captcha a Misskey server may ask for at sign-in and sign-up
 * (their widgets are iframes, which frame-src already allows). mCaptcha and testcaptcha load
 * no script. An operator lists the server's captcha in kite.config.json `captchaProviders`.
 */
export const CAPTCHA_SCRIPT_ORIGINS: Record<string, readonly string[]> = {
  hcaptcha: ['https://js.hcaptcha.com', 'https://newassets.hcaptcha.com'],
  recaptcha: ['https://www.recaptcha.net', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
  mcaptcha: [],
  testcaptcha: [],
};

export function captchaOrigins(providers: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const p of providers) {
    if (typeof p !== 'string' || !Object.hasOwn(CAPTCHA_SCRIPT_ORIGINS, p)) continue;
    for (const o of CAPTCHA_SCRIPT_ORIGINS[p]) if (!out.includes(o)) out.push(o);
  }
  return out;
}

export function buildCsp(extensionUrls: readonly string[], captchaProviders: readonly unknown[] = []): string {
  const origins = [...extensionOrigins(extensionUrls)];
  for (const o of captchaOrigins(captchaProviders)) if (!origins.includes(o)) origins.push(o);
  const scriptSrc = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss: https: http:",
    'frame-src https: http:',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Kite never frames itself and no other site may frame it (click-jacking, issue 43).
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The plugin worker's own policy (a dedicated worker takes the CSP of its script's response,
 * not the page's). SES compiles the code it evaluates inside each plugin Compartment with the
 * Function constructor, so this worker — and only it — may eval; it may fetch nothing at all
 * (`default-src 'none'`: no connect-src), so even code that escaped a compartment has no network.
 */
export const PLUGIN_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'";

/** The built plugin worker's file (Vite names worker chunks after their entry). */
export function isPluginWorkerAsset(pathname: string): boolean {
  return /^\/assets\/pluginWorker-[\w-]+\.js$/.test(pathname);
}
