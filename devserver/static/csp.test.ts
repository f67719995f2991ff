import { describe, expect, it } from 'vitest';
import { PLUGIN_WORKER_CSP, buildCsp, extensionOrigins, isPluginWorkerAsset } from './csp';

describe('buildCsp', () => {
  it('allows only self for scripts when there are no extensions', () => {
    const csp = buildCsp([]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(
      /^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; media-src 'self' blob: https: http:; font-src 'self' data:; connect-src 'self' ws: wss: https: http:; frame-src https: http:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$/,
    );
  });

  it('no other site may frame Kite (click-jacking)', () => {
    expect(buildCsp(['https://ext.example/a.js'], ['hcaptcha'])).toContain("frame-ancestors 'none'");
  });

  it('adds the distinct origins of absolute http(s) extension URLs', () => {
    const csp = buildCsp([
      'https://ext.example/a.js',
      'https://ext.example/b.js',
      'http://other.example:8080/x.js',
      '/relative/ext.js',
      'javascript:alert(1)',
      'not a url',
    ]);
    expect(csp).toContain("script-src 'self' https://ext.example http://other.example:8080;");
  });

  it('never puts unsafe-inline in script-src', () => {
    const script = buildCsp(['https://a.example/x.js'])
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' https://a.example");
  });

  it('adds the script origins of the configured captcha providers, never unsafe-inline', () => {
    const script = buildCsp([], ['hcaptcha', 'turnstile', 'testcaptcha', 'evil', 7])
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' https://js.hcaptcha.com https://newassets.hcaptcha.com https://challenges.cloudflare.com");
    expect(buildCsp([], ['recaptcha'])).toContain("script-src 'self' https://www.recaptcha.net https://www.gstatic.com;");
  });

  it('ignores non-strings and bad URLs', () => {
    expect(extensionOrigins(['https://', 42 as unknown as string, 'ftp://x.example/a.js'])).toEqual([]);
  });
});

describe('plugin worker policy', () => {
  it('lets only the plugin worker eval, with no network', () => {
    expect(PLUGIN_WORKER_CSP).toContain("'unsafe-eval'");
    expect(PLUGIN_WORKER_CSP).toContain("default-src 'none'");
    expect(PLUGIN_WORKER_CSP).not.toContain('connect-src');
    expect(buildCsp([])).not.toContain('unsafe-eval');
  });

  it('matches the built worker file only', () => {
    expect(isPluginWorkerAsset('/assets/pluginWorker-AbC_12-x.js')).toBe(true);
    expect(isPluginWorkerAsset('/assets/index-AbC.js')).toBe(false);
    expect(isPluginWorkerAsset('/assets/pluginWorker-a.js/../x.js')).toBe(false);
    expect(isPluginWorkerAsset('/pluginWorker-a.js')).toBe(false);
  });
});
