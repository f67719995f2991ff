/** Image types the browser shows and the gallery opens (Misskey's browser-safe list). */
export const GALLERY_IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/apng',
  'image/bmp',
  'image/tiff',
  'image/x-icon',
  'image/vnd.mozilla.apng',
];
/** Video types played inline. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'video/x-m4v', 'video/mpeg'];
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/aac',
  'audio/flac',
  'audio/x-m4a',
  'audio/mp4',
  'audio/opus',
];

export type MediaKind = 'image' | 'video' | 'audio' | 'other';
export function mediaKind(type: string): MediaKind {
  if (GALLERY_IMAGE_TYPES.includes(type)) return 'image';
  if (VIDEO_TYPES.includes(type)) return 'video';
  if (AUDIO_TYPES.includes(type)) return 'audio';
  return 'other';
}

/** Starts hidden when sensitive (unless shown anyway), when hiding is forced, or under data saver. */
export function startsHidden(file: { isSensitive: boolean }, pref: 'respect' | 'force' | 'ignore', dataSaver: boolean): boolean {
  return pref === 'force' || dataSaver || (file.isSensitive && pref !== 'ignore');
}
