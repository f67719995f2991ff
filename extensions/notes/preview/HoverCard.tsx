import { useLayoutEffect, useRef, useState } from 'react';
import { UrlPreview } from '../lazyParts';
import { placePopup } from './placement';
import { COMPACT_BELOW } from './summary';

/**
 * The URL preview card floating next to a link. It only shows information (the pointer
 * passes through it, spec: hidden when the pointer leaves the link), so it is a tooltip
 * that describes the link (`aria-describedby`).
 */
export function HoverCard({ url, anchor, id }: { url: string; anchor: HTMLElement; id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // Re-placed when the card grows from "loading" to the loaded preview.
    const place = () =>
      setPos(placePopup(anchor.getBoundingClientRect(), el.getBoundingClientRect(), { width: innerWidth, height: innerHeight }));
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(place);
    ro.observe(el);
    return () => ro.disconnect();
  }, [anchor]);
  return (
    <div
      ref={box}
      id={id}
      role="tooltip"
      className="kite-link-hover-preview"
      style={{ left: pos?.left ?? 0, top: pos?.top ?? 0, visibility: pos ? 'visible' : 'hidden' }}
    >
      {/* The popup is 500 px wide at most, so its own width would always read as compact: the viewport decides. */}
      <UrlPreview url={url} actions={false} compact={innerWidth < COMPACT_BELOW} />
    </div>
  );
}
