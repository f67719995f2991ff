/**
 * The parameters of Misskey 2025.9's `admin/update-meta` and how its validator refuses a wrong one
 * (INVALID_PARAM naming the schema path, first failing property in the schema's order).
 */
import { invalidParam } from '../http/errors';

type Kind = 'boolean' | 'string' | 'integer' | 'number' | 'array' | 'object';
interface Rule {
  type: Kind;
  nullable?: boolean;
  /** For arrays: the entries are strings. */
  strings?: boolean;
  pattern?: RegExp;
  enum?: readonly string[];
}

const b = (nullable = false): Rule => ({ type: 'boolean', nullable });
const s = (nullable = true): Rule => ({ type: 'string', nullable });
const i = (nullable = false): Rule => ({ type: 'integer', nullable });
const list = (nullable = true): Rule => ({ type: 'array', nullable, strings: true });
const oneOf = (...values: string[]): Rule => ({ type: 'string', enum: values });

// In the order of the endpoint's paramDef.
export const UPDATE_META_PARAMS: Readonly<Record<string, Rule>> = {
  disableRegistration: b(true),
  pinnedUsers: list(),
  hiddenTags: list(),
  blockedHosts: list(),
  sensitiveWords: list(),
  prohibitedWords: list(),
  prohibitedWordsForNameOfUser: list(),
  themeColor: { type: 'string', nullable: true, pattern: /^#[0-9a-fA-F]{6}$/ },
  mascotImageUrl: s(),
  bannerUrl: s(),
  serverErrorImageUrl: s(),
  infoImageUrl: s(),
  notFoundImageUrl: s(),
  iconUrl: s(),
  app192IconUrl: s(),
  app512IconUrl: s(),
  backgroundImageUrl: s(),
  logoImageUrl: s(),
  name: s(),
  shortName: s(),
  description: s(),
  defaultLightTheme: s(),
  defaultDarkTheme: s(),
  clientOptions: { type: 'object' },
  cacheRemoteFiles: b(),
  cacheRemoteSensitiveFiles: b(),
  emailRequiredForSignup: b(),
  enableHcaptcha: b(),
  hcaptchaSiteKey: s(),
  hcaptchaSecretKey: s(),
  enableMcaptcha: b(),
  mcaptchaSiteKey: s(),
  mcaptchaInstanceUrl: s(),
  mcaptchaSecretKey: s(),
  enableRecaptcha: b(),
  recaptchaSiteKey: s(),
  recaptchaSecretKey: s(),
  enableTurnstile: b(),
  turnstileSiteKey: s(),
  turnstileSecretKey: s(),
  enableTestcaptcha: b(),
  googleAnalyticsMeasurementId: s(),
  sensitiveMediaDetection: oneOf('none', 'all', 'local', 'remote'),
  sensitiveMediaDetectionSensitivity: oneOf('medium', 'low', 'high', 'veryLow', 'veryHigh'),
  setSensitiveFlagAutomatically: b(),
  enableSensitiveMediaDetectionForVideos: b(),
  maintainerName: s(),
  maintainerEmail: s(),
  langs: list(false),
  deeplAuthKey: s(),
  deeplIsPro: b(),
  enableEmail: b(),
  email: s(),
  smtpSecure: b(),
  smtpHost: s(),
  smtpPort: i(true),
  smtpUser: s(),
  smtpPass: s(),
  enableServiceWorker: b(),
  swPublicKey: s(),
  swPrivateKey: s(),
  tosUrl: s(),
  repositoryUrl: s(),
  feedbackUrl: s(),
  impressumUrl: s(),
  privacyPolicyUrl: s(),
  inquiryUrl: s(),
  useObjectStorage: b(),
  objectStorageBaseUrl: s(),
  objectStorageBucket: s(),
  objectStoragePrefix: { type: 'string', nullable: true, pattern: /^[a-zA-Z0-9-._]*$/ },
  objectStorageEndpoint: s(),
  objectStorageRegion: s(),
  objectStoragePort: i(true),
  objectStorageAccessKey: s(),
  objectStorageSecretKey: s(),
  objectStorageUseSSL: b(),
  objectStorageUseProxy: b(),
  objectStorageSetPublicRead: b(),
  objectStorageS3ForcePathStyle: b(),
  enableIpLogging: b(),
  enableActiveEmailValidation: b(),
  enableVerifymailApi: b(),
  verifymailAuthKey: s(),
  enableTruemailApi: b(),
  truemailInstance: s(),
  truemailAuthKey: s(),
  enableChartsForRemoteUser: b(),
  enableChartsForFederatedInstances: b(),
  enableStatsForFederatedInstances: b(),
  enableServerMachineStats: b(),
  enableIdenticonGeneration: b(),
  serverRules: list(false),
  bannedEmailDomains: list(false),
  preservedUsernames: list(false),
  manifestJsonOverride: s(false),
  enableFanoutTimeline: b(),
  enableFanoutTimelineDbFallback: b(),
  perLocalUserUserTimelineCacheMax: i(),
  perRemoteUserUserTimelineCacheMax: i(),
  perUserHomeTimelineCacheMax: i(),
  perUserListTimelineCacheMax: i(),
  enableReactionsBuffering: b(),
  notesPerOneAd: i(),
  silencedHosts: list(),
  mediaSilencedHosts: list(),
  summalyProxy: s(),
  urlPreviewEnabled: b(),
  urlPreviewAllowRedirect: b(),
  urlPreviewTimeout: i(),
  urlPreviewMaximumContentLength: i(),
  urlPreviewRequireContentLength: b(),
  urlPreviewUserAgent: s(),
  urlPreviewSummaryProxyUrl: s(),
  federation: oneOf('all', 'none', 'specified'),
  federationHosts: list(false),
  deliverSuspendedSoftware: { type: 'array' },
  singleUserMode: b(),
  ugcVisibilityForVisitor: oneOf('all', 'local', 'none'),
  proxyRemoteFiles: b(),
  signToActivityPubGet: b(),
  allowExternalApRedirect: b(),
  enableRemoteNotesCleaning: b(),
  remoteNotesCleaningExpiryDaysForEachNotes: { type: 'number' },
  remoteNotesCleaningMaxProcessingDurationInMinutes: { type: 'number' },
};

function typeOk(v: unknown, type: Kind): boolean {
  switch (type) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
}

/** Throws Misskey's INVALID_PARAM for the first parameter (in the schema's order) the validator would refuse. */
export function checkUpdateMeta(params: Record<string, unknown>): void {
  for (const [key, rule] of Object.entries(UPDATE_META_PARAMS)) {
    const v = params[key];
    if (v === undefined || (v === null && rule.nullable)) continue;
    const at = `#/properties/${key}`;
    if (!typeOk(v, rule.type)) throw invalidParam(`${at}/type`, `must be ${rule.type}`);
    if (rule.strings && Array.isArray(v) && v.some((x) => typeof x !== 'string')) throw invalidParam(`${at}/items/type`, 'must be string');
    if (rule.enum && typeof v === 'string' && !rule.enum.includes(v))
      throw invalidParam(`${at}/enum`, 'must be equal to one of the allowed values');
    if (rule.pattern && typeof v === 'string' && !rule.pattern.test(v))
      throw invalidParam(`${at}/pattern`, `must match pattern "${rule.pattern.source}"`);
  }
}
