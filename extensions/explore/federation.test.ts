import { describe, expect, it } from 'vitest';
import { federationState } from './federation';

const none = { isNotResponding: false, isSuspended: false, isBlocked: false, isSilenced: false, isMediaSilenced: false };

describe('federationState', () => {
  it('is normal when nothing holds', () => {
    expect(federationState(none)).toEqual([{ key: 'fedOk', tone: 'ok' }]);
  });
  it('lists every state that holds, the worst first', () => {
    expect(federationState({ ...none, isNotResponding: true, isBlocked: true }).map((s) => s.key)).toEqual([
      'fedBlocked',
      'fedNotResponding',
    ]);
  });
});
