import { Instance, useService } from '@kite/sdk';

/**
 * After this tab changed the emojis: fetch Kite's emoji list again, so the picker and notes show
 * the change at once. Realtime mode brings the server's emoji events too, but it may be off.
 */
export function useEmojisChanged(): () => void {
  const instance = useService(Instance);
  return () => void instance.loadEmojis?.(true).catch(() => undefined);
}
