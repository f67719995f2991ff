import { describe, expect, it } from 'vitest';
import { captchaFields, captchaOf } from './captcha';
import type { CaptchaMeta } from './captcha';

const base: CaptchaMeta = {
  enableHcaptcha: false,
  hcaptchaSiteKey: null,
  enableMcaptcha: false,
  mcaptchaSiteKey: null,
  mcaptchaInstanceUrl: null,
  enableRecaptcha: false,
  recaptchaSiteKey: null,
  enableTurnstile: false,
  turnstileSiteKey: null,
  enableTestcaptcha: false,
};
const meta = (x: Partial<CaptchaMeta>): CaptchaMeta => ({ ...base, ...x });

describe('captchaOf', () => {
  it('is null when the server asks for none', () => {
    expect(captchaOf(meta({}))).toBeNull();
    expect(captchaOf(null)).toBeNull();
  });

  it('names the kind the meta enables, with its site key', () => {
    expect(captchaOf(meta({ enableTurnstile: true, turnstileSiteKey: 'k' }))).toEqual({
      kind: 'turnstile',
      siteKey: 'k',
      instanceUrl: null,
    });
    expect(captchaOf(meta({ enableMcaptcha: true, mcaptchaSiteKey: 'm', mcaptchaInstanceUrl: 'https://mc.example' }))?.instanceUrl).toBe(
      'https://mc.example',
    );
    expect(captchaOf(meta({ enableTestcaptcha: true }))?.kind).toBe('testcaptcha');
  });

  it('puts the response in the field the server reads', () => {
    expect(captchaFields({ kind: 'recaptcha', siteKey: 'k', instanceUrl: null }, 'tok')).toEqual({ 'g-recaptcha-response': 'tok' });
    expect(captchaFields({ kind: 'testcaptcha', siteKey: null, instanceUrl: null }, null)).toEqual({});
  });
});
