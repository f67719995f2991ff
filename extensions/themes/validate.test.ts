import { describe, expect, it } from 'vitest';
import { checkInstall, checkSave } from './validate';
import { themeMessages as m } from './messages';

const known = {
  signedIn: true,
  isBuiltin: (id: string) => id === 'kite-light',
  installed: [{ id: 'mine', name: 'Mine', base: 'dark' as const, props: {} }],
};

// A theme as written for Misskey: JSON5 with comments, unquoted keys, single quotes, trailing commas, derived colours.
const misskeyTheme = `{
  id: 'a1b2c3d4-0000-4000-8000-000000000001', // uuid
  name: 'Misskey Sunset',
  author: 'someone',
  base: 'dark',
  /* the colours */
  props: {
    accent: '#ff7f50',
    bg: '#1a1014',
    navBg: '@panel',
    accentDarken: ':darken<5<@accent',
    $soft: '#ffaa88',
    link: '$soft',
  },
}`;

describe('theme install and save rules (spec 1 §5)', () => {
  it('installs a Misskey theme JSON5', () => {
    const r = checkInstall(misskeyTheme, known);
    expect(r.ok && r.theme).toMatchObject({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Misskey Sunset',
      base: 'dark',
      author: 'someone',
    });
    expect(r.ok && r.theme.props.accentDarken).toBe(':darken<5<@accent');
  });

  it('refuses text that is not relaxed JSON with "Failed to parse theme json"', () => {
    const r = checkInstall('{ id: ', known);
    expect(r).toEqual({ ok: false, problem: 'parseFailed' });
    expect(m.parseFailed.en).toBe('Failed to parse theme json');
  });

  it('refuses a wrong shape with "This theme is invaild"', () => {
    expect(m.invalid.en).toBe('This theme is invaild');
    for (const bad of [
      '[]',
      '{ id: 1, name: "x", base: "dark", props: {} }',
      '{ id: "x", name: "x", base: "blue", props: {} }',
      '{ id: "x", name: "x", base: "dark" }',
      '{ id: "x", base: "dark", props: {} }',
      '{ id: "x", name: "x", base: "dark", props: [] }',
    ]) {
      expect(checkInstall(bad, known)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses a built-in or installed id with "This theme is already installed"', () => {
    expect(m.alreadyInstalled.en).toBe('This theme is already installed');
    expect(checkInstall('{ id: "mine", name: "x", base: "dark", props: {} }', known)).toEqual({ ok: false, problem: 'alreadyInstalled' });
    expect(checkInstall('{ id: "kite-light", name: "x", base: "light", props: {} }', known)).toEqual({
      ok: false,
      problem: 'alreadyInstalled',
    });
  });

  it('needs a signed-in user', () => {
    expect(checkInstall('{ id: "new", name: "x", base: "dark", props: {} }', { ...known, signedIn: false })).toEqual({
      ok: false,
      problem: 'notSignedIn',
    });
  });

  it('saving: a built-in id gives "builtin theme", an installed one "already exists"', () => {
    expect([m.builtin.en, m.alreadyExists.en]).toEqual(['builtin theme', 'already exists']);
    expect(checkSave({ id: 'kite-light', name: 'x', base: 'light', props: {} }, known)).toEqual({ ok: false, problem: 'builtin' });
    expect(checkSave({ id: 'mine', name: 'x', base: 'light', props: {} }, known)).toEqual({ ok: false, problem: 'alreadyExists' });
    expect(checkSave({ id: 'fresh', name: 'x', base: 'light', props: {} }, known).ok).toBe(true);
  });
});
