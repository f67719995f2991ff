/**
 * --tick MS: a demo note every MS milliseconds, from a rotating cast of local users.
 */
import type { State } from '../store/state';
import { createNote } from '../store/notes-service';
import { CHATTER, MFM_FN_SAMPLES } from '../seed/texts';

export function startTicker(state: State, ms: number): { stop(): void } {
  let n = 0;
  const timer = setInterval(
    () => {
      const users = state.db.users.filter((u) => u.host == null && !u.isSuspended && !u.isSilenced && u.username !== 'grace');
      const user = users[n % Math.max(1, users.length)];
      if (!user) return;
      const text =
        n % 5 === 4
          ? `${MFM_FN_SAMPLES[n % MFM_FN_SAMPLES.length]?.text ?? ''} (tick ${n})`
          : `${CHATTER[n % CHATTER.length] ?? 'tick'} (tick ${n})`;
      n++;
      try {
        createNote(state, user, { text });
        state.changed();
      } catch (e) {
        console.warn('[devserver] tick failed', e);
      }
    },
    Math.max(10, ms),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
