/**
 * The server settings an administrator edits in the control panel (`admin/meta`, `admin/update-meta`),
 * beside the few sign-up ones in server-settings.ts and the host lists in api/federationAdmin.ts. In memory per server; /__dev/reset forgets the
 * edits (clearServerMeta) and the defaults below come back.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import { generateVapidKeys } from './vapid';

type AdminMeta = entities.AdminMetaResponse;

/** The settings kept here: admin/meta's answer without what is computed or kept in `state.settings`. */
export type StoredMeta = Omit<
  AdminMeta,
  | 'policies'
  | 'uri'
  | 'version'
  | 'proxyAccountId'
  | 'translatorAvailable'
  | 'summalyProxy'
  | 'disableRegistration'
  | 'emailRequiredForSignup'
  | 'enableEmail'
  | 'notesPerOneAd'
  | 'enableHcaptcha'
  | 'enableMcaptcha'
  | 'enableRecaptcha'
  | 'enableTurnstile'
  | 'enableTestcaptcha'
  | 'silencedHosts'
  | 'blockedHosts'
  | 'mediaSilencedHosts'
  | 'bannedEmailDomains'
> & {
  bannedEmailDomains: string[];
  /** Not in admin/meta's answer (2025.9): the public meta has them. */
  serverRules: string[];
  langs: string[];
  logoImageUrl: string | null;
};

/** A fresh devserver's settings (what its meta answered before the control panel could change them). */
export function defaultServerMeta(origin: string, name: string): StoredMeta {
  const o = origin;
  const vapid = generateVapidKeys();
  return {
    name,
    shortName: 'Kite',
    description: 'A Misskey-compatible local instance for developing Kite.',
    maintainerName: 'Kite devserver',
    maintainerEmail: 'admin@kite.invalid',
    langs: ['en', 'ja'],
    tosUrl: `${o}/__fixtures/tos.html`,
    privacyPolicyUrl: `${o}/__fixtures/privacy.html`,
    impressumUrl: `${o}/__fixtures/impressum.html`,
    inquiryUrl: null,
    repositoryUrl: 'https://github.com/misskey-dev/misskey',
    feedbackUrl: null,
    serverRules: ['Be kind.', 'This is a development server: data may be reset at any time.'],
    pinnedUsers: ['@alice', '@carol'],
    hiddenTags: [],
    themeColor: '#3a8fd8',
    mascotImageUrl: `${o}/static/mascot.png`,
    bannerUrl: null,
    backgroundImageUrl: null,
    logoImageUrl: null,
    iconUrl: `${o}/static/instance-icon.png`,
    app192IconUrl: null,
    app512IconUrl: null,
    serverErrorImageUrl: `${o}/static/error.png`,
    infoImageUrl: `${o}/static/info.png`,
    notFoundImageUrl: `${o}/static/notfound.png`,
    defaultLightTheme: null,
    defaultDarkTheme: null,
    manifestJsonOverride: '{}',
    clientOptions: {},
    cacheRemoteFiles: false,
    cacheRemoteSensitiveFiles: false,
    hcaptchaSiteKey: null,
    hcaptchaSecretKey: null,
    mcaptchaSiteKey: null,
    mcaptchaSecretKey: null,
    mcaptchaInstanceUrl: null,
    recaptchaSiteKey: null,
    recaptchaSecretKey: null,
    turnstileSiteKey: null,
    turnstileSecretKey: null,
    googleAnalyticsMeasurementId: null,
    // Push on, with a key pair of this server's own (store/vapid.ts): Kite's push settings and e2e use it.
    enableServiceWorker: true,
    swPublickey: vapid.publicKey,
    swPrivateKey: vapid.privateKey,
    sensitiveWords: [],
    prohibitedWords: [],
    prohibitedWordsForNameOfUser: [],
    bannedEmailDomains: [],
    preservedUsernames: ['admin', 'administrator', 'root', 'system', 'moderator', 'staff'],
    sensitiveMediaDetection: 'none',
    sensitiveMediaDetectionSensitivity: 'medium',
    setSensitiveFlagAutomatically: false,
    enableSensitiveMediaDetectionForVideos: false,
    email: null,
    smtpSecure: false,
    smtpHost: null,
    smtpPort: null,
    smtpUser: null,
    smtpPass: null,
    useObjectStorage: false,
    objectStorageBaseUrl: null,
    objectStorageBucket: null,
    objectStoragePrefix: null,
    objectStorageEndpoint: null,
    objectStorageRegion: null,
    objectStoragePort: null,
    objectStorageAccessKey: null,
    objectStorageSecretKey: null,
    objectStorageUseSSL: true,
    objectStorageUseProxy: true,
    objectStorageSetPublicRead: false,
    objectStorageS3ForcePathStyle: true,
    deeplAuthKey: null,
    deeplIsPro: false,
    enableIpLogging: false,
    enableActiveEmailValidation: true,
    enableVerifymailApi: false,
    verifymailAuthKey: null,
    enableTruemailApi: false,
    truemailInstance: null,
    truemailAuthKey: null,
    enableChartsForRemoteUser: true,
    enableChartsForFederatedInstances: true,
    enableStatsForFederatedInstances: true,
    enableServerMachineStats: false,
    enableIdenticonGeneration: true,
    enableFanoutTimeline: true,
    enableFanoutTimelineDbFallback: true,
    perLocalUserUserTimelineCacheMax: 300,
    perRemoteUserUserTimelineCacheMax: 100,
    perUserHomeTimelineCacheMax: 300,
    perUserListTimelineCacheMax: 300,
    enableReactionsBuffering: false,
    urlPreviewEnabled: true,
    urlPreviewAllowRedirect: true,
    urlPreviewTimeout: 10000,
    urlPreviewMaximumContentLength: 10485760,
    urlPreviewRequireContentLength: false,
    urlPreviewUserAgent: null,
    urlPreviewSummaryProxyUrl: null,
    federation: 'all',
    federationHosts: [],
    deliverSuspendedSoftware: [],
    singleUserMode: false,
    ugcVisibilityForVisitor: 'all',
    proxyRemoteFiles: true,
    signToActivityPubGet: true,
    allowExternalApRedirect: true,
    enableRemoteNotesCleaning: false,
    remoteNotesCleaningExpiryDaysForEachNotes: 90,
    remoteNotesCleaningMaxProcessingDurationInMinutes: 60,
  };
}

/** A test email `admin/send-email` sent (the devserver mails nothing: tests read them here). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

const metas = new WeakMap<State, { meta: StoredMeta; outbox: SentMail[] }>();

function entry(state: State, name: string) {
  let e = metas.get(state);
  if (!e) metas.set(state, (e = { meta: defaultServerMeta(state.origin, name), outbox: [] }));
  return e;
}

/** The server's settings (created with the defaults and the configured server name on first use). */
export const serverMetaOf = (state: State, name: string): StoredMeta => entry(state, name).meta;
/** The test emails sent so far. */
export const outboxOf = (state: State, name: string): SentMail[] => entry(state, name).outbox;
/** Forgets every edit (the devserver's reset). */
export const clearServerMeta = (state: State): void => void metas.delete(state);
