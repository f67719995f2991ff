/** The router chunk (TanStack Router, ~24 KiB gzipped), downloaded once: after the first content, or when a page needs it first. */
let loading: Promise<typeof import('./tanstackRouting')> | null = null;

export function loadRouting(): Promise<typeof import('./tanstackRouting')> {
  // Once per download, not per call; a failed download is tried again at the next navigation.
  if (!loading) (loading = import('./tanstackRouting')).catch(() => (loading = null));
  return loading;
}

export type RoutingModule = Awaited<ReturnType<typeof loadRouting>>;
