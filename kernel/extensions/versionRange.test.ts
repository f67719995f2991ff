import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from '@kite/sdk';
import { satisfiesVersion } from './versionRange';

/** [range, versions inside it, versions just outside it] — the edges are where off-by-one mistakes show. */
const cases: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  // caret: the first non-zero digit given stays
  ['^1.2.3', ['1.2.3', '1.2.4', '1.3.0', '1.99.99'], ['1.2.2', '2.0.0', '0.9.9']],
  ['^1', ['1.0.0', '1.9.9'], ['0.9.9', '2.0.0']],
  ['^1.2', ['1.2.0', '1.9.0'], ['1.1.9', '2.0.0']],
  ['^0.2.3', ['0.2.3', '0.2.9'], ['0.2.2', '0.3.0', '1.0.0']],
  ['^0.0.3', ['0.0.3'], ['0.0.2', '0.0.4', '0.1.0']],
  ['^0.0', ['0.0.0', '0.0.9'], ['0.1.0']],
  ['^0', ['0.0.0', '0.9.9'], ['1.0.0']],
  ['^0.x', ['0.0.0', '0.5.0'], ['1.0.0']],
  ['^1.x', ['1.0.0', '1.9.9'], ['2.0.0']],
  // tilde: the minor version stays when it is given
  ['~1.2.3', ['1.2.3', '1.2.9'], ['1.2.2', '1.3.0']],
  ['~1.2', ['1.2.0', '1.2.9'], ['1.1.9', '1.3.0']],
  ['~1', ['1.0.0', '1.9.9'], ['0.9.9', '2.0.0']],
  ['~0.2.3', ['0.2.3', '0.2.9'], ['0.2.2', '0.3.0']],
  // partial versions and wildcards are ranges; a full version is exact
  ['1', ['1.0.0', '1.9.9'], ['0.9.9', '2.0.0']],
  ['1.x', ['1.0.0', '1.9.9'], ['0.9.9', '2.0.0']],
  ['1.X', ['1.0.0'], ['2.0.0']],
  ['1.2.x', ['1.2.0', '1.2.9'], ['1.1.9', '1.3.0']],
  ['1.2', ['1.2.0', '1.2.9'], ['1.3.0']],
  ['1.x.3', ['1.0.0', '1.9.9'], ['2.0.0']],
  ['1.2.3', ['1.2.3'], ['1.2.2', '1.2.4']],
  ['=1.2.3', ['1.2.3'], ['1.2.4']],
  ['v1.2.3', ['1.2.3'], ['1.2.4']],
  // comparators, with and without a space after the operator, and their partial forms
  ['>=1.2.3 <2', ['1.2.3', '1.9.9'], ['1.2.2', '2.0.0']],
  ['>= 1.2.3 < 2.0.0', ['1.2.3', '1.9.9'], ['1.2.2', '2.0.0']],
  ['>1.2.3', ['1.2.4'], ['1.2.3']],
  ['>1.2', ['1.3.0'], ['1.2.0', '1.2.9']],
  ['>1', ['2.0.0'], ['1.9.9']],
  ['<1.2.3', ['1.2.2'], ['1.2.3']],
  ['<1.2', ['1.1.9'], ['1.2.0']],
  ['<=1.2.3', ['1.2.3'], ['1.2.4']],
  ['<=1.2', ['1.2.0', '1.2.9'], ['1.3.0']],
  ['>=1.2', ['1.2.0'], ['1.1.9']],
  // hyphen ranges: the upper end is a partial's whole range
  ['1.0.0 - 1.4', ['1.0.0', '1.4.9'], ['0.9.9', '1.5.0']],
  // alternatives
  ['^1 || ^3', ['1.0.0', '3.1.0'], ['2.0.0', '4.0.0', '0.9.0']],
  ['<1.0.0||>=2.0.0', ['0.9.9', '2.0.0'], ['1.0.0', '1.9.9']],
  ['~1.2 || 2.x', ['1.2.5', '2.9.0'], ['1.3.0', '3.0.0']],
  // anything
  ['*', ['0.0.0', '1.0.0', '99.0.0'], []],
  ['x', ['1.0.0'], []],
  ['', ['1.0.0'], []],
  ['>=*', ['1.0.0'], []],
  ['<*', [], ['0.0.0', '1.0.0']],
];

describe('satisfiesVersion', () => {
  for (const [range, inside, outside] of cases) {
    it(`reads ${JSON.stringify(range)}`, () => {
      for (const v of inside) expect([v, satisfiesVersion(v, range)]).toEqual([v, true]);
      for (const v of outside) expect([v, satisfiesVersion(v, range)]).toEqual([v, false]);
    });
  }

  it('throws on a range it cannot read, naming it, instead of guessing', () => {
    for (const range of ['latest', '^', '>=', '1.2.3.4', '^1.2.3-beta', '~>1', 'one', '>=2 <two', '^1 || nope', '1 -'])
      expect(() => satisfiesVersion('1.0.0', range), range).toThrow(`not a version range: ${JSON.stringify(range)}`);
  });

  it('throws on a version that is not a full one', () => {
    for (const version of ['1', '1.x', '1.2', 'one', '1.2.3.4'])
      expect(() => satisfiesVersion(version, '*'), version).toThrow('not a version');
  });

  it('the running sdk meets ^1 and not ^2', () => {
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(satisfiesVersion(SDK_VERSION, '^1')).toBe(true);
    expect(satisfiesVersion(SDK_VERSION, '^2')).toBe(false);
  });
});
