import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Stream, useOptionalService } from '@kite/sdk';

function appendTo<T>(keep: number, set: (f: (l: T[]) => T[]) => void) {
  return {
    one: (s: T) => set((l) => [...l, s].slice(-keep)),
    // The log arrives newest first.
    log: (list: T[]) => set((l) => [...[...list].reverse(), ...l].slice(-keep)),
  };
}

/**
 * The server's latest `stats` on the serverStats channel (oldest first, at most `keep`),
 * starting with its recent log (`requestLog`), as Misskey's server metric widget does.
 */
export function useServerStats(keep: number): entities.ServerStats[] {
  const stream = useOptionalService(Stream);
  const [log, setLog] = useState<entities.ServerStats[]>([]);
  useEffect(() => {
    if (!stream) return;
    const c = stream.useChannel('serverStats', null);
    const add = appendTo<entities.ServerStats>(keep, setLog);
    c.on('stats', add.one);
    c.on('statsLog', add.log);
    c.send('requestLog', { id: Math.random().toString(36).slice(2), length: keep });
    return () => c.dispose();
  }, [stream, keep]);
  return log;
}

/** The same for the job queue (queueStats channel). */
export function useQueueStats(keep: number, enabled: boolean): entities.QueueStats[] {
  const stream = useOptionalService(Stream);
  const [log, setLog] = useState<entities.QueueStats[]>([]);
  useEffect(() => {
    if (!stream || !enabled) return;
    const c = stream.useChannel('queueStats', null);
    const add = appendTo<entities.QueueStats>(keep, setLog);
    c.on('stats', add.one);
    c.on('statsLog', add.log);
    c.send('requestLog', { id: Math.random().toString(36).slice(2), length: keep });
    return () => c.dispose();
  }, [stream, keep, enabled]);
  return log;
}
