import { describe, expect, it } from 'vitest';
import type { ThemeDefinition } from '@kite/sdk';
import { compileTheme, themeToCssVars } from './themeCompile';

const base: ThemeDefinition = {
  id: 'base-dark',
  name: 'Base',
  kind: 'dark',
  props: { accent: '#5bb5d5', bg: '#14181c', panel: '#1c2227', accentedBg: ':alpha<0.15<@accent', panelHighlight: ':lighten<3<@panel' },
};

describe('theme compilation (Misskey theme props)', () => {
  it('resolves references, derived colours and literals', () => {
    const out = compileTheme({
      id: 't',
      name: 't',
      props: {
        accent: '#ff0000',
        link: '@accent',
        dim: ':darken<50<@accent',
        glass: ':alpha<0.5<@accent',
        hue: ':hue<120<#ff0000',
        font: '"Comic Sans',
        pad: '"  8px',
      },
    });
    expect(out.link).toBe('#ff0000');
    expect(out.dim).toBe('rgb(0, 0, 0)');
    expect(out.glass).toBe('rgba(255, 0, 0, 0.5)');
    expect(out.hue).toBe('rgb(0, 255, 0)');
    expect(out.font).toBe('Comic Sans');
    expect(out.pad).toBe('8px');
  });

  it('lightens, darkens and saturates by Misskey percentages, nested', () => {
    const out = compileTheme({
      id: 't',
      name: 't',
      props: {
        grey: '#808080',
        light: ':lighten<10<@grey',
        dark: ':darken<10<@grey',
        both: ':alpha<0.5<:darken<10<@grey',
        sat: ':saturate<50<#996666',
      },
    });
    expect(out.light).toBe('rgb(154, 154, 154)');
    expect(out.dark).toBe('rgb(103, 103, 103)');
    expect(out.both).toBe('rgba(103, 103, 103, 0.5)');
    expect(out.sat).toBe('rgb(217, 38, 38)');
  });

  it('resolves $constants and leaves them out of the output', () => {
    const out = compileTheme({ id: 't', name: 't', props: { $primary: '#336699', accent: '$primary', bg: ':darken<10<$primary' } });
    expect(out.accent).toBe('#336699');
    expect(out.bg).toBe('rgb(38, 77, 115)');
    expect(out).not.toHaveProperty('$primary');
  });

  it('inherits props from its base: derived base colours follow the overriding accent', () => {
    const out = compileTheme({ id: 'c', name: 'c', base: 'dark', props: { accent: '#ff0000' } }, base);
    expect(out.bg).toBe('#14181c');
    expect(out.accentedBg).toBe('rgba(255, 0, 0, 0.15)');
    expect(() => compileTheme({ id: 'x', name: 'x', props: { a: '@b', b: '@a' } })).toThrow('cycle');
  });

  it('turns props into --kite- custom properties', () => {
    expect(themeToCssVars({ bg: '#000' })).toEqual({ '--kite-bg': '#000' });
  });
});
