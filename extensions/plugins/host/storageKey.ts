/** Where a plugin's Mk:save value lives: under its own install id, whatever key it passes. */
export function storageKey(installId: string, key: string): string {
  return `kite:plugin:${installId}:${key}`;
}

/** True when a stored key belongs to `installId` (uninstall removes exactly these). */
export function ownsKey(installId: string, stored: string): boolean {
  return stored.startsWith(`kite:plugin:${installId}:`);
}
