import { describe, expect, it } from 'vitest';
import { compileTheme, themeToCssVars } from './compile';
import { kiteDark, kiteLight } from './builtins';

describe('theme compilation', () => {
  it('resolves references, derived colours and literals', () => {
    const out = compileTheme({
      id: 't', name: 't',
      props: { accent: '#ff0000', link: '@accent', dim: ':darken<50<@accent', glass: ':alpha<0.5<@accent', hue: ':hue<120<#ff0000', font: '"Comic Sans' },
    });
    expect(out.link).toBe('#ff0000');
    expect(out.dim).toBe('rgb(0, 0, 0)');
    expect(out.glass).toBe('rgba(255, 0, 0, 0.5)');
    expect(out.hue).toBe('rgb(0, 255, 0)');
    expect(out.font).toBe('Comic Sans');
  });

  it('inherits props from its base and reports cycles', () => {
    const out = compileTheme({ id: 'c', name: 'c', base: 'dark', props: { accent: '#123456' } }, kiteDark);
    expect(out.bg).toBe(kiteDark.props.bg);
    expect(out.accent).toBe('#123456');
    expect(() => compileTheme({ id: 'x', name: 'x', props: { a: '@b', b: '@a' } })).toThrow('cycle');
  });

  it('gives every built-in a full set of CSS variables', () => {
    const vars = themeToCssVars(compileTheme(kiteLight));
    expect(vars['--kite-accentedBg']).toMatch(/^rgba\(/);
    expect(Object.keys(themeToCssVars(compileTheme(kiteDark)))).toEqual(Object.keys(vars));
  });
});
