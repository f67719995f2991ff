import { useState } from 'react';
import { useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { scriptWidgetMessages as m } from './messages';
import { useScript } from './useScript';
import './widgets.css';

/** The AiScript console widget: a script kept with the widget's settings, run in the sandbox, its output below. */
export default function AiScriptWidget(props: WidgetProps) {
  const t = useT();
  const stored = typeof props.settings['script'] === 'string' ? props.settings['script'] : '';
  const [code, setCode] = useState(stored);
  // The form (or another device) changed the script: show theirs (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setCode(stored);
  }
  const { lines, running, run, stop } = useScript();
  return (
    <div className="kite-wscript">
      <textarea
        aria-label={t(m.script)}
        value={code}
        spellCheck={false}
        onChange={(e) => setCode(e.currentTarget.value)}
        onBlur={() => code !== stored && props.updateSettings({ script: code })}
      />
      <div className="kite-wscript-actions">
        {running ? (
          <button type="button" className="kite-button" onClick={stop}>
            {t(m.stop)}
          </button>
        ) : (
          <button
            type="button"
            className="kite-button kite-button-primary"
            onClick={() => {
              if (code !== stored) props.updateSettings({ script: code });
              run(code);
            }}
          >
            {t(m.run)}
          </button>
        )}
      </div>
      <div role="log" aria-label={t(m.output)} className="kite-wscript-log">
        {lines.map((l, i) => (
          <div key={i} className={`kite-wscript-line kite-wscript-${l.level}`}>
            {l.text}
          </div>
        ))}
      </div>
    </div>
  );
}
