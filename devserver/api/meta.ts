/**
 * Server-level endpoints: meta, emojis, announcements, stats, ping.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { basePolicies } from '../store/policies';
import { packAnnouncement, packEmojiDetailed, packEmojiSimple } from '../store/pack-misc';
import { paginateById } from '../http/params';
import type { CaptchaKind } from '../store/server-settings';
import { serverMetaOf } from '../store/serverMeta';
import type { StoredMeta } from '../store/serverMeta';

export const SERVER_VERSION = '2025.9.0';
export const MAX_NOTE_TEXT_LENGTH = 3000;

export interface ServerConfig {
  name: string;
  maxFileSize: number;
}

export function metaLite(state: State, cfg: ServerConfig): entities.MetaLite {
  const o = state.origin;
  // What the control panel edits (serverMeta.ts); the rest is the devserver's own.
  const s = serverMetaOf(state, cfg.name);
  return {
    maintainerName: s.maintainerName,
    maintainerEmail: s.maintainerEmail,
    version: SERVER_VERSION,
    providesTarball: false,
    name: s.name,
    shortName: s.shortName,
    uri: o,
    description: s.description,
    langs: s.langs,
    tosUrl: s.tosUrl,
    repositoryUrl: s.repositoryUrl,
    feedbackUrl: s.feedbackUrl,
    defaultDarkTheme: s.defaultDarkTheme,
    defaultLightTheme: s.defaultLightTheme,
    clientOptions: s.clientOptions,
    disableRegistration: state.settings.disableRegistration,
    emailRequiredForSignup: state.settings.emailRequiredForSignup,
    ...captchaMeta(state.settings.captcha, s, o),
    googleAnalyticsMeasurementId: s.googleAnalyticsMeasurementId,
    swPublickey: s.swPublickey,
    mascotImageUrl: s.mascotImageUrl ?? `${o}/static/mascot.png`,
    bannerUrl: s.bannerUrl,
    serverErrorImageUrl: s.serverErrorImageUrl,
    infoImageUrl: s.infoImageUrl,
    notFoundImageUrl: s.notFoundImageUrl,
    iconUrl: s.iconUrl,
    maxNoteTextLength: MAX_NOTE_TEXT_LENGTH,
    ads: liveAds(state).map((a) => ({
      id: a.id,
      url: a.url,
      place: a.place,
      ratio: a.ratio,
      imageUrl: a.imageUrl,
      dayOfWeek: a.dayOfWeek,
    })),
    notesPerOneAd: state.settings.notesPerOneAd,
    enableEmail: state.settings.enableEmail,
    enableServiceWorker: s.enableServiceWorker,
    translatorAvailable: true,
    sentryForFrontend: null,
    mediaProxy: `${o}/proxy`,
    enableUrlPreview: s.urlPreviewEnabled,
    backgroundImageUrl: s.backgroundImageUrl,
    impressumUrl: s.impressumUrl,
    logoImageUrl: s.logoImageUrl,
    privacyPolicyUrl: s.privacyPolicyUrl,
    inquiryUrl: s.inquiryUrl,
    serverRules: s.serverRules,
    themeColor: s.themeColor,
    policies: basePolicies(state),
    noteSearchableScope: 'local',
    maxFileSize: cfg.maxFileSize,
    federation: s.federation,
  };
}

/** Like Misskey: the ads running now (started, not expired) on today's weekday (`dayOfWeek` bit flags, 0 = every day). */
function liveAds(state: State) {
  const now = new Date();
  return state.db.ads.filter(
    (a) => a.startsAt <= now.getTime() && a.expiresAt > now.getTime() && (a.dayOfWeek === 0 || (a.dayOfWeek & (1 << now.getDay())) > 0),
  );
}

/** The meta fields that tell a client which captcha to load (site keys as saved, else the devserver's own). */
function captchaMeta(kind: CaptchaKind | null, s: StoredMeta, origin: string) {
  return {
    enableHcaptcha: kind === 'hcaptcha',
    hcaptchaSiteKey: kind === 'hcaptcha' ? (s.hcaptchaSiteKey ?? 'devserver-sitekey') : s.hcaptchaSiteKey,
    enableMcaptcha: kind === 'mcaptcha',
    mcaptchaSiteKey: kind === 'mcaptcha' ? (s.mcaptchaSiteKey ?? 'devserver-sitekey') : s.mcaptchaSiteKey,
    mcaptchaInstanceUrl: kind === 'mcaptcha' ? (s.mcaptchaInstanceUrl ?? `${origin}/__fixtures/mcaptcha`) : s.mcaptchaInstanceUrl,
    enableRecaptcha: kind === 'recaptcha',
    recaptchaSiteKey: kind === 'recaptcha' ? (s.recaptchaSiteKey ?? 'devserver-sitekey') : s.recaptchaSiteKey,
    enableTurnstile: kind === 'turnstile',
    turnstileSiteKey: kind === 'turnstile' ? (s.turnstileSiteKey ?? 'devserver-sitekey') : s.turnstileSiteKey,
    enableTestcaptcha: kind === 'testcaptcha',
  };
}

