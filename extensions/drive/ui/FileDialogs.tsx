import { useId, useState } from 'react';
import type { entities } from 'misskey-js';
import { Icon, useT } from '@kite/sdk';
import { Modal, formatBytes } from '@kite/sdk/pageKit';
import { driveMessages as m } from '../messages';
import '../drive.css';

/** Server file URLs are shown only when they are http(s) or same-origin paths. */
const safeSrc = (u: string | null | undefined) => (u && /^https?:|^\/(?!\/)/.test(u) ? u : null);

/** The file itself: an image, a video or an audio player, else a file icon. */
function Media({ file }: { file: entities.DriveFile }) {
  const src = safeSrc(file.url);
  if (!src) return <Icon icon="file" size={48} />;
  if (file.type.startsWith('image/')) return <img className="kite-drive-preview-media" src={src} alt={file.comment ?? file.name} />;
  if (file.type.startsWith('video/')) return <video className="kite-drive-preview-media" src={src} controls aria-label={file.name} />;
  if (file.type.startsWith('audio/')) return <audio src={src} controls aria-label={file.name} />;
  return <Icon icon="file" size={48} />;
}

/** The file preview dialog (spec 2 §2 item 6): the media with its name, type, size, dimensions and caption. */
export function FilePreviewDialog(props: { file: entities.DriveFile; onClose: () => void }) {
  const t = useT();
  const f = props.file;
  const w = f.properties?.width;
  const h = f.properties?.height;
  return (
    <Modal label={t(m.preview)} onClose={props.onClose} className="kite-drive-modal wide">
      <header className="kite-drive-modal-head">
        <h2>{f.name}</h2>
        <button type="button" className="kite-icon-button" aria-label={t(m.cancel)} onClick={props.onClose}>
          <Icon icon="x" />
        </button>
      </header>
      <div className="kite-drive-media-box">
        <Media file={f} />
      </div>
      <dl className="kite-drive-facts">
        <dt>{t(m.type)}</dt>
        <dd>{f.type}</dd>
        <dt>{t(m.size)}</dt>
        <dd>{formatBytes(f.size)}</dd>
        {w && h ? (
          <>
            <dt>{t(m.dimensions)}</dt>
            <dd>
              {w} × {h}
            </dd>
          </>
        ) : null}
        <dt>{t(m.caption)}</dt>
        <dd>{f.comment || t(m.noCaption)}</dd>
      </dl>
    </Modal>
  );
}

/** The file description (caption) dialog: the media beside a text area; resolves with the text or null. */
export function DescribeDialog(props: { file: entities.DriveFile; onDone: (caption: string | null) => void }) {
  const t = useT();
  const [value, setValue] = useState(props.file.comment ?? '');
  const headingId = useId();
  return (
    <Modal labelledBy={headingId} onClose={() => props.onDone(null)} className="kite-drive-modal">
      <header className="kite-drive-modal-head">
        <h2 id={headingId}>{t(m.describe)}</h2>
        <button type="button" className="kite-icon-button" aria-label={t(m.cancel)} onClick={() => props.onDone(null)}>
          <Icon icon="x" />
        </button>
      </header>
      <div className="kite-drive-media-box small">
        <Media file={props.file} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onDone(value);
        }}
      >
        <label className="kite-drive-field">
          {t(m.captionPrompt)}
          <textarea data-autofocus value={value} maxLength={512} rows={4} onChange={(e) => setValue(e.currentTarget.value)} />
        </label>
        <footer className="kite-drive-modal-foot">
          <span role="status">{value.length} / 512</span>
          <button type="button" className="kite-button" onClick={() => props.onDone(null)}>
            {t(m.cancel)}
          </button>
          <button type="submit" className="kite-button kite-button-primary">
            {t(m.save)}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
