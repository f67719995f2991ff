/**
 * An order from the service worker (spec 1 §4): `push` goes to `url`; `post` opens the composer replying to
 * (or quoting) a note, `url` being the share page that does the same when the composer cannot open here.
 * Either is carried out as the account `loginId`.
 */
export interface WorkerOrder {
  order: 'push' | 'post';
  url: string;
  loginId: string | null;
  replyId: string | null;
  renoteId: string | null;
}

/** The order in a worker's message, or null; only in-app paths are followed. */
export function readOrder(data: unknown): WorkerOrder | null {
  if (typeof data !== 'object' || data === null) return null;
  const d: { type?: unknown; order?: unknown; url?: unknown; loginId?: unknown; replyId?: unknown; renoteId?: unknown } = data;
  if (d.type !== 'order' || (d.order !== 'push' && d.order !== 'post') || typeof d.url !== 'string') return null;
  if (!d.url.startsWith('/') || d.url.startsWith('//')) return null;
  const id = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { order: d.order, url: d.url, loginId: id(d.loginId), replyId: id(d.replyId), renoteId: id(d.renoteId) };
}
