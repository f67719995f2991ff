import { useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import AppView from './app/AppView';
import { scriptWidgetMessages as m } from './messages';
import './widgets.css';

/**
 * The AiScript App widget (spec 1 §2.8): the script in its settings runs in the plugins' sandbox
 * with AiScript's `Ui:` library, and its interface is drawn here; clicks and input go back to it.
 */
export default function AiScriptAppWidget(props: WidgetProps) {
  const t = useT();
  const code = typeof props.settings['script'] === 'string' ? props.settings['script'] : '';
  return (
    <div className="kite-wscript">
      <AppView code={code} emptyText={t(m.appEmpty)} />
    </div>
  );
}
