import type { MessageKey } from '@kite/sdk';
import { usersMessages as m } from './messages';

/** The durations a role assignment may be given, as Misskey offers them (null: no expiry). */
export const expiryChoices: readonly { id: string; text: MessageKey; ms: number | null }[] = [
  { id: 'forever', text: m.forever, ms: null },
  { id: 'hour', text: m.oneHour, ms: 3_600_000 },
  { id: 'day', text: m.oneDay, ms: 86_400_000 },
  { id: 'week', text: m.oneWeek, ms: 7 * 86_400_000 },
  { id: 'month', text: m.oneMonth, ms: 30 * 86_400_000 },
];

/** The `expiresAt` (epoch ms) for a chosen duration id, from `now`; null for none or an unknown id. */
export function expiresAtFor(id: string, now: number): number | null {
  const ms = expiryChoices.find((c) => c.id === id)?.ms;
  return ms == null ? null : now + ms;
}
