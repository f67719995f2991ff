import type { WidgetProps } from '@kite/sdk';
import { useScript } from './useScript';
import './widgets.css';

/**
 * The button widget: its script runs in the sandbox on each click (Mk:dialog, Mk:api… as in a
 * plugin). Misskey shows nothing of what it prints; Kite shows an error so a broken script is seen.
 */
export default function ButtonWidget(props: WidgetProps) {
  const label = typeof props.settings['label'] === 'string' && props.settings['label'] ? props.settings['label'] : 'BUTTON';
  const script = typeof props.settings['script'] === 'string' ? props.settings['script'] : '';
  const colored = props.settings['colored'] !== false;
  const { lines, running, run } = useScript();
  const errors = lines.filter((l) => l.level === 'err');
  return (
    <div className="kite-wscript kite-wbutton">
      <button
        type="button"
        className={colored ? 'kite-button kite-button-primary' : 'kite-button'}
        disabled={running}
        onClick={() => run(script)}
      >
        {label}
      </button>
      <div role="status" className="kite-wscript-err">
        {errors.map((l, i) => (
          <div key={i}>{l.text}</div>
        ))}
      </div>
    </div>
  );
}
