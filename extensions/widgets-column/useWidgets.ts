import { Preferences, useContributions, usePreference, useService } from '@kite/sdk';
import type { WidgetContribution } from '@kite/sdk';
import { shownPlacement } from './placement';
import type { WidgetPlacement } from './placement';

/**
 * Where a list of widgets is kept: the side column's is the `widgets` preference; a deck
 * column keeps its own in the deck profile (Misskey's column `widgets` field).
 */
export interface WidgetSource {
  stored: readonly WidgetPlacement[];
  /** The list as it is now (read when a change applies, not when it was asked for). */
  get(): readonly WidgetPlacement[];
  set(list: WidgetPlacement[]): void;
}

/**
 * The contributed widgets and the column the person placed (reactive). Without a source, the
 * placement is Misskey's account-dependent `widgets` preference, so it follows the preference
 * profile (sync, backups) and reads the same in Misskey's own client.
 */
export function useWidgets(source?: WidgetSource): {
  available: readonly WidgetContribution[];
  stored: readonly WidgetPlacement[];
  placed: WidgetPlacement[];
  /** Changes the stored list as it is when called (a widget's delayed save must not undo a change made since). */
  update: (change: (current: readonly WidgetPlacement[]) => readonly WidgetPlacement[]) => void;
} {
  const available = useContributions('widgets');
  const prefs = useService(Preferences);
  const preference = usePreference('widgets');
  const stored = source ? source.stored : preference;
  const placed = shownPlacement(
    stored,
    available.map((w) => w.name),
  );
  // Snapshots are frozen: store plain copies.
  const update = (change: (current: readonly WidgetPlacement[]) => readonly WidgetPlacement[]) => {
    const next = change(source ? source.get() : prefs.get('widgets')).map((w) => ({ ...w, data: structuredClone({ ...w.data }) }));
    if (source) source.set(next);
    else prefs.set('widgets', next);
  };
  return { available, stored, placed, update };
}
