import { useEffect, useRef } from 'react';
import { blurhashSize, decodeBlurhash } from './blurhash';

/** The blurred placeholder of a file, drawn once its worker has decoded it. */
export function Blurhash({ hash, width, height }: { hash: string | null | undefined; width?: number | null; height?: number | null }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const size = blurhashSize(width, height);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    void decodeBlurhash(hash, size.width, size.height).then((pixels) => {
      const ctx = live ? ref.current?.getContext('2d') : null;
      if (!pixels || !ctx) return;
      const image = ctx.createImageData(size.width, size.height);
      image.data.set(pixels);
      ctx.putImageData(image, 0, 0);
    });
    return () => {
      live = false;
    };
  }, [hash, size.width, size.height]);
  return <canvas ref={ref} className="kite-media-blurhash" width={size.width} height={size.height} aria-hidden="true" />;
}
