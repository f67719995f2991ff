import { describe, expect, it } from 'vitest';
import { mapParams, toTanStackPath } from './paths';

describe('Misskey route syntax → TanStack', () => {
  it.each([
    ['/', '/', null],
    ['/my/clips', '/my/clips', null],
    ['/notes/:noteId/:initialTab?', '/notes/$noteId/{-$initialTab}', null],
    ['/@:acct/:page?', '/@{$acct}/{-$page}', null],
    ['/@:acct/following', '/@{$acct}/following', null],
    ['/@:username/pages/:pageName(*)', '/@{$username}/pages/$pageName/$', 'pageName'],
    ['/registry/keys/:domain/:path(*)?', '/registry/keys/$domain/$', 'path'],
    ['/reset-password/:token?', '/reset-password/{-$token}', null],
  ])('%s → %s', (input, path, splat) => {
    expect(toTanStackPath(input)).toEqual({ path, splatName: splat });
  });

  it('renames the splat parameter and drops an empty optional rest', () => {
    expect(mapParams({ domain: 'system', _splat: 'a/b' }, 'path')).toEqual({ domain: 'system', path: 'a/b' });
    expect(mapParams({ domain: 'system', _splat: '' }, 'path')).toEqual({ domain: 'system', path: undefined });
  });

  it('a required rest is its first segment and what follows', () => {
    expect(mapParams({ username: 'alice', pageName: 'a', _splat: 'b/c' }, 'pageName')).toEqual({ username: 'alice', pageName: 'a/b/c' });
    expect(mapParams({ username: 'alice', pageName: 'a', _splat: '' }, 'pageName')).toEqual({ username: 'alice', pageName: 'a' });
  });
});
