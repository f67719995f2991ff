import { describe, expect, it } from 'vitest';
import { readStartup, SAFE_MODE_KEY } from './startup';
import { isMinimalShellPath } from '../router/minimalShell';

const none = { getItem: () => null };

describe('start-up options', () => {
  it.each([
    '/share',
    '/share?text=hi',
    '/auth/abc',
    '/miauth/s1',
    '/oauth/authorize',
    '/signup-complete/c',
    '/verify-email/c',
    '/install-extensions',
  ])('%s starts the minimal shell', (path) => expect(isMinimalShellPath(path.split('?')[0]!)).toBe(true));

  it.each(['/', '/timeline', '/shared-things', '/authorize-follow', '/settings'])('%s starts the full app', (path) => {
    expect(isMinimalShellPath(path)).toBe(false);
  });

  it('reads zen, ui, safemode and loginId from the query', () => {
    expect(readStartup({ pathname: '/', search: '?zen&ui=deck&loginId=u1' }, none)).toEqual({
      minimalShell: false,
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
