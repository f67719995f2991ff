/**
 * The paths of spec 1 §2.1 that no built-in extension serves yet, each with the bundle
 * (extension id) that will own it. The coming-soon extension serves them with a "not
 * available yet" page, unless the operator switched that bundle off in kite.config.json.
 * When an extension builds a page, its path leaves this list (the route-coverage test
 * fails while a path is in both).
 */
export interface NotBuilt {
  path: string;
  bundle: string;
  loginRequired?: boolean;
  staffOnly?: boolean;
  /** Opened here, the app starts without the main navigation (spec 1 §2.2). */
  minimalShell?: boolean;
}

// Built: /settings, profile, privacy, preferences, navbar, mute-block, profiles, accounts, notifications, email, security, other (settings),
// theme* (themes), plugin* (plugins), avatar-decoration, account-data, connect, apps, webhook* and /registry* (account-tools),
// drive* (drive), emoji-palette (note-actions), sounds (sounds), custom-css (custom-css), deck (deck), statusbar (statusbar).
const settingsChildren: string[] = [];

const adminChildren = [
  'overview',
  'emojis',
  'emojis2',
  'avatar-decorations',
  'federation-job-queue',
  'job-queue',
  'files',
  'federation',
  'announcements',
  'ads',
  'database',
  'modlog',
  'settings',
  'branding',
  'moderation',
  'email-settings',
  'object-storage',
  'security',
  'relays',
  'external-services',
  'performance',
  'abuse-report-notification-recipient',
  'system-webhook',
];

/** Paths of one bundle; flags after a space: `L` needs login, `S` staff only, `M` starts the minimal shell. */
function bundle(id: string, paths: readonly string[]): NotBuilt[] {
  return paths.map((p) => {
    const [path = p, flags = ''] = p.split(' ');
    return {
      path,
      bundle: id,
      ...(flags.includes('L') && { loginRequired: true }),
      ...(flags.includes('S') && { staffOnly: true }),
      ...(flags.includes('M') && { minimalShell: true }),
    };
  });
}

export const notBuiltYet: readonly NotBuilt[] = [
  ...bundle('settings', [...settingsChildren.filter((c) => !c.startsWith('theme')).map((c) => `/settings/${c} L`)]),
  ...bundle('auth', ['/oauth/authorize M']),
  ...bundle('admin', ['/custom-emojis-manager', '/avatar-decorations', ...adminChildren.map((c) => `/admin/${c} S`)]),
  ...bundle('games', ['/bubble-game L', '/reversi', '/reversi/g/:gameId']),
];
