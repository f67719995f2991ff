import { describe, expect, it } from 'vitest';
import type { RedirectContribution as RedirectRule } from '@kite/sdk';
import { followRedirects } from './redirects';

/** Rules like the ones lookup contributes. */
const redirectRules: RedirectRule[] = [
  { from: '/authorize-follow', to: (c) => `/lookup${c.search}` },
  { from: '/authorize_interaction', to: (c) => `/lookup${c.search}` },
  { from: '/install-extentions', to: (c) => `/install-extensions${c.search}` },
  { from: '/redirect-test', to: (c) => (c.username ? `/@${c.username}` : '/') },
];

describe('redirects', () => {
  it('sends /authorize-follow and /authorize_interaction to /lookup, keeping the query', () => {
    expect(followRedirects('/authorize-follow?acct=bob', redirectRules, null)).toBe('/lookup?acct=bob');
    expect(followRedirects('/authorize_interaction?uri=https://x.example/n/1', redirectRules, 'alice')).toBe(
      '/lookup?uri=https://x.example/n/1',
    );
  });

  it('fixes the /install-extentions typo', () => {
    expect(followRedirects('/install-extentions?url=u', redirectRules, 'alice')).toBe('/install-extensions?url=u');
  });

  it('/redirect-test goes to the own profile, or / when signed out', () => {
    expect(followRedirects('/redirect-test', redirectRules, 'alice')).toBe('/@alice');
    expect(followRedirects('/redirect-test', redirectRules, null)).toBe('/');
  });

  it('leaves paths without a rule alone', () => {
    expect(followRedirects('/notes/abc#x', redirectRules, null)).toBe('/notes/abc#x');
  });

  it('allows a chain of ten hops and raises "redirect loop detected" beyond', () => {
    const chain = (n: number): RedirectRule[] => Array.from({ length: n }, (_, i) => ({ from: `/r${i}`, to: () => `/r${i + 1}` }));
    expect(followRedirects('/r0', chain(10), null)).toBe('/r10');
    expect(() => followRedirects('/r0', chain(11), null)).toThrow('redirect loop detected');
    const loop: RedirectRule[] = [
      { from: '/a', to: () => '/b' },
      { from: '/b', to: () => '/a' },
    ];
    expect(() => followRedirects('/a', loop, null)).toThrow('redirect loop detected');
  });
});
