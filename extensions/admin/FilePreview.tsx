import { Icon, safeHttpUrl, useT } from '@kite/sdk';
import type { Endpoints } from 'misskey-js';
import { adminMessages as m } from './messages';
import { previewKind } from './format';

type AdminFile = Endpoints['admin/drive/show-file']['res'];

const base = () => globalThis.location?.origin ?? 'http://localhost';

/** Image thumbnail, video or audio player, or a generic file icon. */
export function FilePreview({ file }: { file: AdminFile }) {
  const t = useT();
  const kind = previewKind(file.type);
  const src = file.url ? safeHttpUrl(file.url, base())?.href : undefined;
  const thumb = file.thumbnailUrl ? safeHttpUrl(file.thumbnailUrl, base())?.href : undefined;
  if (kind === 'image' && (thumb ?? src)) {
    return <img className="kite-admin-file-preview" src={thumb ?? src} alt={file.comment ?? file.name} data-testid="admin-file-preview" />;
  }
  if (kind === 'video' && src) {
    return (
      <video
        className="kite-admin-file-preview"
        src={src}
        controls
        preload="metadata"
        aria-label={t(m.preview)}
        data-testid="admin-file-preview"
      />
    );
  }
  if (kind === 'audio' && src) {
    return (
      <audio
        className="kite-admin-file-audio"
        src={src}
        controls
        preload="none"
        aria-label={t(m.preview)}
        data-testid="admin-file-preview"
      />
    );
  }
  return (
    <div className="kite-admin-file-generic" role="img" aria-label={t(m.noPreview)} data-testid="admin-file-preview">
      <Icon icon="file" size={48} />
    </div>
  );
}
