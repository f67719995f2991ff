import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Preferences, useContributions, useService } from '@kite/sdk';
import type { WidgetContribution } from '@kite/sdk';
import { effectivePlacement } from './placement';
import type { WidgetPlacement } from './placement';

/** Where the placement lives: the `widgets` namespace of the preferences (null = the default column). */
export function useWidgetStore() {
  const prefs = useService(Preferences);
  return useMemo(() => prefs.define('widgets', { placement: null as WidgetPlacement[] | null }), [prefs]);
}

/** The contributed widgets and the column the person placed (reactive). */
export function useWidgets(): { available: readonly WidgetContribution[]; placed: WidgetPlacement[]; save: (next: WidgetPlacement[]) => void } {
  const available = useContributions('widgets');
  const store = useWidgetStore();
  const prefs = useService(Preferences);
  const snap = useSnapshot(prefs.state) as Record<string, unknown>;
  const stored = (snap['widgets.placement'] as readonly WidgetPlacement[] | null | undefined) ?? null;
  const placed = effectivePlacement(stored, available.map((w) => w.name));
  // Snapshots are frozen: store plain copies.
  const save = (next: WidgetPlacement[]) => store.set('placement', next.map((w) => ({ ...w, settings: { ...w.settings } })));
  return { available, placed, save };
}
