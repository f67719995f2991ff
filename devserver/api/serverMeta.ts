/**
 * The server settings of the control panel, as Misskey 2025.9 answers them: `admin/meta`,
 * `admin/update-meta` (validated as its schema, normalised as it stores), `admin/send-email`, and
 * the captcha's `admin/captcha/current` / `admin/captcha/save` (saved only with a solved captcha).
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { ServerConfig } from './meta';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { invalidParam } from '../http/errors';
import { basePolicies } from '../store/policies';
import { DEV_CAPTCHA_PASS } from '../store/server-settings';
import type { CaptchaKind } from '../store/server-settings';
import { outboxOf, serverMetaOf } from '../store/serverMeta';
import type { StoredMeta } from '../store/serverMeta';
import { checkUpdateMeta } from './serverMetaSchema';
import { applyHostLists, hostLists } from './federationAdmin';

const mod = { requireCredential: true, requireModerator: true } as const;
const admin = { requireCredential: true, requireAdmin: true } as const;

/** `admin/meta`: every setting, secrets included (moderators may read it). */
export function adminMeta(state: State, cfg: ServerConfig): entities.AdminMetaResponse {
  const { serverRules: _rules, langs: _langs, logoImageUrl: _logo, ...s } = serverMetaOf(state, cfg.name);
  const kind = state.settings.captcha;
  return {
    ...s,
    // The host lists are the federation pages' too (federationAdmin.ts keeps them).
    ...hostLists(state),
    uri: state.origin,
    version: '2025.9.0',
    proxyAccountId: 'proxy',
    translatorAvailable: s.deeplAuthKey != null,
    summalyProxy: s.urlPreviewSummaryProxyUrl,
    disableRegistration: state.settings.disableRegistration,
    emailRequiredForSignup: state.settings.emailRequiredForSignup,
    enableEmail: state.settings.enableEmail,
    notesPerOneAd: state.settings.notesPerOneAd,
    enableHcaptcha: kind === 'hcaptcha',
    enableMcaptcha: kind === 'mcaptcha',
    enableRecaptcha: kind === 'recaptcha',
    enableTurnstile: kind === 'turnstile',
    enableTestcaptcha: kind === 'testcaptcha',
    // misskey-js types admin/meta's policies as an empty record; the server sends the base policies.
    policies: basePolicies(state) as unknown as Record<string, never>,
  };
}

/** Misskey's list handling: empty entries dropped. */
const entries = (v: string[]) => v.filter(Boolean);
const emptyToNull = (v: string | null) => (v === '' ? null : v);
const trimmedOrNull = (v: string | null) => ((v ?? '').trim() === '' ? null : (v ?? '').trim());

const CAPTCHA_FLAGS = {
  enableHcaptcha: 'hcaptcha',
  enableMcaptcha: 'mcaptcha',
  enableRecaptcha: 'recaptcha',
  enableTurnstile: 'turnstile',
  enableTestcaptcha: 'testcaptcha',
} as const satisfies Record<string, CaptchaKind>;
const CAPTCHA_FLAG_KEYS = ['enableHcaptcha', 'enableMcaptcha', 'enableRecaptcha', 'enableTurnstile', 'enableTestcaptcha'] as const;

