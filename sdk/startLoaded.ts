/**
 * Starts something whose code loads later (a live connection, a watcher): `start` runs once `load`
 * has resolved, unless the extension was disposed meanwhile, and what it returns (its stop
 * function) runs when the extension is disposed. The promise rejects when the code did not load.
 */
export function startLoaded<T>(
  ctx: { onDispose(fn: () => void): void },
  load: () => Promise<T>,
  start: (loaded: T) => (() => void) | void,
): Promise<void> {
  let stop: (() => void) | void;
  let gone = false;
  ctx.onDispose(() => {
    gone = true;
    stop?.();
  });
  return load().then((loaded) => {
    if (!gone) stop = start(loaded);
  });
}
