import { useCallback, useEffect, useState } from 'react';
import { useT } from '@kite/sdk';
import { scriptWidgetMessages as m } from './messages';
import './widgets.css';

/**
 * A widget a plugin registered (`Plugin:register_widget(title, fn)`, beyond Misskey): the
 * plugin's function runs in the sandbox when the widget shows and on Refresh, and what it
 * returns is shown as plain text.
 */
export function PluginWidget(props: { run: () => Promise<unknown> }) {
  const t = useT();
  const { run } = props;
  const [state, setState] = useState<{ text: string; error: boolean } | null>(null);
  const [running, setRunning] = useState(true);
  const refresh = useCallback(() => {
    setRunning(true);
    run()
      .then(
        (v) => setState({ text: v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v), error: false }),
        (e: unknown) => setState({ text: e instanceof Error ? e.message : String(e), error: true }),
      )
      .finally(() => setRunning(false));
  }, [run]);
  useEffect(() => {
    let live = true;
    run()
      .then(
        (v) => live && setState({ text: v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v), error: false }),
        (e: unknown) => live && setState({ text: e instanceof Error ? e.message : String(e), error: true }),
      )
      .finally(() => live && setRunning(false));
    return () => {
      live = false;
    };
  }, [run]);
  return (
    <div className="kite-wscript kite-wplugin">
      <output className={state?.error ? 'kite-wscript-err' : 'kite-wplugin-text'} aria-busy={running}>
        {state ? state.text || t(m.noOutput) : t(m.running)}
      </output>
      <button type="button" className="kite-button" disabled={running} onClick={refresh}>
        {t(m.refresh)}
      </button>
    </div>
  );
}
