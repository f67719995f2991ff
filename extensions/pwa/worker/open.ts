import type { SwScope } from './scope';

/** The address that opens `path` as the account `userId` (`loginId` switches to it at start-up, spec 1 §2.2). */
export function addressFor(origin: string, path: string, userId: string | null): string {
  const url = new URL(path, origin);
  if (userId) url.searchParams.set('loginId', userId);
  return url.href;
}

/**
 * A notification's click: an open Kite window is told to go to `path` as `userId` (a push order, spec 1 §4)
 * and brought forward; with none open, a new window opens there.
 */
export async function openOrFocus(self: SwScope, path: string, userId: string | null, post?: { replyId: string }): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => w.focused) ?? windows[0];
  if (client) {
    // A post order opens the composer where the person is; the share page (`path`) is its fallback.
    client.postMessage({ type: 'order', order: post ? 'post' : 'push', url: path, loginId: userId, ...post });
    await client.focus().catch(() => {});
    return;
  }
  await self.clients.openWindow(addressFor(self.location.origin, path, userId));
}
