// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { KernelPreferences } from '../preferences/store';
import { KernelTheme } from './service';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const light = { id: 'l', name: 'Light', kind: 'light' as const, props: {} };

describe('KernelTheme.painted', () => {
  it('is false on a first visit until a theme is applied, and true at the next start from the cache', () => {
    const storage = memoryStorage();
    const first = new KernelTheme(new KernelPreferences(null), document.createElement('html'), storage);
    expect(first.painted).toBe(false);
    first.register([light], { precompiled: { l: { '--kite-bg': '#fff' } } });
    expect(first.painted).toBe(true);

    const root = document.createElement('html');
    const next = new KernelTheme(new KernelPreferences(null), root, storage);
    expect(next.painted).toBe(true);
    expect(root.style.getPropertyValue('--kite-bg')).toBe('#fff');
  });
});
