/**
 * Reading Misskey's push payload (`{ type, body, userId, dateTime }`, sent encrypted by the server's
 * PushNotificationService) without trusting its shape: every field is checked where it is read.
 */
export type Obj = Readonly<Record<string, unknown>>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(o: Obj | null, key: string): string | null {
  const v = o?.[key];
  return typeof v === 'string' ? v : null;
}

export function obj(o: Obj | null, key: string): Obj | null {
  const v = o?.[key];
  return isObj(v) ? v : null;
}

export type PushKind = 'notification' | 'unreadAntennaNote' | 'readAllNotifications' | 'newChatMessage';

export interface PushData {
  type: PushKind;
  body: Obj | null;
  userId: string;
  dateTime: number;
}

const KINDS: readonly string[] = ['notification', 'unreadAntennaNote', 'readAllNotifications', 'newChatMessage'];

function isKind(v: unknown): v is PushKind {
  return typeof v === 'string' && KINDS.includes(v);
}

/** The payload, or null when it is not one Kite knows. */
export function readPush(raw: unknown): PushData | null {
  if (!isObj(raw) || !isKind(raw.type) || typeof raw.userId !== 'string') return null;
  return {
    type: raw.type,
    body: isObj(raw.body) ? raw.body : null,
    userId: raw.userId,
    dateTime: typeof raw.dateTime === 'number' ? raw.dateTime : Date.now(),
  };
}

/** `@user` or `@user@host`, as Kite's user paths take it. */
export function acctOf(user: Obj | null): string | null {
  const username = str(user, 'username');
  if (!username) return null;
  const host = str(user, 'host');
  return host ? `${username}@${host}` : username;
}

/** The name a person sees: the display name, else the username. */
export function nameOf(user: Obj | null): string {
  return str(user, 'name') || str(user, 'username') || '';
}
