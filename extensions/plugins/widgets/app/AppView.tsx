import { useT } from '@kite/sdk';
import type { AiScriptAppViewProps } from '@kite/sdk';
import { AsUi } from './AsUi';
import { useApp } from './useApp';
import { scriptWidgetMessages as m } from '../messages';
import { UI_ROOT } from '../../sandbox/protocol';
import '../widgets.css';

/**
 * An app script running in its own sandbox worker, its `Ui:` interface drawn and its errors
 * listed: the AiScript App widget's body, and what the AiScriptRunner service lends to Play.
 */
export default function AppView({ code, runKey = 0, emptyText }: AiScriptAppViewProps) {
  const t = useT();
  const { ui, errors, invoke } = useApp(code, runKey);
  const children = ui?.components[UI_ROOT]?.props['children'];
  const empty = !code.trim() || (ui !== null && (!Array.isArray(children) || children.length === 0) && errors.length === 0);
  return (
    <div className="kite-wapp">
      {empty && <p className="kite-wapp-empty">{emptyText}</p>}
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
