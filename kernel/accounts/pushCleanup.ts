/**
 * Sign-out stops the account's push notifications on this device (spec 2 §7: `sw/unregister` with the
 * account's token and the browser's subscription endpoint). The subscription itself stays for the other
 * accounts registered with it. Failures are ignored: the caller races this against its time-out.
 */
export async function unregisterPush(account: { origin: string; token: string }): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager?.getSubscription();
  if (!sub) return;
  await fetch(`${account.origin}/api/sw/unregister`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ i: account.token, endpoint: sub.endpoint }),
  });
}
