import type { CompressionLevel, UploadQueue, UploadQueueItem } from '@kite/sdk';
import type { entities } from 'misskey-js';
import type { ProcessRequest, ProcessResult } from './process';
import { UploadFailure, failureOf } from './send';
import type { SendOptions } from './send';
import { renamed } from '../rules/uploadErrors';
import type { WatermarkLayer } from '../rules/watermark';

export interface QueueDeps {
  process(req: ProcessRequest): Promise<ProcessResult>;
  send(blob: Blob, o: Omit<SendOptions, 'limit'>): Promise<entities.DriveFile>;
  defaultLevel(): CompressionLevel;
  presetLayers(id: string | null): readonly WatermarkLayer[] | null;
  isWebKit: boolean;
  onUploaded(file: entities.DriveFile): void;
  onFailed(item: UploadQueueItem, failure: UploadFailure): void;
  account?: () => string | undefined;
  folderId?: () => string | null;
  thumbnail?: (file: File) => string | null;
  /** The name a new item starts with (default: the file's own). */
  name?: (file: File) => string;
  log?: (msg: string, e: unknown) => void;
}

let seq = 0;

/**
 * Spec 2 §4 upload items: preprocessing → idle → uploading → uploaded, or uploadFailed /
 * aborted. Items are replaced (not mutated) on every change so React snapshots work.
 */
export class KiteUploadQueue implements UploadQueue {
  private list: UploadQueueItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly files = new Map<string, File>();
  private readonly processed = new Map<string, ProcessResult>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly runs = new Map<string, number>();

  constructor(private readonly deps: QueueDeps) {}

  get items(): readonly UploadQueueItem[] {
    return this.list;
  }
  get busy(): boolean {
    return this.list.some((i) => i.state === 'preprocessing' || i.state === 'uploading');
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  private patch(id: string, p: Partial<UploadQueueItem>): void {
    this.list = this.list.map((i) => (i.id === id ? { ...i, ...p } : i));
    for (const l of this.listeners) l();
  }
  private get(id: string): UploadQueueItem | undefined {
    return this.list.find((i) => i.id === id);
  }

  async add(files: readonly File[]): Promise<void> {
    const added = files.map((file) => {
      const item: UploadQueueItem = {
        id: `u${++seq}`,
        name: this.deps.name?.(file) ?? file.name,
        progress: 0,
        thumbnail: this.deps.thumbnail?.(file) ?? null,
        state: 'preprocessing',
        isSensitive: false,
        caption: '',
        compressionLevel: this.deps.defaultLevel(),
        watermarkPresetId: null,
        compressedSize: null,
        originalSize: file.size,
        uploaded: null,
        error: null,
      };
      this.files.set(item.id, file);
      return item;
    });
    this.list = [...this.list, ...added];
    for (const l of this.listeners) l();
    await Promise.all(added.map((i) => this.preprocess(i.id)));
  }

  /** Compression + watermark for the item's current options; a failure keeps the original (spec 2 §8). */
  private async preprocess(id: string): Promise<void> {
    const item = this.get(id);
    const file = this.files.get(id);
    if (!item || !file) return;
    const run = (this.runs.get(id) ?? 0) + 1;
    this.runs.set(id, run);
    this.patch(id, { state: 'preprocessing' });
    let result: ProcessResult = { blob: file, name: item.name, changed: false };
    try {
      result = await this.deps.process({
        file,
        name: item.name,
        level: item.compressionLevel,
        layers: this.deps.presetLayers(item.watermarkPresetId),
        isWebKit: this.deps.isWebKit,
      });
    } catch (e) {
      this.deps.log?.('preprocessing failed; uploading the original', e);
    }
    if (this.runs.get(id) !== run || !this.get(id)) return; // options changed meanwhile, or removed
    this.processed.set(id, result);
    this.patch(id, { state: 'idle', compressedSize: result.changed ? result.blob.size : null });
  }

  update(
    id: string,
    p: Partial<Pick<UploadQueueItem, 'name' | 'isSensitive' | 'caption' | 'compressionLevel' | 'watermarkPresetId'>>,
  ): void {
    const item = this.get(id);
    if (!item || item.state !== 'idle') return; // the menu is hidden outside idle (spec 2 §4)
    const next = { ...p, ...(p.name !== undefined ? { name: renamed(item.name, p.name) } : {}) };
    this.patch(id, next);
    if (p.compressionLevel !== undefined || p.watermarkPresetId !== undefined) void this.preprocess(id);
  }

  async start(): Promise<void> {
    await Promise.all(this.list.filter((i) => i.state === 'idle' || i.state === 'uploadFailed').map((i) => this.uploadOne(i.id)));
  }

  private async uploadOne(id: string): Promise<void> {
    const item = this.get(id);
    const file = this.files.get(id);
    if (!item || !file) return;
    const res = this.processed.get(id) ?? { blob: file, name: item.name, changed: false };
    // A renamed item keeps the extension the processed output has.
    const ext = /\.[^.]+$/.exec(res.name)?.[0] ?? '';
    const name = res.changed && item.name === file.name ? res.name : item.name.includes('.') || !ext ? item.name : item.name + ext;
    const ctl = new AbortController();
    this.controllers.set(id, ctl);
    this.patch(id, { state: 'uploading', progress: 0, error: null });
    try {
      const uploaded = await this.deps.send(res.blob, {
        name,
        isSensitive: item.isSensitive,
        comment: item.caption || null,
        signal: ctl.signal,
        account: this.deps.account?.(),
        folderId: this.deps.folderId?.() ?? null,
        onProgress: (loaded, total) => this.patch(id, { progress: total > 0 ? loaded / total : 0 }),
      });
      this.patch(id, { state: 'uploaded', progress: 1, uploaded });
      this.deps.onUploaded(uploaded);
      this.drop(id);
    } catch (e) {
      // Any other failure is told as the server's raw answer, its text a parameter of the message (so it reads in every language).
      const f = e instanceof UploadFailure ? e : failureOf(e);
      if (f.aborted || ctl.signal.aborted) this.patch(id, { state: 'aborted' });
      else {
        this.patch(id, { state: 'uploadFailed', error: f.message });
        this.deps.onFailed(this.get(id)!, f);
      }
    } finally {
      this.controllers.delete(id);
    }
  }

  abort(id: string): void {
    this.controllers.get(id)?.abort();
  }

  /** Uploaded items move into the attached files: they leave the queue. */
  private drop(id: string): void {
    const item = this.get(id);
    if (item?.thumbnail?.startsWith('blob:')) URL.revokeObjectURL(item.thumbnail);
    this.files.delete(id);
    this.processed.delete(id);
    this.list = this.list.filter((i) => i.id !== id);
    for (const l of this.listeners) l();
  }

  remove(id: string): void {
    this.abort(id);
    this.drop(id);
  }

  dispose(): void {
    for (const i of [...this.list]) this.remove(i.id);
    this.listeners.clear();
  }
}

export type { CompressionLevel };
