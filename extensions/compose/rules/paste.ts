/** Spec 2 §5 / §9: pasted text longer than this offers to become a text file. */
export const PASTE_AS_FILE_THRESHOLD = 1000;

export type PasteDecision = { kind: 'attachAsFile' } | { kind: 'quote'; noteId: string } | { kind: 'plain' };

/**
 * What to ask about pasted text: over 1000 characters → attach as a file; a link to a
 * note on this server (and nothing is quoted yet) → quote it; otherwise a plain paste.
 */
export function decidePaste(text: string, localOrigin: string, alreadyQuoting: boolean): PasteDecision {
  if (text.length > PASTE_AS_FILE_THRESHOLD) return { kind: 'attachAsFile' };
  if (!alreadyQuoting && text.startsWith(`${localOrigin.replace(/\/$/, '')}/notes/`)) {
    const m = /^https?:\/\/[^/]+\/notes\/([a-zA-Z0-9]+)\/?$/.exec(text.trim());
    if (m) return { kind: 'quote', noteId: m[1] };
  }
  return { kind: 'plain' };
}

const pad = (n: number) => String(n).padStart(2, '0');

const EXT: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'text/plain': 'txt',
  'video/mp4': 'mp4',
};

/** Pasted files are named by a timestamp (`yyyy-MM-dd HH-mm-ss [n].ext`, Misskey's default pattern). */
export function pastedFileName(date: Date, mime: string, n = 1): string {
  const stamp = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}`;
  const ext = EXT[mime] ?? mime.split('/')[1]?.replace(/[^a-z0-9]/gi, '') ?? 'bin';
  return `${stamp} [${n}].${ext}`;
}
