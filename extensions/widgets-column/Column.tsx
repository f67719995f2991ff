import { useContributions } from '@kite/sdk';
import { WidgetsColumn } from './WidgetsColumn';
import './widgets.css';

/** The column beside the main one on wide screens: absent while no extension contributes a widget. */
export default function Column() {
  const widgets = useContributions('widgets');
  return widgets.length > 0 ? <WidgetsColumn /> : null;
}
