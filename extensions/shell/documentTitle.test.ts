import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('names the page, then the server, as Misskey does', () => {
    expect(documentTitle('Timeline', 'Kite devserver')).toBe('Timeline | Kite devserver');
  });
  it('is the server alone when the page has no title', () => {
    expect(documentTitle(null, 'Kite devserver')).toBe('Kite devserver');
  });
});
