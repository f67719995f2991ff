import { useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { AsUi } from './app/AsUi';
import { useApp } from './app/useApp';
import { scriptWidgetMessages as m } from './messages';
import { UI_ROOT } from '../sandbox/protocol';
import './widgets.css';

/**
 * The AiScript App widget (spec 1 §2.8): the script in its settings runs in the plugins' sandbox
 * with AiScript's `Ui:` library, and its interface is drawn here; clicks and input go back to it.
 */
export default function AiScriptAppWidget(props: WidgetProps) {
  const t = useT();
  const code = typeof props.settings['script'] === 'string' ? props.settings['script'] : '';
  const { ui, errors, invoke } = useApp(code);
  const children = ui?.components[UI_ROOT]?.props['children'];
  const empty = !code.trim() || (ui !== null && (!Array.isArray(children) || children.length === 0) && errors.length === 0);
  return (
    <div className="kite-wscript kite-wapp">
      {empty && <p className="kite-wapp-empty">{t(m.appEmpty)}</p>}
      {ui && <AsUi snapshot={ui} invoke={invoke} />}
      {errors.length > 0 && (
        <div role="alert" aria-label={t(m.appErrors)} className="kite-wscript-err">
          {errors.map((e, i) => (
            <div key={i}>{e}</div>
          ))}
        </div>
      )}
    </div>
  );
}
