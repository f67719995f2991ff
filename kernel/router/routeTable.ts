/**
 * The complete route table of spec 1 §2.1. Each path names the bundle that owns it:
 * when that bundle is switched off in kite.config.json the path shows not-found; when
 * the bundle is on but no extension has contributed the page yet, "not available yet".
 */
export interface RouteTableEntry {
  path: string;
  bundle: string;
  loginRequired?: boolean;
  staffOnly?: boolean;
  /** Declared by an extension, not by the spec: not-found once that extension is gone. */
  extra?: boolean;
}

/** Paths that start the minimal shell (exact or as prefix), spec 1 §2.2. */
export const minimalShellPrefixes = ['/share', '/auth', '/miauth', '/oauth', '/signup-complete', '/verify-email', '/install-extensions'];

export function isMinimalShellPath(pathname: string): boolean {
  return minimalShellPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}?`));
}

const settingsChildren = [
  'profile', 'avatar-decoration', 'privacy', 'emoji-palette', 'drive', 'drive/cleaner', 'notifications', 'email', 'security',
  'preferences', 'theme/install', 'theme/manage', 'theme', 'navbar', 'statusbar', 'sounds', 'plugin/install', 'plugin',
  'account-data', 'mute-block', 'connect', 'apps', 'webhook/edit/:webhookId', 'webhook/new', 'deck', 'custom-css',
  'profiles', 'accounts', 'other',
];

const adminChildren = [
  'overview', 'users', 'emojis', 'emojis2', 'avatar-decorations', 'federation-job-queue', 'job-queue', 'files', 'federation',
  'announcements', 'ads', 'roles/:id/edit', 'roles/new', 'roles/:id', 'roles', 'database', 'abuses', 'modlog', 'settings',
  'branding', 'moderation', 'email-settings', 'object-storage', 'security', 'relays', 'external-services', 'performance',
  'invites', 'abuse-report-notification-recipient', 'system-webhook',
];

const L = { loginRequired: true } as const;
const S = { staffOnly: true } as const;

export const routeTable: readonly RouteTableEntry[] = [
  // The start page is the kernel's: the landing for visitors, the timeline for the signed-in.
  { path: '/', bundle: 'core' },
  { path: '/timeline', bundle: 'timeline' },
  { path: '/timeline/list/:listId', bundle: 'timeline', ...L },
  { path: '/timeline/antenna/:antennaId', bundle: 'timeline', ...L },
  { path: '/@:username/pages/:pageName(*)', bundle: 'pages' },
  { path: '/@:acct/following', bundle: 'users' },
  { path: '/@:acct/followers', bundle: 'users' },
  { path: '/@:acct/:page?', bundle: 'users' },
  { path: '/notes/:noteId/:initialTab?', bundle: 'notes' },
  { path: '/list/:listId', bundle: 'lists' },
  { path: '/clips/:clipId', bundle: 'clips' },
  { path: '/chat', bundle: 'chat', ...L },
  { path: '/chat/user/:userId', bundle: 'chat', ...L },
  { path: '/chat/room/:roomId', bundle: 'chat', ...L },
  { path: '/chat/messages/:messageId', bundle: 'chat', ...L },
  { path: '/instance-info/:host', bundle: 'users' },
  { path: '/settings', bundle: 'settings', ...L },
  ...settingsChildren.map((c) => ({ path: `/settings/${c}`, bundle: c.startsWith('theme') ? 'themes' : c.startsWith('plugin') ? 'plugins' : 'settings', ...L })),
  { path: '/reset-password/:token?', bundle: 'auth' },
  { path: '/signup-complete/:code', bundle: 'auth' },
  { path: '/verify-email/:code', bundle: 'auth' },
  { path: '/announcements', bundle: 'announcements' },
  { path: '/announcements/:announcementId', bundle: 'announcements' },
  { path: '/about', bundle: 'about' },
  { path: '/contact', bundle: 'about' },
  { path: '/about-kite', bundle: 'about' },
  { path: '/invite', bundle: 'about' },
  { path: '/ads', bundle: 'about' },
  { path: '/theme-editor', bundle: 'themes', ...L },
  { path: '/roles/:roleId', bundle: 'roles' },
  { path: '/user-tags/:tag', bundle: 'users' },
  { path: '/tags/:tag', bundle: 'notes' },
  { path: '/explore', bundle: 'explore' },
  { path: '/search', bundle: 'search' },
  { path: '/lookup', bundle: 'lookup', ...L },
  { path: '/share', bundle: 'compose', ...L },
  { path: '/api-console', bundle: 'tools', ...L },
  { path: '/scratchpad', bundle: 'tools' },
  { path: '/preview', bundle: 'tools' },
  { path: '/auth/:token', bundle: 'auth' },
  { path: '/miauth/:session', bundle: 'auth' },
  { path: '/oauth/authorize', bundle: 'auth' },
  { path: '/pages/new', bundle: 'pages', ...L },
  { path: '/pages/edit/:initPageId', bundle: 'pages', ...L },
  { path: '/pages', bundle: 'pages' },
  { path: '/play/:id/edit', bundle: 'play', ...L },
  { path: '/play/new', bundle: 'play', ...L },
  { path: '/play/:id', bundle: 'play' },
  { path: '/play', bundle: 'play' },
  { path: '/gallery/:postId/edit', bundle: 'gallery', ...L },
  { path: '/gallery/new', bundle: 'gallery', ...L },
  { path: '/gallery/:postId', bundle: 'gallery' },
  { path: '/gallery', bundle: 'gallery' },
  { path: '/channels/:channelId/edit', bundle: 'channels', ...L },
  { path: '/channels/new', bundle: 'channels', ...L },
  { path: '/channels/:channelId', bundle: 'channels' },
  { path: '/channels', bundle: 'channels' },
  { path: '/custom-emojis-manager', bundle: 'admin' },
  { path: '/avatar-decorations', bundle: 'admin' },
  { path: '/registry/keys/:domain/:path(*)?', bundle: 'settings' },
  { path: '/registry/value/:domain/:path(*)?', bundle: 'settings' },
  { path: '/registry', bundle: 'settings' },
  { path: '/install-extensions', bundle: 'plugins', ...L },
  { path: '/admin/user/:userId', bundle: 'admin', ...S },
  { path: '/admin/file/:fileId', bundle: 'admin', ...S },
  { path: '/admin', bundle: 'admin', ...S },
  ...adminChildren.map((c) => ({ path: `/admin/${c}`, bundle: 'admin', ...S })),
  { path: '/my/notifications', bundle: 'notifications', ...L },
  { path: '/my/favorites', bundle: 'notes', ...L },
  { path: '/my/achievements', bundle: 'achievements', ...L },
  { path: '/my/drive', bundle: 'drive', ...L },
  { path: '/my/drive/folder/:folder', bundle: 'drive', ...L },
  { path: '/my/drive/file/:fileId', bundle: 'drive', ...L },
  { path: '/my/follow-requests', bundle: 'users', ...L },
  { path: '/my/lists', bundle: 'lists', ...L },
  { path: '/my/lists/:listId', bundle: 'lists', ...L },
  { path: '/my/followings-updates', bundle: 'timeline', ...L },
  { path: '/my/clips', bundle: 'clips', ...L },
  { path: '/my/antennas', bundle: 'antennas', ...L },
  { path: '/my/antennas/create', bundle: 'antennas', ...L },
  { path: '/my/antennas/:antennaId', bundle: 'antennas', ...L },
  { path: '/clicker', bundle: 'games', ...L },
  { path: '/bubble-game', bundle: 'games', ...L },
  { path: '/games', bundle: 'games' },
  { path: '/reversi', bundle: 'games' },
  { path: '/reversi/g/:gameId', bundle: 'games' },
  { path: '/debug', bundle: 'debug' },
];
