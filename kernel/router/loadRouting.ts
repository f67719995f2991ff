/** The router chunk (TanStack Router, ~24 KiB gzipped), downloaded once: after the first content, or when a page needs it first. */
let loading: Promise<typeof import('./tanstackRouting')> | null = null;

export function loadRouting(): Promise<typeof import('./tanstackRouting')> {
  loading ??= import('./tanstackRouting');
  // A failed download is tried again at the next navigation.
  loading.catch(() => (loading = null));
  return loading;
}

export type RoutingModule = Awaited<ReturnType<typeof loadRouting>>;
