import { Icon, safeImageSrc } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import type { entities } from 'misskey-js';

/** One file in a grid: thumbnail (or type icon), name, size. Thumbnails are server URLs shown as images only. */
export function FileTile(props: { file: entities.DriveFile; label: string; selected?: boolean; onActivate: () => void; role?: 'option' }) {
  const f = props.file;
  const thumb = safeImageSrc(f.thumbnailUrl);
  return (
    <button
      type="button"
      className={`kite-drive-tile${props.selected ? ' selected' : ''}`}
      aria-label={props.label}
      aria-pressed={props.selected === undefined ? undefined : props.selected}
      onClick={props.onActivate}
      data-file-id={f.id}
    >
      <span className="thumb" aria-hidden="true">
        {thumb ? <img src={thumb} alt="" loading="lazy" /> : <Icon icon="file" size={32} />}
      </span>
      <span className="name">{f.name}</span>
      <span className="meta">
        {formatBytes(f.size)}
        {f.isSensitive ? <Icon icon="eyeOff" size={14} /> : null}
      </span>
    </button>
  );
}
