import { describe, expect, it } from 'vitest';
import { parseField, withDefaults } from './settingsForm';

describe('widget settings form', () => {
  it('fills missing settings with the defaults and keeps unknown ones', () => {
    const form = {
      showHeader: { type: 'boolean', label: 'h', default: true },
      height: { type: 'number', label: 'n', default: 100 },
    } as const;
    expect(withDefaults(form, { height: 50, extra: 'x' })).toEqual({ showHeader: true, height: 50, extra: 'x' });
  });
  it('checks numbers against their range and urls for http(s)', () => {
    const n = { type: 'number', label: 'n', default: 1, min: 1, max: 10 } as const;
    expect(parseField(n, '5')).toEqual({ value: 5 });
    expect(parseField(n, '')).toEqual({ problem: { kind: 'number' } });
    expect(parseField(n, '0')).toEqual({ problem: { kind: 'min', min: 1 } });
    expect(parseField(n, '11')).toEqual({ problem: { kind: 'max', max: 10 } });
    const u = { type: 'string', label: 'u', default: '', url: true } as const;
    expect(parseField(u, 'javascript:alert(1)')).toEqual({ problem: { kind: 'url' } });
    expect(parseField(u, 'https://a.example/feed')).toEqual({ value: 'https://a.example/feed' });
  });
  it('keeps enum values typed', () => {
    const e = {
      type: 'enum',
      label: 'e',
      default: 0.2,
      options: [
        { value: 0.2, label: 'a' },
        { value: 1, label: 'b' },
      ],
    } as const;
    expect(parseField(e, '1')).toEqual({ value: 1 });
    expect(parseField(e, 'zzz')).toEqual({ value: 0.2 });
    const z = {
      type: 'enum',
      label: 'z',
      default: 'x',
      options: [
        { value: null, label: 'none' },
        { value: 'x', label: 'x' },
      ],
    } as const;
    expect(parseField(z, '')).toEqual({ value: null });
  });
});
