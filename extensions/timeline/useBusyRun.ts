import { useState } from 'react';
import { isApiError } from '@kite/sdk';

/**
 * One server action at a time: `run` ignores a call while one is under way, and swallows an API
 * error (requestWithUi has shown the server's refusal; the page keeps what it holds).
 */
export function useBusyRun(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