/** Applies a checked `admin/update-meta` body as Misskey stores it. */
function applyUpdate(state: State, cfg: ServerConfig, p: NonNullable<import('misskey-js').Endpoints['admin/update-meta']['req']>): void {
  const m = serverMetaOf(state, cfg.name);
  const set = <K extends keyof StoredMeta>(k: K, v: StoredMeta[K] | undefined) => {
    if (v !== undefined) m[k] = v;
  };
  if (typeof p.disableRegistration === 'boolean') state.settings.disableRegistration = p.disableRegistration;
  if (p.emailRequiredForSignup !== undefined) state.settings.emailRequiredForSignup = p.emailRequiredForSignup;
  if (p.enableEmail !== undefined) state.settings.enableEmail = p.enableEmail;
  if (p.notesPerOneAd !== undefined) state.settings.notesPerOneAd = p.notesPerOneAd;
  for (const flag of CAPTCHA_FLAG_KEYS) {
    const on = p[flag];
    const kind = CAPTCHA_FLAGS[flag];
    if (on === true) state.settings.captcha = kind;
    else if (on === false && state.settings.captcha === kind) state.settings.captcha = null;
  }
  for (const k of ['pinnedUsers', 'hiddenTags', 'sensitiveWords', 'prohibitedWords', 'prohibitedWordsForNameOfUser'] as const) {
    const v = p[k];
    if (Array.isArray(v)) m[k] = entries(v);
  }
  applyHostLists(state, p);
  if (Array.isArray(p.federationHosts)) m.federationHosts = p.federationHosts.filter(Boolean).map((h) => h.toLowerCase());
  if (Array.isArray(p.langs)) m.langs = entries(p.langs);
  set('serverRules', p.serverRules);
  set('bannedEmailDomains', p.bannedEmailDomains);
  set('preservedUsernames', p.preservedUsernames);
  if (p.repositoryUrl !== undefined) m.repositoryUrl = p.repositoryUrl != null && URL.canParse(p.repositoryUrl) ? p.repositoryUrl : null;
  if (p.googleAnalyticsMeasurementId !== undefined) m.googleAnalyticsMeasurementId = p.googleAnalyticsMeasurementId || null;
  if (p.deeplAuthKey !== undefined) m.deeplAuthKey = emptyToNull(p.deeplAuthKey);
  if (p.verifymailAuthKey !== undefined) m.verifymailAuthKey = emptyToNull(p.verifymailAuthKey);
  if (p.truemailInstance !== undefined) m.truemailInstance = emptyToNull(p.truemailInstance);
  if (p.truemailAuthKey !== undefined) m.truemailAuthKey = emptyToNull(p.truemailAuthKey);
  if (p.urlPreviewUserAgent !== undefined) m.urlPreviewUserAgent = trimmedOrNull(p.urlPreviewUserAgent);
  if (p.summalyProxy !== undefined || p.urlPreviewSummaryProxyUrl !== undefined)
    m.urlPreviewSummaryProxyUrl = trimmedOrNull(p.urlPreviewSummaryProxyUrl ?? p.summalyProxy ?? null);
  if (p.swPublicKey !== undefined) m.swPublickey = p.swPublicKey;
  if (p.mcaptchaSiteKey !== undefined) m.mcaptchaSiteKey = p.mcaptchaSiteKey;
  // The rest is stored as sent.
  const plain = [
    'themeColor',
    'mascotImageUrl',
    'bannerUrl',
    'serverErrorImageUrl',
    'infoImageUrl',
    'notFoundImageUrl',
    'iconUrl',
    'app192IconUrl',
    'app512IconUrl',
    'backgroundImageUrl',
    'logoImageUrl',
    'name',
    'shortName',
    'description',
    'defaultLightTheme',
    'defaultDarkTheme',
    'cacheRemoteFiles',
    'cacheRemoteSensitiveFiles',
    'hcaptchaSiteKey',
    'hcaptchaSecretKey',
    'mcaptchaInstanceUrl',
    'mcaptchaSecretKey',
    'recaptchaSiteKey',
    'recaptchaSecretKey',
    'turnstileSiteKey',
    'turnstileSecretKey',
    'sensitiveMediaDetection',
    'sensitiveMediaDetectionSensitivity',
    'setSensitiveFlagAutomatically',
    'enableSensitiveMediaDetectionForVideos',
    'maintainerName',
    'maintainerEmail',
    'deeplIsPro',
    'email',
    'smtpSecure',
    'smtpHost',
    'smtpPort',
    'smtpUser',
    'smtpPass',
    'enableServiceWorker',
    'swPrivateKey',
    'tosUrl',
    'feedbackUrl',
    'impressumUrl',
    'privacyPolicyUrl',
    'inquiryUrl',
    'useObjectStorage',
    'objectStorageBaseUrl',
    'objectStorageBucket',
    'objectStoragePrefix',
    'objectStorageEndpoint',
    'objectStorageRegion',
    'objectStoragePort',
    'objectStorageAccessKey',
    'objectStorageSecretKey',
    'objectStorageUseSSL',
    'objectStorageUseProxy',
    'objectStorageSetPublicRead',
    'objectStorageS3ForcePathStyle',
    'enableIpLogging',
    'enableActiveEmailValidation',
    'enableVerifymailApi',
    'enableTruemailApi',
    'enableChartsForRemoteUser',
    'enableChartsForFederatedInstances',
    'enableStatsForFederatedInstances',
    'enableServerMachineStats',
    'enableIdenticonGeneration',
    'manifestJsonOverride',
    'enableFanoutTimeline',
    'enableFanoutTimelineDbFallback',
    'perLocalUserUserTimelineCacheMax',
    'perRemoteUserUserTimelineCacheMax',
    'perUserHomeTimelineCacheMax',
    'perUserListTimelineCacheMax',
    'enableReactionsBuffering',
    'urlPreviewEnabled',
    'urlPreviewAllowRedirect',
    'urlPreviewTimeout',
    'urlPreviewMaximumContentLength',
    'urlPreviewRequireContentLength',
    'federation',
    'deliverSuspendedSoftware',
    'singleUserMode',
    'ugcVisibilityForVisitor',
    'proxyRemoteFiles',
    'signToActivityPubGet',
    'allowExternalApRedirect',
    'enableRemoteNotesCleaning',
    'remoteNotesCleaningExpiryDaysForEachNotes',
    'remoteNotesCleaningMaxProcessingDurationInMinutes',
  ] as const satisfies readonly (keyof StoredMeta & keyof typeof p)[];
  for (const k of plain) copyFrom(m, p, k);
  if (p.clientOptions !== undefined) m.clientOptions = {};
}

