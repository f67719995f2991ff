import { Preferences, useContributions, usePreference, useService } from '@kite/sdk';
import type { WidgetContribution } from '@kite/sdk';
import { shownPlacement } from './placement';
import type { WidgetPlacement } from './placement';

/**
 * The contributed widgets and the column the person placed (reactive). The placement is
 * Misskey's account-dependent `widgets` preference, so it follows the preference profile
 * (sync, backups) and reads the same in Misskey's own client.
 */
export function useWidgets(): {
  available: readonly WidgetContribution[];
  stored: readonly WidgetPlacement[];
  placed: WidgetPlacement[];
  /** Changes the stored list as it is when called (a widget's delayed save must not undo a change made since). */
  update: (change: (current: readonly WidgetPlacement[]) => readonly WidgetPlacement[]) => void;
} {
  const available = useContributions('widgets');
  const prefs = useService(Preferences);
  const stored = usePreference('widgets');
  const placed = shownPlacement(
    stored,
    available.map((w) => w.name),
  );
  // Snapshots are frozen: store plain copies.
  const update = (change: (current: readonly WidgetPlacement[]) => readonly WidgetPlacement[]) =>
    prefs.set(
      'widgets',
      change(prefs.get('widgets')).map((w) => ({ ...w, data: structuredClone({ ...w.data }) })),
    );
  return { available, stored, placed, update };
}
