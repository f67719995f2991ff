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
  ...bundle('auth', ['/oauth/authorize M']),
  ...bundle('games', ['/bubble-game L', '/reversi', '/reversi/g/:gameId']),
];