function copyFrom<K extends keyof StoredMeta>(m: StoredMeta, p: Partial<Pick<StoredMeta, K>>, k: K): void {
  const v: StoredMeta[K] | undefined = p[k];
  if (v !== undefined) m[k] = v;
}

/** Misskey's captcha/save errors (the message is the CaptchaError's). */
const CAPTCHA_ERR = {
  invalidParameters: { message: 'Invalid parameters.', code: 'INVALID_PARAMETERS', id: '26654194-410e-44e2-b42e-460ff6f92476' },
  verificationFailed: { message: 'Verification failed.', code: 'VERIFICATION_FAILED', id: 'c41c067f-24f3-4150-84b2-b5a3ae8c2214' },
};

export function serverMetaEndpoints(cfg: ServerConfig) {
  return [
    ep('admin/meta', { ...mod, kind: 'read:admin:meta' }, ({ state }) => adminMeta(state, cfg)),
    ep('admin/update-meta', { ...admin, kind: 'write:admin:meta' }, ({ state, params }) => {
      checkUpdateMeta(params);
      applyUpdate(state, cfg, params);
    }),
    ep('admin/send-email', { ...mod, kind: 'write:admin:send-email' }, ({ state, params }) => {
      for (const k of ['to', 'subject', 'text'] as const) {
        if (params[k] === undefined) throw invalidParam('#/required', `must have required property '${k}'`);
        if (typeof params[k] !== 'string') throw invalidParam(`#/properties/${k}/type`, 'must be string');
      }
      // As Misskey: nothing is sent (and nothing said) while email is off.
      if (!state.settings.enableEmail) return;
      const m = serverMetaOf(state, cfg.name);
      // Misskey's mailer throws (an INTERNAL_ERROR answer) when it cannot reach a server.
      if (!m.smtpHost) throw new Error('connect ECONNREFUSED: no SMTP host');
      outboxOf(state, cfg.name).push({ to: params.to, subject: params.subject, text: params.text });
    }),
    ep('admin/captcha/current', { ...admin, kind: 'read:admin:meta' }, ({ state }) => {
      const m = serverMetaOf(state, cfg.name);
      const provider: entities.AdminCaptchaCurrentResponse['provider'] = state.settings.captcha ?? 'none';
      return {
        provider,
        hcaptcha: { siteKey: m.hcaptchaSiteKey, secretKey: m.hcaptchaSecretKey },
        mcaptcha: { siteKey: m.mcaptchaSiteKey, secretKey: m.mcaptchaSecretKey, instanceUrl: m.mcaptchaInstanceUrl },
        recaptcha: { siteKey: m.recaptchaSiteKey, secretKey: m.recaptchaSecretKey },
        turnstile: { siteKey: m.turnstileSiteKey, secretKey: m.turnstileSecretKey },
      };
    }),
    ep('admin/captcha/save', { ...admin, kind: 'write:admin:meta' }, ({ state, params }) => {
      const provider = params.provider;
      if (!['none', 'hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile', 'testcaptcha'].includes(provider))
        throw invalidParam('#/properties/provider/enum', 'must be equal to one of the allowed values');
      if (provider === 'none') {
        state.settings.captcha = null;
        return;
      }
      const fail = (what: keyof typeof CAPTCHA_ERR, message: string) =>
        new ApiError({ ...CAPTCHA_ERR[what], message, httpStatusCode: 400 });
      const missing =
        provider === 'testcaptcha'
          ? !params.captchaResult
          : !params.secret || !params.captchaResult || (provider === 'mcaptcha' && (!params.sitekey || !params.instanceUrl));
      if (missing) throw fail('invalidParameters', `${provider}-failed: required parameters are missing`);
      // The devserver's widgets answer a fixed response (the real ones ask their service).
      if (params.captchaResult !== DEV_CAPTCHA_PASS[provider]) throw fail('verificationFailed', `${provider}-failed`);
      const m = serverMetaOf(state, cfg.name);
      // As Misskey: only the keys given are updated.
      const keep = <K extends keyof StoredMeta>(k: K, v: StoredMeta[K] | undefined) => {
        if (v !== undefined) m[k] = v;
      };
      const { sitekey, secret, instanceUrl } = params;
      switch (provider) {
        case 'hcaptcha':
          keep('hcaptchaSiteKey', sitekey);
          keep('hcaptchaSecretKey', secret);
          break;
        case 'mcaptcha':
          keep('mcaptchaSiteKey', sitekey);
          keep('mcaptchaSecretKey', secret);
          keep('mcaptchaInstanceUrl', instanceUrl);
          break;
        case 'recaptcha':
          keep('recaptchaSiteKey', sitekey);
          keep('recaptchaSecretKey', secret);
          break;
        case 'turnstile':
          keep('turnstileSiteKey', sitekey);
          keep('turnstileSecretKey', secret);
          break;
        case 'testcaptcha':
          // No keys: the test captcha's answer is fixed.
          break;
      }
      state.settings.captcha = provider;
    }),
  ];
}
