/** A push order from the service worker (spec 1 §4): go to `url`, as the account `loginId`. */
export interface PushOrder {
  url: string;
  loginId: string | null;
}

/** The order in a worker's message, or null; only in-app paths are followed. */
export function readOrder(data: unknown): PushOrder | null {
  if (typeof data !== 'object' || data === null) return null;
  const d: { type?: unknown; order?: unknown; url?: unknown; loginId?: unknown } = data;
  if (d.type !== 'order' || d.order !== 'push' || typeof d.url !== 'string') return null;
  if (!d.url.startsWith('/') || d.url.startsWith('//')) return null;
  return { url: d.url, loginId: typeof d.loginId === 'string' ? d.loginId : null };
}
