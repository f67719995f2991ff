import type { CorePreferences } from '@kite/sdk';

/** One widget placed in the side column, as Misskey's `widgets` preference stores it. */
export type WidgetPlacement = CorePreferences['widgets'][number];

/**
 * The widgets to draw: those whose extension is there. The stored list keeps the others (a
 * switched-off bundle's widgets come back with it; Misskey's own client may have more).
 */
export function shownPlacement(stored: readonly WidgetPlacement[], available: readonly string[]): WidgetPlacement[] {
  return stored.filter((w) => available.includes(w.name));
}

export function addWidget(list: readonly WidgetPlacement[], name: string, id: string): WidgetPlacement[] {
  return [...list, { name, id, place: 'right', data: {} }];
}

export function removeWidget(list: readonly WidgetPlacement[], id: string): WidgetPlacement[] {
  return list.filter((w) => w.id !== id);
}

/** Replaces a widget's settings. */
export function setWidgetData(list: readonly WidgetPlacement[], id: string, data: Record<string, unknown>): WidgetPlacement[] {
  return list.map((w) => (w.id === id ? { ...w, data } : w));
}

/**
 * Moves a widget one shown place up (-1) or down (+1), past hidden entries; unchanged at the
 * ends. `shown` is the list of ids on screen.
 */
export function moveWidget(
  list: readonly WidgetPlacement[],
  id: string,
  by: -1 | 1,
  shown: readonly string[] = list.map((w) => w.id),
): WidgetPlacement[] {
  const i = shown.indexOf(id);
  const target = shown[i + by];
  if (i < 0 || target === undefined) return [...list];
  return moveWidgetTo(list, id, target);
}

/** Puts widget `id` where widget `target` is (dragging onto it): before it when moving up, after it when moving down. */
export function moveWidgetTo(list: readonly WidgetPlacement[], id: string, target: string): WidgetPlacement[] {
  const from = list.findIndex((w) => w.id === id);
  const to = list.findIndex((w) => w.id === target);
  if (from < 0 || to < 0 || from === to) return [...list];
  const out = [...list];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

/** A new widget id: time and randomness in base 36, like Misskey's aid-style ids are unique per client. */
export function newWidgetId(now = Date.now(), random = Math.random()): string {
  return `${now.toString(36)}${Math.floor(random * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}
