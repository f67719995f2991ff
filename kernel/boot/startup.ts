/** What the start-up address asks for (spec 1 §2.2). */
export interface StartupOptions {
  zen: boolean;
  /** Force a layout by name (`?ui=`). */
  ui: string | null;
  safeMode: boolean;
  /** Switch to this stored account, then remove the parameter. */
  loginId: string | null;
}

export const SAFE_MODE_KEY = 'kite:safemode';

export function readStartup(
  location: { pathname: string; search: string },
  storage: { getItem(k: string): string | null } | null,
): StartupOptions {
  const q = new URLSearchParams(location.search);
  return {
    zen: q.has('zen'),
    ui: q.get('ui'),
    safeMode: q.has('safemode') || storage?.getItem(SAFE_MODE_KEY) === 'true',
    loginId: q.get('loginId'),
  };
}
