/** Pure helpers of the moderation view of a file. */

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
