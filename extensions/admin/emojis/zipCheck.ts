import { strFromU8, unzipSync } from 'fflate';

/** What a ZIP holds for Misskey's emoji import, or why the server's import job would add nothing from it. */
export type ZipCheck =
  { kind: 'ok'; names: string[] } | { kind: 'notZip' } | { kind: 'noMeta' } | { kind: 'badMeta' } | { kind: 'nothing' };

// The checks Misskey's import job makes on each record of meta.json.
const FILE_NAME = /^[a-zA-Z0-9_]+?([a-zA-Z0-9.]+)?$/;
const EMOJI_NAME = /^[a-zA-Z0-9_]+$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a ZIP as Misskey's emoji import job does — meta.json at its root listing `emojis`, each
 * `{ fileName, downloaded, emoji: { name, … } }` with its image beside it — and names the emojis
 * the job would add. Only meta.json is decompressed; the images are only looked for.
 */
export function checkEmojiZip(bytes: Uint8Array): ZipCheck {
  const present = new Set<string>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        present.add(f.name);
        return f.name === 'meta.json';
      },
    });
  } catch {
    return { kind: 'notZip' };
  }
  const meta = files['meta.json'];
  if (!meta) return { kind: 'noMeta' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(meta));
  } catch {
    return { kind: 'badMeta' };
  }
  const records = isRecord(parsed) ? parsed['emojis'] : undefined;
  if (!Array.isArray(records)) return { kind: 'badMeta' };
  const names: string[] = [];
  for (const r of records) {
    if (!isRecord(r) || r['downloaded'] !== true) continue;
    const fileName = r['fileName'];
    const emoji = r['emoji'];
    const name = isRecord(emoji) ? emoji['name'] : undefined;
    if (typeof fileName !== 'string' || !FILE_NAME.test(fileName) || !present.has(fileName)) continue;
    if (typeof name === 'string' && EMOJI_NAME.test(name)) names.push(name);
  }
  return names.length ? { kind: 'ok', names: [...new Set(names)] } : { kind: 'nothing' };
}
