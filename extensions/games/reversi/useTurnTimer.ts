import { useEffect, useState } from 'react';

/**
 * Seconds left in the current turn, counted here from when the turn began on this screen (a new
 * stone or the start), as Misskey's client does; `null` when the game is not running.
 */
export function useTurnTimer(turnKey: string, limit: number, running: boolean): number | null {
  const [elapsed, setElapsed] = useState(0);
  const [key, setKey] = useState(turnKey);
  if (key !== turnKey) {
    // A new turn: start counting again (adjusting state while rendering, not in an effect).
    setKey(turnKey);
    setElapsed(0);
  }
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsed((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running, turnKey]);
  return running ? Math.max(0, limit - elapsed) : null;
}
