/**
 * admin/emoji/import-zip as Misskey 2025.9 runs it: the endpoint only queues an
 * `importCustomEmojis` job on the db queue and answers 204 (whatever the file holds); the job
 * unpacks the ZIP Misskey's own export makes (meta.json + the images at its root) and adds each
 * emoji marked downloaded, replacing a local one of the same name. A file that is not such a ZIP
 * fails the job (visible in the job queue), as there; a bad entry is skipped. The devserver runs
 * the job right after answering. (Uploading the ZIP needs `application/zip` among the role's
 * uploadable file types, which Misskey's defaults do not list.) export-custom-emojis makes that
 * ZIP of the local emojis in the caller's drive and says so with an exportCompleted notification.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { State } from '../store/state';
import type { EmojiRec } from '../store/types';
import { ep } from '../http/endpoint';
import { genId } from '../store/ids';
import { required } from '../http/params';
import { packEmojiDetailed } from '../store/pack-misc';
import { addDriveFile, detectType } from '../store/drive-service';
import { queuesOf, type JobRec } from './adminQueue';
import { notify } from '../store/notify';

// The checks Misskey's ImportCustomEmojisProcessorService makes on each record.
const FILE_NAME = /^[a-zA-Z0-9_]+?([a-zA-Z0-9.]+)?$/;
const EMOJI_NAME = /^[a-zA-Z0-9_]+$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optText = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Unpacks `zip` and adds its emojis; throws (the job fails) when it is not a ZIP or has no readable meta.json. */
export function importEmojiZip(state: State, zip: Uint8Array): string[] {
  const files = unzipSync(zip);
  const metaBytes = files['meta.json'];
  if (!metaBytes) throw new Error("ENOENT: no such file or directory, open 'meta.json'");
  const meta: unknown = JSON.parse(strFromU8(metaBytes));
  const records = isRecord(meta) ? meta.emojis : undefined;
  if (!Array.isArray(records)) throw new TypeError('meta.emojis is not iterable');
  const added: string[] = [];
  for (const record of records) {
    if (!isRecord(record) || !record.downloaded) continue;
    const fileName = record.fileName;
    const info = record.emoji;
    if (typeof fileName !== 'string' || !FILE_NAME.test(fileName)) continue;
    if (!isRecord(info) || typeof info.name !== 'string' || !EMOJI_NAME.test(info.name)) continue;
    const name = info.name;
    // Misskey deletes the local emoji of that name first (without an event), then adds the new one.
    state.db.emojis = state.db.emojis.filter((x) => x.name !== name);
    const bytes = files[fileName];
    if (!bytes) continue; // adding the missing file fails: this record is skipped
    const buf = Buffer.from(bytes);
    const file = addDriveFile(state, {
      userId: null,
      name: fileName,
      type: detectType(fileName, 'application/octet-stream', buf),
      bytes: buf,
    });
    const rec: EmojiRec = {
      id: genId(),
      updatedAt: Date.now(),
      name,
      category: optText(info.category),
      aliases: Array.isArray(info.aliases) ? info.aliases.filter((a): a is string => typeof a === 'string') : [],
      license: optText(info.license),
      isSensitive: info.isSensitive === true,
      localOnly: info.localOnly === true,
      fileId: file.id,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    };
    state.db.emojis.push(rec);
    state.events.emit('broadcast', 'emojiAdded', { emoji: packEmojiDetailed(state, rec) });
    added.push(name);
  }
  state.changed();
  return added;
}

/** Runs the queued import as the db queue's worker would, and keeps the job (completed or failed) in the queue. */
function runImportJob(state: State, fileId: string, userId: string): void {
  const now = Date.now();
  const job: JobRec = {
    id: genId(now),
    name: 'importCustomEmojis',
    state: 'completed',
    data: { user: { id: userId }, fileId },
    timestamp: now,
    processedOn: now,
    attempts: 1,
    delay: 0,
  };
  const file = state.file(fileId);
  const bytes = file && state.blobs.get(file.blobKey);
  try {
    // A file that is gone ends the job quietly, as Misskey's does.
    if (bytes) importEmojiZip(state, bytes);
  } catch (e) {
    job.state = 'failed';
    job.failedReason = e instanceof Error ? e.message : String(e);
    console.warn(`[devserver] importCustomEmojis failed: ${job.failedReason}`);
  }
  job.finishedOn = Date.now();
  queuesOf(state).jobs.get('db')?.push(job);
}

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The export ZIP of the local emojis, as Misskey's ExportCustomEmojisProcessorService writes it. */
export function exportEmojiZip(state: State): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const records = [...state.db.emojis]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .filter((x) => EMOJI_NAME.test(x.name))
    .map((x) => {
      const file = state.file(x.fileId);
      const bytes = file && state.blobs.get(file.blobKey);
      const ext = file ? EXT[file.type] : undefined;
      const fileName = x.name + (ext ? `.${ext}` : '');
      if (bytes) files[fileName] = new Uint8Array(bytes);
      return { fileName, downloaded: Boolean(bytes), emoji: packEmojiDetailed(state, x) };
    });
  const meta = { metaVersion: 2, host: state.host, exportedAt: new Date().toString(), emojis: records };
  // Stored, not compressed (zlib level 0), as Misskey's archiver is set.
  return zipSync({ 'meta.json': strToU8(JSON.stringify(meta)), ...files }, { level: 0 });
}

export const emojiImportEndpoints = [
  ep('export-custom-emojis', { secure: true, requireCredential: true }, ({ state, me }) => {
    const stamp = new Date().toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '-');
    const file = addDriveFile(state, {
      userId: me.id,
      name: `custom-emojis-${stamp}.zip`,
      type: 'application/zip',
      bytes: Buffer.from(exportEmojiZip(state)),
    });
    notify(state, { notifieeId: me.id, type: 'exportCompleted', exportedEntity: 'customEmoji', fileId: file.id });
  }),
  ep(
    'admin/emoji/import-zip',
    { secure: true, requireCredential: true, requiredRolePolicy: 'canManageCustomEmojis' },
    ({ state, me, params }) => {
      const fileId = required(params.fileId, 'fileId');
      // The answer does not wait for the job (Misskey queues it).
      setTimeout(() => runImportJob(state, fileId, me.id), 0);
    },
  ),
];
