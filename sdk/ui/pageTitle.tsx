import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page publishes its title: a page window shows it instead of the path, the main column
 * names the browser tab with it.
 */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/** Publishes `title` to the surrounding page window, if any, while mounted. */
export function usePublishTitle(title: string | null | undefined): void {
  const sink = useContext(PageTitleContext);
  useEffect(() => {
    if (!sink) return;
    sink(title ?? null);
    return () => sink(null);
  }, [sink, title]);
}

/**
 * The hash of the page as an in-page search marker (spec 1 §2.4): a page window provides
 * it, and elements with a matching `data-search-marker` are scrolled to and highlighted.
 */
export const SearchMarkerContext = createContext<string | null>(null);

/** The search marker of the surrounding page window, or null. */
export function useSearchMarker(): string | null {
  return useContext(SearchMarkerContext);
}
