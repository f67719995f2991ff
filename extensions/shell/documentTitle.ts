import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '@kite/sdk';

/** The browser tab's title as Misskey writes it: "page | server", the server's name alone when the page has none. */
export function documentTitle(page: string | null, server: string): string {
  return page ? `${page} | ${server}` : server;
}

/**
 * Keeps the browser tab's title on the main page's title (published by its header) and the server's
 * name, which arrives with the meta. Returns the sink the main column hands its page.
 */
export function useDocumentTitle(): (title: string | null) => void {
  const server = useViewer().meta?.name ?? location.host;
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    document.title = documentTitle(page, server);
  }, [page, server]);
  return useCallback((title: string | null) => setPage(title), []);
}
