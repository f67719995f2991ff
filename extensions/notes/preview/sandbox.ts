/**
 * The `sandbox` of a frame that shows a server's player (URL previews): a player at Kite's own
 * origin never gets scripts together with its origin (the two would let it reach out of the
 * sandbox into Kite, issue 43), so it runs its scripts in an opaque origin instead.
 */
export function playerSandbox(url: URL, origin: string): string {
  const base = 'allow-popups allow-scripts allow-storage-access-by-user-activation';
  return url.origin === origin ? base : `${base} allow-same-origin`;
}
