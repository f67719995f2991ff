import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, I18n, Overlays, Preferences, Viewer } from '@kite/sdk';
import type { DriveService, DriveUploadOptions, ExtensionContext, UploadQueue } from '@kite/sdk';
import { driveMessages as m } from './messages';
import { maxUploadBytes } from './rules/uploadErrors';
import { ImageWorkerPool } from './upload/pool';
import { KiteUploadQueue } from './upload/queue';
import { UploadFailure, sendFile } from './upload/send';
import { presetLayers } from './watermark/presets';

/* The dialogs and the queue list load on first use: the drive's always-loaded entry stays small. */
const LazyQueueList = lazy(() => import('./ui/UploadQueueList').then((x) => ({ default: x.UploadQueueList })));
function UploadQueueList(props: { queue: UploadQueue }) {
  return (
    <Suspense fallback={null}>
      <LazyQueueList {...props} />
    </Suspense>
  );
}

/** iOS/iPadOS Safari and every iOS browser (all WebKit): the canvas pixel limit applies. */
const isWebKit = typeof navigator !== 'undefined' && /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium|Android/.test(navigator.userAgent);

export function createDriveService(ctx: ExtensionContext): DriveService & { dispose(): void } {
  const api = ctx.get(Api);
  const dialogs = ctx.get(Dialogs);
  const i18n = ctx.get(I18n);
  const prefs = ctx.get(Preferences);
  const viewer = ctx.get(Viewer);
  const pool = new ImageWorkerPool();

  const limit = () => maxUploadBytes(viewer.info.meta?.maxFileSize, viewer.info.me?.policies?.maxFileSizeMb);
  const showFailure = (f: UploadFailure) =>
    dialogs.alert({ type: 'error', title: i18n.t(f.text.title), text: i18n.t(f.text.text, f.text.params) });

  function mount<T>(render: (done: (v: T) => void) => ComponentType<{ close: () => void }>): Promise<T> {
    return new Promise((resolve) => {
      let handle: { dispose(): void } | null = null;
      const done = (v: T) => {
        handle?.dispose();
        resolve(v);
      };
      handle = ctx.get(Overlays).mount(render(done));
    });
  }

  const service: DriveService & { dispose(): void } = {
    async upload(file: File, opts: DriveUploadOptions = {}) {
      let blob: Blob = file;
      let name = opts.name ?? file.name;
      try {
        const r = await pool.run({ file, name, level: opts.compressionLevel ?? prefs.get('imageCompressionLevel'), layers: presetLayers(prefs, opts.watermarkPresetId ?? null), isWebKit });
        blob = r.blob;
        name = r.changed && !opts.name ? r.name : name;
      } catch (e) {
        console.warn('[drive] preprocessing failed; uploading the original', e);
      }
      try {
        return await sendFile(api, blob, { ...opts, name, limit: limit() });
      } catch (e) {
        if (e instanceof UploadFailure && !e.aborted) await showFailure(e);
        throw e;
      }
    },
    async pickFiles(opts) {
      const { PickerDialog } = await import('./ui/FilePickerDialog');
      return mount<entities.DriveFile[]>((done) => function FilePicker() {
        return <PickerDialog mode="files" multiple={opts?.multiple ?? true} onDone={(r) => done(r && 'files' in r ? r.files : [])} />;
      });
    },
    async pickFolder() {
      const { PickerDialog } = await import('./ui/FilePickerDialog');
      return mount<{ id: string | null; name: string } | null>((done) => function FolderPicker() {
        return <PickerDialog mode="folder" onDone={(r) => done(r && 'folder' in r ? r.folder : null)} />;
      });
    },
    async describe(file) {
      const { DescribeDialog } = await import('./ui/FileDialogs');
      const caption = await mount<string | null>((done) => function Describe() {
        return <DescribeDialog file={file} onDone={done} />;
      });
      if (caption == null) return null;
      await api.requestWithUi('drive/files/update', { fileId: file.id, comment: caption.length ? caption : null });
      return caption;
    },
    async preview(file) {
      const { FilePreviewDialog } = await import('./ui/FileDialogs');
      return mount<void>((done) => function Preview() {
        return <FilePreviewDialog file={file} onClose={() => done()} />;
      });
    },
    async editWatermarkPresets() {
      const { PresetEditor } = await import('./watermark/PresetEditor');
      return mount<void>((done) => function WatermarkPresets() {
        return <PresetEditor onClose={() => done()} />;
      });
    },
    createQueue(o): UploadQueue {
      return new KiteUploadQueue({
        process: (req) => pool.run(req),
        send: (blob, s) => sendFile(api, blob, { ...s, limit: limit() }),
        defaultLevel: () => prefs.get('imageCompressionLevel'),
        presetLayers: (id) => presetLayers(prefs, id),
        isWebKit,
        onUploaded: o.onUploaded,
        onFailed: (_item, f) => void showFailure(f),
        account: o.account,
        folderId: o.folderId,
        thumbnail: (f) => (f.type.startsWith('image/') ? URL.createObjectURL(f) : null),
        log: (msg, e) => console.warn(`[drive] ${msg}`, e),
      });
    },
    UploadQueueList,
    maxUploadBytes: limit,
    dispose: () => pool.dispose(),
  };
  return service;
}
