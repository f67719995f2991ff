import { describe, expect, it } from 'vitest';
import { readStartup, SAFE_MODE_KEY } from './startup';

const none = { getItem: () => null };

describe('start-up options', () => {
  it('reads zen, ui, safemode and loginId from the query', () => {
    expect(readStartup({ pathname: '/', search: '?zen&ui=deck&loginId=u1' }, none)).toEqual({
      zen: true,
      ui: 'deck',
      safeMode: false,
      loginId: 'u1',
    });
    expect(readStartup({ pathname: '/', search: '?safemode=true' }, none).safeMode).toBe(true);
  });

  it('keeps safe mode on from storage', () => {
    const storage = { getItem: (k: string) => (k === SAFE_MODE_KEY ? 'true' : null) };
    expect(readStartup({ pathname: '/', search: '' }, storage).safeMode).toBe(true);
  });
});
