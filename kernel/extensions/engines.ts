import type { ExtensionDefinition } from '@kite/sdk';
import { SDK_VERSION } from '@kite/sdk';
import { satisfiesVersion } from './versionRange';

// Only third-party extensions declare a range, so this is checked where they load (a chunk of its own),
// and the range reader stays out of the first load.
/** Why an extension's declared sdk range refuses this sdk, or undefined when it accepts it. */
export function engineRefusal(def: ExtensionDefinition): string | undefined {
  const range = def.engines?.kite;
  if (range === undefined) return undefined;
  try {
    if (satisfiesVersion(SDK_VERSION, range)) return undefined;
  } catch {
    return `extension "${def.id}" declares an sdk range Kite cannot read: engines.kite = ${JSON.stringify(range)} (this Kite has sdk ${SDK_VERSION})`;
  }
  return `extension "${def.id}" needs Kite sdk ${range}, but this Kite has sdk ${SDK_VERSION}`;
}
