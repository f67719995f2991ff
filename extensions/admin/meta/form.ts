import type { entities } from 'misskey-js';
import type { MessageKey } from '@kite/sdk';

type Meta = entities.AdminMetaResponse;

/** The settings these pages edit: in `admin/meta`'s answer and accepted by `admin/update-meta` under the same name. */
export const EDITABLE = [
  'name',
  'shortName',
  'description',
  'maintainerName',
  'maintainerEmail',
  'tosUrl',
  'privacyPolicyUrl',
  'inquiryUrl',
  'repositoryUrl',
  'feedbackUrl',
  'impressumUrl',
  'serverRules',
  'pinnedUsers',
  'enableServiceWorker',
  'swPublicKey',
  'swPrivateKey',
  'notesPerOneAd',
  'urlPreviewEnabled',
  'urlPreviewAllowRedirect',
  'urlPreviewRequireContentLength',
  'urlPreviewMaximumContentLength',
  'urlPreviewTimeout',
  'urlPreviewUserAgent',
  'urlPreviewSummaryProxyUrl',
  'federation',
  'federationHosts',
  'signToActivityPubGet',
  'proxyRemoteFiles',
  'allowExternalApRedirect',
  'cacheRemoteFiles',
  'cacheRemoteSensitiveFiles',
  'themeColor',
  'iconUrl',
  'app192IconUrl',
  'app512IconUrl',
  'bannerUrl',
  'backgroundImageUrl',
  'infoImageUrl',
  'notFoundImageUrl',
  'serverErrorImageUrl',
  'defaultLightTheme',
  'defaultDarkTheme',
  'manifestJsonOverride',
  'disableRegistration',
  'emailRequiredForSignup',
  'ugcVisibilityForVisitor',
  'sensitiveWords',
  'prohibitedWords',
  'prohibitedWordsForNameOfUser',
  'hiddenTags',
  'preservedUsernames',
  'silencedHosts',
  'mediaSilencedHosts',
  'blockedHosts',
  'bannedEmailDomains',
  'enableEmail',
  'email',
  'smtpHost',
  'smtpPort',
  'smtpUser',
  'smtpPass',
  'smtpSecure',
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
  'sensitiveMediaDetection',
  'sensitiveMediaDetectionSensitivity',
  'setSensitiveFlagAutomatically',
  'enableSensitiveMediaDetectionForVideos',
  'enableActiveEmailValidation',
  'enableVerifymailApi',
  'verifymailAuthKey',
  'enableTruemailApi',
  'truemailInstance',
  'truemailAuthKey',
  'enableIpLogging',
  'deeplAuthKey',
  'deeplIsPro',
  'googleAnalyticsMeasurementId',
  'enableServerMachineStats',
  'enableIdenticonGeneration',
  'enableChartsForRemoteUser',
  'enableChartsForFederatedInstances',
  'enableStatsForFederatedInstances',
  'enableFanoutTimeline',
  'enableFanoutTimelineDbFallback',
  'perLocalUserUserTimelineCacheMax',
  'perRemoteUserUserTimelineCacheMax',
  'perUserHomeTimelineCacheMax',
  'perUserListTimelineCacheMax',
  'enableReactionsBuffering',
  'enableRemoteNotesCleaning',
  'remoteNotesCleaningExpiryDaysForEachNotes',
  'remoteNotesCleaningMaxProcessingDurationInMinutes',
] as const satisfies readonly (keyof entities.AdminUpdateMetaRequest)[];

export type EditableKey = (typeof EDITABLE)[number];
/** Settings `admin/meta` answers under another name or not at all: the rules are in `meta`, the push key is `swPublickey`. */
type ElsewhereKey = 'serverRules' | 'swPublicKey';
/** The edited settings (lists always present: 2025.9 may leave two out of its answer). */
export type Draft = Required<Pick<Meta, Exclude<EditableKey, ElsewhereKey>>> & { serverRules: string[]; swPublicKey: string | null };
/** What `admin/update-meta` receives: only the changed settings. */
export type Changes = Partial<Draft>;
// Fails to compile when a setting's type here is not what admin/update-meta accepts.
const _sendable = (c: Changes): entities.AdminUpdateMetaRequest => c;
void _sendable;

