import { createElement } from 'react';
import type { Disposable, OverlayHost } from '@kite/sdk';
import { Bars } from './Bars';

let mounted: Disposable | null = null;

/** Puts the bars on the overlay stack once (they draw nothing while none is configured). */
export function ensureMounted(host: OverlayHost): Disposable {
  if (!mounted) mounted = host.mount(() => createElement(Bars));
  return {
    dispose() {
      mounted?.dispose();
      mounted = null;
    },
  };
}
