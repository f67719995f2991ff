import type { ComponentType } from 'react';
import type { OverlayHost } from './services';
import type { Disposable } from './tokens';

/**
 * Mounts the component `render` makes on the overlay layer and resolves with the value it
 * passes to `done`, unmounting it then: how a dialog, a picker, a menu or the composer opens.
 * Only the first `done` counts.
 */
export function mountUntilDone<T>(
  host: OverlayHost,
  render: (done: (value: T) => void) => ComponentType<{ close: () => void }>,
): Promise<T> {
  return new Promise((resolve) => {
    let handle: Disposable | null = null;
    let finished = false;
    const done = (value: T) => {
      if (finished) return;
      finished = true;
      handle?.dispose();
      resolve(value);
    };
    handle = host.mount(render(done));
    // Done before the host even returned: nothing is left on screen.
    if (finished) handle.dispose();
  });
}
