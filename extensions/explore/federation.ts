import type { entities } from 'misskey-js';

export type FederationKey = 'fedOk' | 'fedNotResponding' | 'fedSuspended' | 'fedBlocked' | 'fedSilenced' | 'fedMediaSilenced';

/** The federation state of a remote server as labels (several can hold at once); "normal" when none does. */
export function federationState(
  i: Pick<entities.FederationInstance, 'isNotResponding' | 'isSuspended' | 'isBlocked' | 'isSilenced' | 'isMediaSilenced'>,
): { key: FederationKey; tone: 'ok' | 'warn' | 'bad' }[] {
  const out: { key: FederationKey; tone: 'ok' | 'warn' | 'bad' }[] = [];
  if (i.isBlocked) out.push({ key: 'fedBlocked', tone: 'bad' });
  if (i.isSuspended) out.push({ key: 'fedSuspended', tone: 'bad' });
  if (i.isNotResponding) out.push({ key: 'fedNotResponding', tone: 'warn' });
  if (i.isSilenced) out.push({ key: 'fedSilenced', tone: 'warn' });
  if (i.isMediaSilenced) out.push({ key: 'fedMediaSilenced', tone: 'warn' });
  return out.length ? out : [{ key: 'fedOk', tone: 'ok' }];
}
