import type { Endpoints, entities } from 'misskey-js';

/** An emoji as admin/emoji/list answers it (Misskey sends the detailed form; misskey-js types fewer fields). */
export type ListedEmoji = Endpoints['admin/emoji/list']['res'][number];

/** What the managers show and edit of an emoji. */
export type AdminEmoji = entities.EmojiDetailed;

const flag = (x: object, k: string): boolean => Reflect.get(x, k) === true;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** The detailed emoji from a list entry, reading the fields misskey-js does not type with checks (absent: Misskey's defaults). */
export function detailed(x: ListedEmoji): AdminEmoji {
  const license = Reflect.get(x, 'license');
  return {
    ...x,
    license: typeof license === 'string' ? license : null,
    isSensitive: flag(x, 'isSensitive'),
    localOnly: flag(x, 'localOnly'),
    roleIdsThatCanBeUsedThisEmojiAsReaction: strings(Reflect.get(x, 'roleIdsThatCanBeUsedThisEmojiAsReaction')),
  };
}

/** Aliases typed as words separated by spaces (any whitespace, full-width too), without repeats. */
export function parseAliases(text: string): string[] {
  return [...new Set(text.split(/[\s\u3000]+/).filter(Boolean))];
}

/** Misskey's rule for an emoji name (admin/emoji/add's pattern). */
export const validName = (name: string): boolean => /^[a-zA-Z0-9_]+$/.test(name);

/** A name from a file name: its base, with what the name rule refuses turned into `_`. */
export function nameFromFile(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').replace(/[^a-zA-Z0-9_]/g, '_');
}

/** Emojis by category, categories in name order and the uncategorised last; emojis by name within each. */
export function byCategory<T extends { name: string; category: string | null }>(list: readonly T[]): [category: string | null, T[]][] {
  const groups = new Map<string | null, T[]>();
  for (const e of [...list].sort((a, b) => a.name.localeCompare(b.name))) {
    const key = e.category || null;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
}

/** The categories in use, for the category field's suggestions. */
export function categoriesOf(list: readonly { category: string | null }[]): string[] {
  return [...new Set(list.flatMap((e) => (e.category ? [e.category] : [])))].sort((a, b) => a.localeCompare(b));
}

/** The fields add and update take (update also takes `id`). */
export interface EmojiDraft {
  name: string;
  category: string;
  aliases: string;
  license: string;
  isSensitive: boolean;
  localOnly: boolean;
  roleIds: string[];
  fileId: string | null;
}

export function draftOf(e: AdminEmoji | null): EmojiDraft {
  return {
    name: e?.name ?? '',
    category: e?.category ?? '',
    aliases: e?.aliases.join(' ') ?? '',
    license: e?.license ?? '',
    isSensitive: e?.isSensitive ?? false,
    localOnly: e?.localOnly ?? false,
    roleIds: e?.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [],
    fileId: null,
  };
}

/** The request fields of a draft: empty category and license become null, as Misskey's editor sends them. */
export function fieldsOf(d: EmojiDraft) {
  return {
    name: d.name,
    category: d.category.trim() || null,
    aliases: parseAliases(d.aliases),
    license: d.license.trim() || null,
    isSensitive: d.isSensitive,
    localOnly: d.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction: d.roleIds,
    ...(d.fileId ? { fileId: d.fileId } : {}),
  };
}