export function metaDetailed(state: State, cfg: ServerConfig): entities.MetaDetailed {
  return {
    ...metaLite(state, cfg),
    features: {
      registration: !state.settings.disableRegistration,
      emailRequiredForSignup: state.settings.emailRequiredForSignup,
      localTimeline: true,
      globalTimeline: true,
      hcaptcha: state.settings.captcha === 'hcaptcha',
      turnstile: state.settings.captcha === 'turnstile',
      recaptcha: state.settings.captcha === 'recaptcha',
      objectStorage: serverMetaOf(state, cfg.name).useObjectStorage,
      serviceWorker: serverMetaOf(state, cfg.name).enableServiceWorker,
      miauth: true,
    },
    proxyAccountName: null,
    requireSetup: false,
    cacheRemoteFiles: serverMetaOf(state, cfg.name).cacheRemoteFiles,
    cacheRemoteSensitiveFiles: serverMetaOf(state, cfg.name).cacheRemoteSensitiveFiles,
  };
}

export function metaEndpoints(cfg: ServerConfig) {
  return [
    ep(
      'meta',
      { allowGet: true },
      ({ state, params }) => (params.detail === false ? metaLite(state, cfg) : metaDetailed(state, cfg)) as entities.MetaDetailed,
    ),
    ep('emojis', { allowGet: true }, ({ state }) => ({
      emojis: [...state.db.emojis]
        .sort((a, b) => (a.category ?? '').localeCompare(b.category ?? '') || a.name.localeCompare(b.name))
        .map((e) => packEmojiSimple(state, e)),
    })),
    ep('emoji', { allowGet: true }, ({ state, params }) => {
      const e = state.db.emojis.find((x) => x.name === params.name);
      if (!e) throw new ApiError(X.NO_SUCH_EMOJI);
      return packEmojiDetailed(state, e);
    }),
    ep('ping', { allowGet: true }, () => ({ pong: Date.now() })),
    ep('get-online-users-count', { allowGet: true }, ({ state }) => ({
      count: state.db.users.filter((u) => u.host == null && Date.now() - u.lastActiveAt < 10 * 60_000).length,
    })),
    ep('stats', { allowGet: true }, ({ state }) => {
      const local = state.db.notes.filter((n) => state.user(n.userId)?.host == null).length;
      const localUsers = state.db.users.filter((u) => u.host == null).length;
      return {
        notesCount: state.db.notes.length,
        originalNotesCount: local,
        usersCount: state.db.users.length,
        originalUsersCount: localUsers,
        reactionsCount: state.db.reactions.length,
        instances: 2,
        driveUsageLocal: state.db.files.reduce((a, f) => a + f.size, 0),
        driveUsageRemote: 0,
      };
    }),
    ep('server-info', { allowGet: true }, () => ({
      machine: 'kite-devserver',
      cpu: { model: 'virtual', cores: 1 },
      mem: { total: 1024 ** 3 },
      fs: { total: 10 * 1024 ** 3, used: 1024 ** 3 },
    })),
    ep('pinned-users', {}, ({ state }) => {
      // The control panel's list: accts such as @alice or @bob@host (remote ones are not resolved here).
      return serverMetaOf(state, cfg.name)
        .pinnedUsers.map((acct) => acct.replace(/^@/, '').split('@'))
        .filter((parts) => parts.length === 1 || parts[1] === new URL(state.origin).host)
        .map(([n = '']) => state.userByName(n))
        .filter((u) => u != null)
        .map((u) => packUserDetailedNotMeLazy(state, u.id));
    }),
    ep('announcements', { allowGet: true }, ({ state, params, me }) => {
      const isActive = params.isActive ?? true;
      const list = state.db.announcements.filter((a) => a.isActive === isActive && (a.userId == null || a.userId === me?.id));
      return paginateById(list, params).map((a) => packAnnouncement(a, me?.id ?? null));
    }),
    ep('announcements/show', {}, ({ state, params, me }) => {
      // As Misskey: a visitor may open any announcement; a signed-in user not another's personal one.
      const a = state.db.announcements.find((x) => x.id === params.announcementId && (!me || x.userId == null || x.userId === me.id));
      if (!a) throw new ApiError(X.NO_SUCH_ANNOUNCEMENT);
      return packAnnouncement(a, me?.id ?? null);
    }),
    ep('i/read-announcement', { requireCredential: true, kind: 'write:account' }, ({ state, params, me }) => {
      // Misskey answers 204 for an unknown id or a second read, and then publishes nothing.
      const a = state.db.announcements.find((x) => x.id === params.announcementId);
      if (!a || a.readBy.includes(me.id)) return;
      a.readBy.push(me.id);
      // A personal announcement, once read, moves to the past ones.
      if (a.userId === me.id) a.isActive = false;
      const left = state.db.announcements.some(
        (x) => x.isActive && !x.silence && (x.userId == null || x.userId === me.id) && !x.readBy.includes(me.id),
      );
      if (!left) state.events.emit('main', me.id, 'readAllAnnouncements', undefined);
    }),
    ep('clear-browser-cache', {}, () => undefined),
    // sw/* (push registrations) are in api/sw.ts.
  ];
}

import { packUserDetailedNotMe } from '../store/pack-user';
function packUserDetailedNotMeLazy(state: State, id: string): entities.UserDetailedNotMe {
  const u = state.user(id);
  if (!u) throw new Error('missing user');
  return packUserDetailedNotMe(state, u, null);
}
