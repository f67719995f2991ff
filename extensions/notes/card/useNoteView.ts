import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Contributions, useService } from '@kite/sdk';

/**
 * The note after every `noteViewInterruptors` contribution (plugins) had its say. Without
 * interruptors it is the note itself, synchronously; with them the original shows until they
 * answer (they are asynchronous and time-limited by their owner), then the result — `null`
 * hides the note. Plugins start after the page's first render, so the card listens for the
 * list to change (a counter, not a snapshot of the list: a registry may hand out a new array
 * on every read) and runs the interruptors again when a plugin registers or leaves.
 */
export function useNoteView(note: entities.Note): entities.Note | null {
  const registry = useService(Contributions);
  const [view, setView] = useState<{ for: entities.Note; result: entities.Note | null } | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => registry.subscribe('noteViewInterruptors', () => setChanges((n) => n + 1)), [registry]);
  const active = registry.list('noteViewInterruptors').length > 0;
  useEffect(() => {
    const interruptors = registry.list('noteViewInterruptors');
    // None active: the note itself shows (below), whatever an earlier run left in `view`.
    if (interruptors.length === 0) return;
    let live = true;
    void (async () => {
      let result: entities.Note | null = note;
      for (const i of interruptors) {
        if (result === null) break;
        try {
          result = await i.handler(result);
        } catch {
          // A failing interruptor leaves the note as it was (its owner reports the failure).
        }
      }
      if (live) setView({ for: note, result });
    })();
    return () => {
      live = false;
    };
  }, [note, registry, changes]);
  if (!active || !view || view.for !== note) return note;
  return view.result;
}
