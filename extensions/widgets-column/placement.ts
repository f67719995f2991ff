/** One widget placed in the side column (stored in the preferences). */
export interface WidgetPlacement {
  id: string;
  name: string;
  settings: Record<string, unknown>;
}

/** Spec 1 §2.8: the default right column. */
export const DEFAULT_WIDGETS = ['calendar', 'notifications', 'trends'] as const;

/** The stored placement, or the default column made of the default widgets that exist. */
export function effectivePlacement(stored: readonly WidgetPlacement[] | null, available: readonly string[]): WidgetPlacement[] {
  if (stored) return stored.filter((w) => available.includes(w.name));
  return DEFAULT_WIDGETS.filter((n) => available.includes(n)).map((name) => ({ id: `default-${name}`, name, settings: {} }));
}

export function addWidget(list: readonly WidgetPlacement[], name: string, id: string): WidgetPlacement[] {
  return [...list, { id, name, settings: {} }];
}

export function removeWidget(list: readonly WidgetPlacement[], id: string): WidgetPlacement[] {
  return list.filter((w) => w.id !== id);
}

/** Moves a widget one place up (-1) or down (+1); unchanged at the ends. */
export function moveWidget(list: readonly WidgetPlacement[], id: string, by: -1 | 1): WidgetPlacement[] {
  const i = list.findIndex((w) => w.id === id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j] as WidgetPlacement, out[i] as WidgetPlacement];
  return out;
}
