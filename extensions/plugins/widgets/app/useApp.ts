import { useEffect, useRef, useState } from 'react';
import type { AiScriptOutputLine } from '@kite/sdk';
import type { UiSnapshot } from '../../sandbox/protocol';
import { getContext } from '../../context';
import { handlerOf } from '../../host/uiSnapshot';
import type { ScratchRunner } from '../../host/scratch';

/**
 * Runs an app script in a sandbox worker of its own (loaded here, not with the widget), again
 * whenever the script (or `runKey`) changes; keeps its interface and its errors. Leaving stops it.
 */
export function useApp(code: string, runKey = 0) {
  // Each tagged with the script it came from: a changed script starts from nothing.
  const [ui, setUi] = useState<{ code: string; snapshot: UiSnapshot } | null>(null);
  const [errors, setErrors] = useState<{ code: string; list: string[] } | null>(null);
  const runner = useRef<ScratchRunner | null>(null);
  // The tag a run's results carry: a restart of the same script starts from nothing too.
  const tag = `${runKey}\n${code}`;
  useEffect(() => {
    let gone = false;
    const onLine = (l: AiScriptOutputLine) => {
      if (!gone && l.level === 'err') setErrors((e) => ({ code: tag, list: e?.code === tag ? [...e.list, l.text] : [l.text] }));
    };
    void import('../../host/scratch').then(({ ScratchRunner }) => {
      if (gone) return;
      const r = new ScratchRunner(getContext(), onLine, (snapshot) => !gone && setUi({ code: tag, snapshot }));
      runner.current = r;
      void r.run(code);
    });
    return () => {
      gone = true;
      runner.current?.stop();
      runner.current = null;
    };
  }, [code, tag]);
  const invoke = (handler: unknown, args: unknown[]) => {
    const id = handlerOf(handler);
    if (id !== null) void runner.current?.invoke(id, args);
  };
  return { ui: ui?.code === tag ? ui.snapshot : null, errors: errors?.code === tag ? errors.list : [], invoke };
}
