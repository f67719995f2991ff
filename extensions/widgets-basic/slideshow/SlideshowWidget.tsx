import { useEffect, useState } from 'react';
import { Api, usePreference, useService, useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { Img } from '../shared/Img';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The slideshow widget: the images of the chosen drive folder, a new one every 10 seconds (fading when animations are on). */
export default function SlideshowWidget(props: WidgetProps) {
  const t = useT();
  const api = useService(Api);
  const animation = usePreference('animation');
  const folderId = typeof props.settings['folderId'] === 'string' ? props.settings['folderId'] : null;
  const height = Number(props.settings['height']) || 300;
  const fetched = useFetch(
    async () => (folderId ? api.request('drive/files', { folderId, type: 'image/*', limit: 100 }) : []),
    folderId ?? '',
  );
  const [n, setN] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setN((x) => x + 1), 10_000);
    return () => clearInterval(id);
  }, []);
  if (!folderId) return <p className="kite-w-empty">{t(m.noFolder)}</p>;
  return (
    <FetchState fetched={fetched}>
      {(files) => {
        if (files.length === 0) return <p className="kite-w-empty">{t(m.noImages)}</p>;
        const f = files[n % files.length];
        if (!f) return null;
        return (
          <div className="kite-wslides" style={{ height }} data-animate={animation}>
            <Img key={f.id} src={f.url} alt={f.comment ?? f.name} />
          </div>
        );
      }}
    </FetchState>
  );
}
