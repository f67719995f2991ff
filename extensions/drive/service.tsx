import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, I18n, Overlays, Preferences, Viewer } from '@kite/sdk';
import type { DriveService, DriveUploadOptions, ExtensionContext, UploadQueue } from '@kite/sdk';
import { maxUploadBytes } from './rules/uploadLimit';
import type { UploadEngine } from './upload/engine';
import type { UploadFailure } from './upload/send';
import { LazyUploadQueue } from './upload/lazyQueue';

/* The dialogs and the queue list load on first use: the drive's always-loaded entry stays small. */
const LazyQueueList = lazy(() => import('./ui/UploadQueueList').then((x) => ({ default: x.UploadQueueList })));
function UploadQueueList(props: { queue: UploadQueue }) {
  return (
    <Suspense fallback={null}>
      <LazyQueueList {...props} />
    </Suspense>
  );
}

export function createDriveService(ctx: ExtensionContext): DriveService & { dispose(): void } {
  const api = ctx.get(Api);
  const dialogs = ctx.get(Dialogs);
  const i18n = ctx.get(I18n);
  const prefs = ctx.get(Preferences);
  const viewer = ctx.get(Viewer);

  const limit = () => maxUploadBytes(viewer.info.meta?.maxFileSize, viewer.info.me?.policies?.maxFileSizeMb);
  const showFailure = (f: UploadFailure) =>
    dialogs.alert({ type: 'error', title: i18n.t(f.text.title), text: i18n.t(f.text.text, f.text.params) });
  // The worker pool, queue and sender load on the first upload: nothing at boot needs them.
  let engine: Promise<UploadEngine> | null = null;
  let loaded: UploadEngine | null = null;
  const uploader = () =>
    (engine ??= import('./upload/engine').then((x) => (loaded = x.createUploadEngine({ api, prefs, limit, showFailure }))));

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
      return (await uploader()).upload(file, opts);
    },
    async pickFiles(opts) {
      const { PickerDialog } = await import('./ui/FilePickerDialog');
      return mount<entities.DriveFile[]>(
        (done) =>
          function FilePicker() {
            return <PickerDialog mode="files" multiple={opts?.multiple ?? true} onDone={(r) => done(r && 'files' in r ? r.files : [])} />;
          },
      );
    },
    async pickFolder() {
      const { PickerDialog } = await import('./ui/FilePickerDialog');
      return mount<{ id: string | null; name: string } | null>(
        (done) =>
          function FolderPicker() {
            return <PickerDialog mode="folder" onDone={(r) => done(r && 'folder' in r ? r.folder : null)} />;
          },
      );
    },
    async describe(file) {
      const { DescribeDialog } = await import('./ui/FileDialogs');
      const caption = await mount<string | null>(
        (done) =>
          function Describe() {
            return <DescribeDialog file={file} onDone={done} />;
          },
      );
      if (caption == null) return null;
      await api.requestWithUi('drive/files/update', { fileId: file.id, comment: caption.length ? caption : null });
      return caption;
    },
    async preview(file) {
      const { FilePreviewDialog } = await import('./ui/FileDialogs');
      return mount<void>(
        (done) =>
          function Preview() {
            return <FilePreviewDialog file={file} onClose={() => done()} />;
          },
      );
    },
    async editWatermarkPresets() {
      const { PresetEditor } = await import('./watermark/PresetEditor');
      return mount<void>(
        (done) =>
          function WatermarkPresets() {
            return <PresetEditor onClose={() => done()} />;
          },
      );
    },
    createQueue(o): UploadQueue {
      return new LazyUploadQueue(async () => (await uploader()).createQueue(o));
    },
    UploadQueueList,
    maxUploadBytes: limit,
    dispose: () => loaded?.dispose(),
  };
  return service;
}
