/** Pure helpers of the moderation view of a file. */

/** Human file size (base 1024, one decimal above B). */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 1024) return `${Math.max(0, Math.floor(Number.isFinite(n) ? n : 0))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(1)} ${units[u]}`;
}

export type PreviewKind = 'image' | 'video' | 'audio' | 'other';

/** How a file of this MIME type is previewed. */
export function previewKind(type: string): PreviewKind {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'other';
}

/** The profile path of a user: /@name for local users, /@name@host for remote ones. */
export function profilePath(user: { username: string; host: string | null }): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}
