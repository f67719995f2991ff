import { useEffect, useRef, useState } from 'react';
import { useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { pluginMessages as m } from '../messages';
import { getContext } from '../context';
import { ScratchRunner } from '../host/scratch';
import type { ScratchLine } from '../host/scratch';
import './plugins.css';

const SAMPLE = '<: "Hello, AiScript!"';

/** /scratchpad: write AiScript, run it in the plugin sandbox, read its output. */
export default function ScratchpadPage() {
  const t = useT();
  const [code, setCode] = useState(SAMPLE);
  const [lines, setLines] = useState<ScratchLine[]>([]);
  const [running, setRunning] = useState(false);
  const runner = useRef<ScratchRunner | null>(null);

  useEffect(() => () => runner.current?.stop(), []);

  const run = async () => {
    runner.current?.stop();
    setLines([]);
    const r = new ScratchRunner(getContext(), (l) => setLines((prev) => [...prev, l]));
    runner.current = r;
    setRunning(true);
    await r.run(code, t(m.scratchpadStopped));
    if (runner.current === r) setRunning(false);
  };
  const stop = () => {
    runner.current?.stop();
    runner.current = null;
    setRunning(false);
    setLines((prev) => [...prev, { level: 'err', text: t(m.scratchpadStopped) }]);
  };

  return (
    <article className="kite-panel">
      <PageHeader title={t(m.scratchpad)} icon="code" />
      <label htmlFor="kite-scratchpad-code">{t(m.scratchpadCode)}</label>
      <textarea
        id="kite-scratchpad-code"
        className="kite-plugins-code"
        value={code}
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="kite-plugins-row">
        <button type="button" className="kite-button kite-button-primary" onClick={() => void run()} disabled={running}>
          {t(m.run)}
        </button>
        <button type="button" className="kite-button" onClick={stop} disabled={!running}>
          {t(m.stop)}
        </button>
      </div>
      <h2 id="kite-scratchpad-output">{t(m.output)}</h2>
      <div className="kite-plugins-output" role="log" aria-labelledby="kite-scratchpad-output" aria-live="polite">
        {lines.map((l, i) => (
          <div key={i} className={l.level === 'err' ? 'err' : undefined}>
            {l.text}
          </div>
        ))}
      </div>
    </article>
  );
}
