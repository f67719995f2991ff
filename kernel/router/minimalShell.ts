/**
 * Paths that start the minimal shell (exact or as prefix), spec 1 §2.2. Decided from the
 * address at start-up, before any extension is loaded, so the list lives here.
 */
export const minimalShellPrefixes = ['/share', '/auth', '/miauth', '/oauth', '/signup-complete', '/verify-email', '/install-extensions'];

export function isMinimalShellPath(pathname: string): boolean {
  return minimalShellPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}?`));
}
