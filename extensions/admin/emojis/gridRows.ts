import { draftOf, fieldsOf, nameFromFile, validName } from './emojiData';
import type { AdminEmoji, EmojiDraft } from './emojiData';

/** One row of the table manager: a registered emoji, or an uploaded file about to become one (`id` null). */
export interface GridRow {
  key: string;
  id: string | null;
  url: string;
  draft: EmojiDraft;
  /** What the server has (null for a new row): a row differing from it is saved. */
  saved: EmojiDraft | null;
}

export const rowOf = (e: AdminEmoji): GridRow => ({ key: e.id, id: e.id, url: e.url, draft: draftOf(e), saved: draftOf(e) });

/** A new row for an uploaded file, named after the file. */
export function newRow(file: { id: string; name: string; url: string }): GridRow {
  return {
    key: `new-${file.id}`,
    id: null,
    url: file.url,
    draft: { ...draftOf(null), name: nameFromFile(file.name), fileId: file.id },
    saved: null,
  };
}

const same = (a: EmojiDraft, b: EmojiDraft) => JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

/** Whether saving would send this row. */
export const isChanged = (r: GridRow): boolean => r.saved === null || !same(r.draft, r.saved);

/** A row's request: admin/emoji/add for a new one, admin/emoji/update for an edited one; null while its name is invalid. */
export function requestOf(r: GridRow) {
  if (!validName(r.draft.name)) return null;
  const fields = fieldsOf(r.draft);
  if (r.id === null)
    return r.draft.fileId ? ({ endpoint: 'admin/emoji/add', params: { ...fields, fileId: r.draft.fileId } } as const) : null;
  return { endpoint: 'admin/emoji/update', params: { ...fields, id: r.id } } as const;
}
