import { describe, expect, it } from 'vitest';
import { borderStyle, color, num, position, rotateDeg, scale, seconds } from './args';

describe('MFM argument rules (spec 2 §5)', () => {
  it('colours take 3 to 6 hex digits, otherwise red', () => {
    expect(color('abc')).toBe('#abc');
    expect(color('a1b2c3')).toBe('#a1b2c3');
    expect(color('ab')).toBe('#f00');
    expect(color('abcdefa')).toBe('#f00');
    expect(color('red;position:fixed')).toBe('#f00');
    expect(color('fff)url(x')).toBe('#f00');
    expect(color(true)).toBe('#f00');
    expect(color(undefined)).toBe('#f00');
  });
  it('speed and delay are a number ending in s, otherwise the default', () => {
    expect(seconds('2s', '1s')).toBe('2s');
    expect(seconds('0.5s', '1s')).toBe('0.5s');
    expect(seconds('2', '1s')).toBe('1s');
    expect(seconds('2ms', '1s')).toBe('1s');
    expect(seconds('1s;color:red', '1s')).toBe('1s');
    expect(seconds(true, '0.75s')).toBe('0.75s');
  });
  it('border style is one of the list, default solid', () => {
    for (const s of ['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset']) expect(borderStyle(s)).toBe(s);
    expect(borderStyle('none')).toBe('solid');
    expect(borderStyle('solid;top:0')).toBe('solid');
    expect(borderStyle(undefined)).toBe('solid');
  });
  it('scale is capped at 5 per axis', () => {
    expect(scale('2')).toBe(2);
    expect(scale('99999')).toBe(5);
    expect(scale('-100')).toBe(-5);
    expect(scale('1e9')).toBe(1);
    expect(scale('abc')).toBe(1);
  });
  it('rotate defaults to 90 degrees', () => {
    expect(rotateDeg(undefined)).toBe(90);
    expect(rotateDeg('45')).toBe(45);
    expect(rotateDeg('x')).toBe(90);
  });
  it('position is bounded and numbers reject CSS text', () => {
    expect(position('3')).toBe(3);
    expect(position('100000')).toBe(5);
    expect(position('-1000')).toBe(-5);
    expect(num('1px', 7, 0, 10)).toBe(7);
    expect(num('Infinity', 7, 0, 10)).toBe(7);
  });
});

describe('math guard', () => {
  it('typesets ordinary formulas and refuses deep or huge ones', async () => {
    const { isRenderableMath } = await import('./mathGuard');
    expect(isRenderableMath('\\frac{1}{2} + x^{2}')).toBe(true);
    expect(isRenderableMath('\\sqrt{'.repeat(200) + 'x' + '}'.repeat(200))).toBe(false);
    expect(isRenderableMath('x'.repeat(5000))).toBe(false);
  });
});
