import { Suspense, lazy } from 'react';
import { Api, Dialogs, I18n, Preferences, Viewer, loadOnce } from '@kite/sdk';
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

  // The pickers and dialogs load on first use.
  const loadDialogs = loadOnce(() => import('./dialogs').then((x) => x.createDriveDialogs(ctx)));

  const service: DriveService & { dispose(): void } = {
    async upload(file: File, opts: DriveUploadOptions = {}) {
      return (await uploader()).upload(file, opts);
    },
    pickFiles: (opts) => loadDialogs().then((d) => d.pickFiles(opts)),
    pickFolder: () => loadDialogs().then((d) => d.pickFolder()),
    describe: (file) => loadDialogs().then((d) => d.describe(file)),
    preview: (file) => loadDialogs().then((d) => d.preview(file)),
    editWatermarkPresets: () => loadDialogs().then((d) => d.editWatermarkPresets()),
    createQueue(o): UploadQueue {
      return new LazyUploadQueue(async () => (await uploader()).createQueue(o));
    },
    UploadQueueList,
    maxUploadBytes: limit,
    dispose: () => loaded?.dispose(),
  };
  return service;
}
