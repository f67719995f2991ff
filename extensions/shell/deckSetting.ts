import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Preferences, useService } from '@kite/sdk';

/**
 * The deck setting "simple UI for non-root pages" (spec 1 §2.3), in the `deck` namespace
 * the deck extension will own; on by default as in Misskey. The layout choice reads it.
 */
export function useSimpleUiForNonRoot(): boolean {
  const prefs = useService(Preferences);
  // Declared once per Preferences service: it loads the stored value into the reactive state read below.
  const deck = useMemo(() => prefs.define('deck', { useSimpleUiForNonRootPages: true }), [prefs]);
  const snap = useSnapshot(prefs.state) as Record<string, unknown>;
  return snap[`${deck.namespace}.useSimpleUiForNonRootPages`] !== false;
}
