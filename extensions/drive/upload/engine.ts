import type { ApiService, DriveUploadOptions, PreferencesService, UploadQueue } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { presetGroup, presetLayers } from '../watermark/presets';
import { randomUploadId, uploadName } from '../rules/uploadName';
import { ImageWorkerPool } from './pool';
import { KiteUploadQueue } from './queue';
import { UploadFailure, sendFile } from './send';

/** What the engine needs from the drive service (all cheap, resolved at activation). */
export interface EngineDeps {
  api: ApiService;
  prefs: PreferencesService;
  /** The current upload size limit in bytes. */
  limit(): number | null;
  showFailure(f: UploadFailure): Promise<unknown>;
}

/** iOS/iPadOS Safari and every iOS browser (all WebKit): the canvas pixel limit applies. */
const isWebKit =
  typeof navigator !== 'undefined' && /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium|Android/.test(navigator.userAgent);

/**
 * The heavy half of the drive service: the image worker pool, the upload queue and the sender.
 * Loaded by service.tsx on the first upload (see LazyUploadQueue), never at boot.
 */
export function createUploadEngine({ api, prefs, limit, showFailure }: EngineDeps) {
  const pool = new ImageWorkerPool();
  // The drive settings: where uploads go unless the caller says, and whether they keep their name.
  const group = presetGroup(prefs);
  const nameOf = (file: File) => uploadName(file.name, group.get('keepOriginalFilename'), () => randomUploadId());
  const defaultFolder = () => group.get('uploadFolderId');
  return {
    async upload(file: File, opts: DriveUploadOptions = {}): Promise<entities.DriveFile> {
      let blob: Blob = file;
      let name = opts.name ?? nameOf(file);
      const folderId = opts.folderId !== undefined ? opts.folderId : defaultFolder();
      try {
        const r = await pool.run({
          file,
          name,
          level: opts.compressionLevel ?? prefs.get('imageCompressionLevel'),
          layers: presetLayers(prefs, opts.watermarkPresetId ?? null),
          isWebKit,
        });
        blob = r.blob;
        name = r.changed && !opts.name ? r.name : name;
      } catch (e) {
        console.warn('[drive] preprocessing failed; uploading the original', e);
      }
      try {
        return await sendFile(api, blob, { ...opts, name, folderId, limit: limit() });
      } catch (e) {
        if (e instanceof UploadFailure && !e.aborted) await showFailure(e);
        throw e;
      }
    },
    createQueue(o: {
      onUploaded: (file: entities.DriveFile) => void;
      account?: () => string | undefined;
      folderId?: () => string | null;
    }): UploadQueue {
      return new KiteUploadQueue({
        process: (req) => pool.run(req),
        send: (blob, s) => sendFile(api, blob, { ...s, limit: limit() }),
        defaultLevel: () => prefs.get('imageCompressionLevel'),
        presetLayers: (id) => presetLayers(prefs, id),
        isWebKit,
        onUploaded: o.onUploaded,
        onFailed: (_item, f) => void showFailure(f),
        account: o.account,
        folderId: o.folderId ?? defaultFolder,
        name: nameOf,
        thumbnail: (f) => (f.type.startsWith('image/') ? URL.createObjectURL(f) : null),
        log: (msg, e) => console.warn(`[drive] ${msg}`, e),
      });
    },
    dispose: () => pool.dispose(),
  };
}
export type UploadEngine = ReturnType<typeof createUploadEngine>;
