import { describe, expect, it } from 'vitest';
import { chooseLayout } from './layout';
import type { LayoutInput } from './layout';

const base: LayoutInput = {
  minimal: false,
  signedIn: true,
  zenParam: false,
  uiParam: null,
  ui: 'default',
  path: '/',
  simpleUiForNonRoot: false,
};

describe('layout choice (spec 1 §2.3)', () => {
  it('gives visitors the visitor layout, even with ?zen', () => {
    expect(chooseLayout({ ...base, signedIn: false })).toBe('visitor');
    expect(chooseLayout({ ...base, signedIn: false, zenParam: true })).toBe('visitor');
  });
  it('keeps the minimal shell for minimal paths', () => {
    expect(chooseLayout({ ...base, minimal: true, signedIn: false })).toBe('minimal');
  });
  it('forces zen with the zen parameter, over a stored deck', () => {
    expect(chooseLayout({ ...base, zenParam: true, ui: 'deck' })).toBe('zen');
  });
  it('forces a layout by ?ui=, classic meaning default, unknown names ignored', () => {
    expect(chooseLayout({ ...base, uiParam: 'deck' })).toBe('deck');
    expect(chooseLayout({ ...base, uiParam: 'zen' })).toBe('zen');
    expect(chooseLayout({ ...base, ui: 'deck', uiParam: 'classic' })).toBe('default');
    expect(chooseLayout({ ...base, uiParam: 'bogus' })).toBe('default');
  });
  it('falls back from deck to zen on non-root pages with simple UI on', () => {
    expect(chooseLayout({ ...base, ui: 'deck', simpleUiForNonRoot: true, path: '/notes/1' })).toBe('zen');
    expect(chooseLayout({ ...base, ui: 'deck', simpleUiForNonRoot: true, path: '/' })).toBe('deck');
    expect(chooseLayout({ ...base, ui: 'deck', simpleUiForNonRoot: false, path: '/notes/1' })).toBe('deck');
  });
  it('otherwise uses the stored ui setting', () => {
    expect(chooseLayout(base)).toBe('default');
    expect(chooseLayout({ ...base, ui: 'deck' })).toBe('deck');
  });
});