/** Settings held as free text (nullable or not). */
export type TextKey = { [K in EditableKey]: Draft[K] extends string | null ? (string extends Draft[K] ? K : never) : never }[EditableKey];
/** Settings that are one of a few named values. */
export type ChoiceKey = { [K in EditableKey]: Draft[K] extends string ? (string extends Draft[K] ? never : K) : never }[EditableKey];
export type NumberKey = { [K in EditableKey]: Draft[K] extends number | null ? K : never }[EditableKey];
export type SwitchKey = { [K in EditableKey]: Draft[K] extends boolean ? K : never }[EditableKey];
export type ListKey = { [K in EditableKey]: Draft[K] extends string[] ? K : never }[EditableKey];

/** The list settings (edited one entry a line, or as the rules' list). */
const LIST_KEYS = [
  'serverRules',
  'pinnedUsers',
  'federationHosts',
  'sensitiveWords',
  'prohibitedWords',
  'prohibitedWordsForNameOfUser',
  'hiddenTags',
  'preservedUsernames',
  'silencedHosts',
  'mediaSilencedHosts',
  'blockedHosts',
  'bannedEmailDomains',
] as const satisfies readonly ListKey[];

/** Text settings the server does not accept as null (an empty text is sent as ''). */
export const NOT_NULL: ReadonlySet<TextKey> = new Set<TextKey>(['manifestJsonOverride']);

/** The edited settings: `admin/meta`'s answer, and the server rules of `meta`'s. */
export function toDraft(meta: Meta, serverRules: readonly string[]): Draft {
  // The other fields of the answer ride along unused: only EDITABLE is compared and sent.
  return {
    ...meta,
    silencedHosts: meta.silencedHosts ?? [],
    bannedEmailDomains: meta.bannedEmailDomains ?? [],
    serverRules: [...serverRules],
    swPublicKey: meta.swPublickey,
  };
}

function copy<K extends EditableKey>(to: Partial<Draft>, from: Draft, k: K): void {
  to[k] = from[k];
}

/** The draft as it will be saved: list entries trimmed, empty ones dropped (a line being typed stays in the draft). */
export function cleaned(d: Draft): Draft {
  const out = { ...d };
  for (const k of LIST_KEYS) out[k] = d[k].map((x) => x.trim()).filter(Boolean);
  return out;
}

function same(a: Draft[EditableKey], b: Draft[EditableKey]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  // An emptied text field is the same as a setting never set.
  return (a === '' ? null : a) === (b === '' ? null : b);
}

/** The settings of `draft` (cleaned) that differ from `saved`, with their new values: what `admin/update-meta` gets. */
export function changesOf(draft: Draft, saved: Draft): Changes {
  const now = cleaned(draft);
  const out: Changes = {};
  for (const k of EDITABLE) if (!same(now[k], saved[k])) copy(out, now, k);
  return out;
}

/** A setting refused before sending: which one, and why. */
export interface Problem {
  key: EditableKey;
  message: MessageKey;
}

const JSON_KEYS = ['defaultLightTheme', 'defaultDarkTheme', 'manifestJsonOverride'] as const satisfies readonly TextKey[];

/** What the server would refuse (or store broken) among the changes, found before sending. */
export function problemsOf(changes: Changes, m: { badJson: MessageKey; badColor: MessageKey }): Problem[] {
  const out: Problem[] = [];
  for (const k of JSON_KEYS) {
    const v = changes[k];
    if (v) {
      try {
        JSON.parse(v);
      } catch {
        out.push({ key: k, message: m.badJson });
      }
    }
  }
  if (changes.themeColor && !/^#[0-9a-fA-F]{6}$/.test(changes.themeColor)) out.push({ key: 'themeColor', message: m.badColor });
  return out;
}
