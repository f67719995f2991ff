import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { createToken } from './tokens';

/** Compression levels of spec 2 §4: 0 none, 1 low, 2 medium, 3 high. */
export type CompressionLevel = 0 | 1 | 2 | 3;

/** How one file is uploaded to the drive (name, folder, sensitivity, compression…). */
export interface DriveUploadOptions {
  name?: string;
  folderId?: string | null;
  isSensitive?: boolean;
  comment?: string | null;
  /** Default: the `imageCompressionLevel` preference. */
  compressionLevel?: CompressionLevel;
  /** A stored watermark preset id, applied to images before upload. */
  watermarkPresetId?: string | null;
  /** Upload as another stored account (`ApiCallOptions.account`). */
  account?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** One entry of an upload queue (spec 2 §3 "Upload queue item"). */
export interface UploadQueueItem {
  readonly id: string;
  name: string;
  /** 0…1 while uploading. */
  progress: number;
  /** An object URL of the image, or null. */
  thumbnail: string | null;
  state: 'preprocessing' | 'idle' | 'uploading' | 'uploaded' | 'uploadFailed' | 'aborted';
  isSensitive: boolean;
  caption: string;
  compressionLevel: CompressionLevel;
  watermarkPresetId: string | null;
  /** Size after compression, when compression made it smaller. */
  compressedSize: number | null;
  readonly originalSize: number;
  uploaded: entities.DriveFile | null;
  error: string | null;
}

/** An observable list of files being prepared and uploaded (the composer's attachment row). */
export interface UploadQueue {
  readonly items: readonly UploadQueueItem[];
  subscribe(listener: () => void): () => void;
  /** Adds files; each is preprocessed (compression) then uploaded. Resolves when all finished. */
  add(files: readonly File[]): Promise<void>;
  /** Edits an item before upload (rename ≥ 1 character, sensitive, caption, compression, watermark). */
  update(
    id: string,
    patch: Partial<Pick<UploadQueueItem, 'name' | 'isSensitive' | 'caption' | 'compressionLevel' | 'watermarkPresetId'>>,
  ): void;
  /** Starts uploading items that are idle. */
  start(): Promise<void>;
  abort(id: string): void;
  remove(id: string): void;
  /** Uploading or preprocessing. */
  readonly busy: boolean;
  dispose(): void;
}

/**
 * The drive (provided by the `drive` extension): uploads with progress and the error
 * catalogue of spec 2 §8, the pickers and the upload queue the composer shows.
 */
export interface DriveService {
  /** Uploads one file (compression/watermark per options); shows the upload error dialog on failure and rethrows. */
  upload(file: File, opts?: DriveUploadOptions): Promise<entities.DriveFile>;
  /** Opens the drive file picker; resolves with the chosen files (empty when cancelled). */
  pickFiles(opts?: { multiple?: boolean }): Promise<entities.DriveFile[]>;
  /** Opens the folder picker; null when cancelled, `{ id: null }` for the root. */
  pickFolder(): Promise<{ id: string | null; name: string } | null>;
  /** Opens the caption (alt text) dialog for a file and saves it; resolves with the new caption or null. */
  describe(file: entities.DriveFile): Promise<string | null>;
  /** Opens the file preview dialog (the media, name, type, size, caption); resolves when closed. */
  preview(file: entities.DriveFile): Promise<void>;
  /** Opens the watermark preset editor (presets are stored with the preferences); resolves when closed. */
  editWatermarkPresets(): Promise<void>;
  /** A new upload queue; `onUploaded` receives each file when it finished uploading. */
  createQueue(opts: {
    onUploaded: (file: entities.DriveFile) => void;
    account?: () => string | undefined;
    folderId?: () => string | null;
  }): UploadQueue;
  /** The queue's item list with progress bars and the per-file menu. */
  readonly UploadQueueList: ComponentType<{ queue: UploadQueue }>;
  /** Server and policy size limit in bytes for the current account (spec 2 §5). */
  maxUploadBytes(): number | null;
}
/** Token of the drive (`DriveService`). Provided by the `drive` extension: list it in `requires` (or `optional`) to use it. */
export const Drive = createToken<DriveService>('kite.drive');
