import { useContributions } from '@kite/sdk';
import { WidgetsColumn } from './WidgetsColumn';
import './widgets.css';

// The deck's widgets column loads with this chunk (one file name less in the first load).
export { default as DeckWidgetsColumn } from './DeckWidgetsColumn';

/** The column beside the main one on wide screens: absent while no extension contributes a widget. */
export default function Column() {
  const widgets = useContributions('widgets');
  return widgets.length > 0 ? <WidgetsColumn /> : null;
}
