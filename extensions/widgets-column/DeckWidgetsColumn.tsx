import { useEffect, useRef } from 'react';
import type { DeckColumnProps } from '@kite/sdk';
import { WidgetsColumn } from './WidgetsColumn';
import type { WidgetPlacement } from './placement';
import type { WidgetSource } from './useWidgets';
import './widgets.css';

/**
 * Misskey keeps a widgets column's widgets in the column itself (`widgets: {name, id, data}[]`
 * in the deck profile): read them leniently, so a profile from Misskey's client shows.
 */
export function columnWidgets(raw: unknown): WidgetPlacement[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((w: unknown) => {
    if (typeof w !== 'object' || w === null) return [];
    const { name, id, data } = w as Record<string, unknown>;
    if (typeof name !== 'string' || typeof id !== 'string') return [];
    const settings = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    return [{ name, id, place: null, data: settings }];
  });
}

/** A deck column of widgets (Misskey's `widgets` column type): the side column's widgets and edit mode, kept in the column. */
export default function DeckWidgetsColumn({ column, update }: DeckColumnProps) {
  const stored = columnWidgets(column.widgets);
  // The latest stored list, for changes that apply later (a widget's delayed save).
  const latest = useRef(stored);
  useEffect(() => {
    latest.current = stored;
  });
  const source: WidgetSource = {
    stored,
    get: () => latest.current,
    set: (list) => {
      latest.current = list;
      update({ widgets: list.map(({ name, id, data }) => ({ name, id, data })) });
    },
  };
  return <WidgetsColumn className="kite-widgets-deck" source={source} />;
}
