import { useEffect, useRef, useState } from 'react';
import { AiScriptRunner, useService } from '@kite/sdk';
import type { AiScriptOutputLine, AiScriptRun } from '@kite/sdk';

/**
 * Runs a script through the AiScriptRunner (the plugins' sandbox, loaded on the first run, not
 * with the widget), keeping what it printed. One run at a time; leaving the page stops it.
 */
export function useScript() {
  const runner = useService(AiScriptRunner);
  const [lines, setLines] = useState<AiScriptOutputLine[]>([]);
  const [running, setRunning] = useState(false);
  const current = useRef<AiScriptRun | null>(null);
  useEffect(() => () => current.current?.stop(), []);
  const run = (code: string) => {
    current.current?.stop();
    setLines([]);
    setRunning(true);
    const r = runner.run(code, (line) => setLines((ls) => [...ls, line]));
    current.current = r;
    void r.done
      .catch((e: unknown) => setLines((ls) => [...ls, { level: 'err', text: e instanceof Error ? e.message : String(e) }]))
      .finally(() => {
        if (current.current === r) {
          current.current = null;
          setRunning(false);
        }
      });
  };
  const stop = () => current.current?.stop();
  return { lines, running, run, stop };
}
