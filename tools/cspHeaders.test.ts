import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHeaders } from './cspHeaders';

describe('CSP for production builds', () => {
  it('writes _headers with script-src self plus the configured extension origins', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kite-csp-'));
    mkdirSync(path.join(root, 'public'));
    writeFileSync(
      path.join(root, 'public/kite.config.json'),
      JSON.stringify({ extensions: ['https://ext.example/a.js', 'javascript:alert(1)'], captchaProviders: ['turnstile'] }),
    );
    const plugin = cspHeaders();
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.configResolved as (c: { root: string }) => void)({ root });
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f) });
    expect(emitted[0]?.fileName).toBe('_headers');
    expect(emitted[0]?.source).toContain("script-src 'self' https://ext.example https://challenges.cloudflare.com;");
    expect(emitted[0]?.source).not.toContain('javascript');
    const [pages, worker] = (emitted[0]?.source ?? '').split('/assets/pluginWorker-*');
    expect(pages).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // Only the plugin worker may eval (SES compartments), with the page policy detached and no network.
    expect(worker).toBe("\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'none'; script-src 'self' 'unsafe-eval'\n");
  });
});
