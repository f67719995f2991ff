/**
 * The browser's push subscription (one per service worker, bound to one server's VAPID key) and the
 * server's registrations of it (`sw/*`, one per account). Misskey's client does the same with one account;
 * Kite registers the one subscription for each account that switches push on.
 */

/** `sw/register`'s parameters for a subscription. */
export interface SubscriptionKeys {
  endpoint: string;
  auth: string;
  publickey: string;
}

/** Base64url → bytes (the VAPID key as `meta.swPublickey` gives it). */
export function fromBase64Url(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64Url(buf: ArrayBuffer | null): string {
  if (!buf) return '';
  let bin = '';
  for (const b of new Uint8Array(buf)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What `sw/register` takes from a subscription. */
export function keysOf(sub: PushSubscription): SubscriptionKeys {
  return { endpoint: sub.endpoint, auth: toBase64Url(sub.getKey('auth')), publickey: toBase64Url(sub.getKey('p256dh')) };
}

/** Whether a subscription was made with this server key. */
export function sameKey(sub: PushSubscription, vapidKey: string): boolean {
  const have = sub.options.applicationServerKey;
  if (!have) return false;
  const a = new Uint8Array(have);
  const b = fromBase64Url(vapidKey);
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

/** The service worker's registration, if Kite has one here. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** The current subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export type SubscribeResult = { kind: 'ok'; sub: PushSubscription } | { kind: 'unsupported' | 'denied' | 'otherServer' };

/** This device's subscription for `vapidKey`: the existing one, or a new one (asking for permission if undecided). */
export async function subscribe(vapidKey: string): Promise<SubscribeResult> {
  const reg = await registration();
  if (!reg) return { kind: 'unsupported' };
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return { kind: 'denied' };
  const existing = await reg.pushManager.getSubscription();
  if (existing) return sameKey(existing, vapidKey) ? { kind: 'ok', sub: existing } : { kind: 'otherServer' };
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(vapidKey) });
  return { kind: 'ok', sub };
}
