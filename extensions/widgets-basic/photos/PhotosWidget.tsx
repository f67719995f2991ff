import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Preferences, Stream, useOptionalService, useService, useT } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { Img } from '../shared/Img';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The photos widget: the 9 latest images in the person's drive; new uploads arrive live on the main channel. */
export default function PhotosWidget() {
  const t = useT();
  const api = useService(Api);
  const stream = useOptionalService(Stream);
  const prefs = useService(Preferences);
  const fetched = useFetch(() => api.request('drive/stream', { type: 'image/*', limit: 9 }), 'photos');
  const [live, setLive] = useState<entities.DriveFile[]>([]);
  useEffect(() => {
    if (!stream) return;
    const c = stream.useChannel('main');
    const on = (f: entities.DriveFile) => {
      if (f.type.startsWith('image/')) setLive((l) => [f, ...l]);
    };
    c.on('driveFileCreated', on);
    return () => {
      c.off('driveFileCreated', on);
      c.dispose();
    };
  }, [stream]);
  const still = prefs.get('disableShowingAnimatedImages');
  return (
    <FetchState fetched={fetched}>
      {(files) => {
        const all = [...live, ...files.filter((f) => !live.some((l) => l.id === f.id))].slice(0, 9);
        if (all.length === 0) return <p className="kite-w-empty">{t(m.noPhotos)}</p>;
        return (
          <ul className="kite-wphotos">
            {all.map((f) => (
              <li key={f.id}>
                <Img src={still && f.type === 'image/gif' ? f.thumbnailUrl : (f.thumbnailUrl ?? f.url)} alt={f.comment ?? f.name} />
              </li>
            ))}
          </ul>
        );
      }}
    </FetchState>
  );
}
