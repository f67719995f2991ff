import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { Api, Overlays, mountUntilDone } from '@kite/sdk';
import type { DriveService, ExtensionContext } from '@kite/sdk';

/** The drive's pickers and dialogs (loaded on first use). */
export type DriveDialogs = Pick<DriveService, 'pickFiles' | 'pickFolder' | 'describe' | 'preview' | 'editWatermarkPresets'>;

export function createDriveDialogs(ctx: ExtensionContext): DriveDialogs {
  const api = ctx.get(Api);
  const mount = <T,>(render: (done: (v: T) => void) => ComponentType<{ close: () => void }>) => mountUntilDone(ctx.get(Overlays), render);

  return {
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
  };
}
