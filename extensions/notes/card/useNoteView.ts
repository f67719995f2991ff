import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { useContributions } from '@kite/sdk';

/**
 * The note after every `noteViewInterruptors` contribution (plugins) had its say. Without
 * interruptors it is the note itself, synchronously; with them the original shows until they
 * answer (they are asynchronous and time-limited by their owner), then the result — `null`
 * hides the note.
 */
export function useNoteView(note: entities.Note): entities.Note | null {
  const interruptors = useContributions('noteViewInterruptors');
  const [view, setView] = useState<{ for: entities.Note; result: entities.Note | null } | null>(null);
  useEffect(() => {
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
    return () => { live = false; };
  }, [note, interruptors]);
  if (interruptors.length === 0 || !view || view.for !== note) return note;
  return view.result;
}
