/**
 * The name a new upload gets (Misskey's `keepOriginalFilename`): the file's own name, or — when
 * the person would rather not share it — a generated id with the original extension.
 */
export function uploadName(original: string, keepOriginal: boolean, makeId: () => string): string {
  const name = original || 'untitled';
  if (keepOriginal) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  return makeId() + ext;
}

/** A short time-sortable id like Misskey's (base 36 time and a random tail). */
export function randomUploadId(now = Date.now(), random = Math.random): string {
  return (
    now.toString(36) +
    Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0')
  );
}
