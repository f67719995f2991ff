import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { instanceStatus, stateParams } from './filters';

const inst = (over: Partial<entities.FederationInstance>) =>
  ({ suspensionState: 'none', isBlocked: false, isSilenced: false, isNotResponding: false, ...over }) as entities.FederationInstance;

describe('federation filters', () => {
  it('maps a state to Misskey’s parameters', () => {
    expect(stateParams('all')).toEqual({});
    expect(stateParams('federating')).toEqual({ federating: true, suspended: false, blocked: false });
    expect(stateParams('notResponding')).toEqual({ notResponding: true });
  });
  it('names the most serious status', () => {
    expect(instanceStatus(inst({ suspensionState: 'manuallySuspended', isBlocked: true }))).toBe('suspended');
    expect(instanceStatus(inst({ isBlocked: true, isSilenced: true }))).toBe('blocked');
    expect(instanceStatus(inst({ isNotResponding: true }))).toBe('notResponding');
    expect(instanceStatus(inst({}))).toBe('alive');
  });
});
