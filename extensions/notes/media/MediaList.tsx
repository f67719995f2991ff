import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, safeHttpUrl, useOptionalService, usePreference, useService, useT, useViewer } from '@kite/sdk';
import { useNotePref } from '../prefs';
import { noteMessages as m } from '../messages';
import { MediaCover } from './MediaCover';
import { VideoPlayer } from '../lazyParts';
import { VIDEO } from './video';
import { mediaKind, startsHidden } from './types';

/** One attached file: hidden cover, or the image / video / audio, with hide and (staff) sensitive toggles. */
function MediaItem({ file, onOpen }: { file: entities.DriveFile; onOpen: () => void }) {
  const t = useT();
  const pref = useNotePref('sensitiveMedia');
  const dataSaver = usePreference('dataSaverMedia');
  const { isStaff } = useViewer();
  const api = useOptionalService(Api);
  const [hidden, setHidden] = useState(() => startsHidden(file, pref, dataSaver));
  const [sensitive, setSensitive] = useState(file.isSensitive);
  const kind = mediaKind(file.type);
  const url = safeHttpUrl(file.url)?.href;
  const thumb = safeHttpUrl(file.thumbnailUrl ?? file.url)?.href;

  if (hidden)
    return (
      <div className="kite-media-item" data-kind={kind}>
        <MediaCover file={{ ...file, isSensitive: sensitive }} onReveal={() => setHidden(false)} />
      </div>
    );
  const toggleSensitive = async () => {
    await api?.requestWithUi('drive/files/update', { fileId: file.id, isSensitive: !sensitive });
    setSensitive(!sensitive);
  };
  return (
    <div className={`kite-media-item${sensitive ? ' kite-media-sensitive' : ''}`} data-kind={kind}>
      {kind === 'image' && thumb && (
        <button
          type="button"
          className="kite-media-open"
          onClick={onOpen}
          aria-label={t(m.openGallery, { name: file.comment ?? file.name })}
        >
          <img src={thumb} alt={file.comment ?? file.name} decoding="async" loading="lazy" />
        </button>
      )}
      {kind === 'video' && <VideoPlayer file={file} />}
      {kind === 'audio' && url && (
        <audio
          controls
          preload="metadata"
          src={url}
          aria-label={t(m.audio)}
          title={file.name}
          onLoadedMetadata={(e) => {
            e.currentTarget.volume = VIDEO.defaultVolume;
          }}
        />
      )}
      {kind === 'other' && url && (
        <a href={url} target="_blank" rel="noopener noreferrer" className="kite-media-file">
          {file.name}
        </a>
      )}
      <div className="kite-media-tools">
        <button type="button" className="kite-media-hide" onClick={() => setHidden(true)}>
          {t(m.hideMedia)}
        </button>
        {isStaff && api && (
          <button type="button" onClick={() => void toggleSensitive()}>
            {sensitive ? t(m.unmarkSensitive) : t(m.markSensitive)}
          </button>
        )}
      </div>
    </div>
  );
}

/** The files of a note in a grid; images open the gallery at their position. */
/** The gallery's code (with PhotoSwipe) loads on the first open, not with the notes. */
const openGallery = (...args: Parameters<(typeof import('./gallery'))['openGallery']>) =>
  import('./gallery').then((g) => g.openGallery(...args));

export function MediaList({ files }: { files: readonly entities.DriveFile[]; note?: entities.Note }) {
  const nav = useService(Navigation);
  if (files.length === 0) return null;
  const images = files.filter((f) => mediaKind(f.type) === 'image');
  return (
    <div className={`kite-media-list kite-media-n${Math.min(files.length, 4)}`}>
      {files.map((f) => (
        <MediaItem key={f.id} file={f} onOpen={() => void openGallery(images, images.indexOf(f), nav)} />
      ))}
    </div>
  );
}
