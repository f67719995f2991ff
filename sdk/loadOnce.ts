/**
 * A loader for code fetched on first use: `load` runs once and every caller shares its promise.
 * A failure is forgotten, so the next call tries again (a chunk that did not download offline).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = null;
      throw e;
    }));
}
