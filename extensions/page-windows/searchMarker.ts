import { useEffect } from 'react';
import type { RefObject } from 'react';

/** How long a found marker stays highlighted. */
const HIGHLIGHT_MS = 1500;
/** The page may still be loading its content; look again for a while. */
const RETRY_MS = 100;
const RETRIES = 20;

/** The in-page search marker of a path: its hash, without `#` (spec 1 §2.4). */
export function searchMarkerOf(path: string): string | null {
  const i = path.indexOf('#');
  if (i < 0 || i === path.length - 1) return null;
  try {
    return decodeURIComponent(path.slice(i + 1));
  } catch {
    return path.slice(i + 1);
  }
}

/**
 * Tracks the hash of a window's current path as its search marker: the element inside
 * `root` with that `data-search-marker` (or id) is scrolled into view and highlighted.
 */
export function useSearchMarkerScroll(path: string, root: RefObject<HTMLElement | null>): string | null {
  const marker = searchMarkerOf(path);
  useEffect(() => {
    if (!marker) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const find = () => {
      const q = CSS.escape(marker);
      const el = root.current?.querySelector<HTMLElement>(`[data-search-marker="${q}"], #${q}`);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        el.classList.add('kite-search-marked');
        timer = setTimeout(() => el.classList.remove('kite-search-marked'), HIGHLIGHT_MS);
      } else if (++tries < RETRIES) timer = setTimeout(find, RETRY_MS);
    };
    find();
    return () => clearTimeout(timer);
  }, [marker, root]);
  return marker;
}
