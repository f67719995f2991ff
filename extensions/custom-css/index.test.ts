// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Config } from '@kite/sdk';
import { activateForTest, i18nDouble, provide } from '@kite/sdk/testing';
import customCss from './index';
import { STORAGE_KEY } from './style';

afterEach(() => {
  localStorage.clear();
  document.getElementById('kite-custom-css')?.remove();
});

/** Activates with this device's stored CSS, in or out of safe mode, and waits for the style's code to load. */
async function start(stored: string | null, safeMode: boolean) {
  if (stored === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, stored);
  const ext = await activateForTest(customCss, { services: [provide(Config, { bundles: {}, extensions: [], safeMode })] });
  await import('./style');
  await vi.dynamicImportSettled();
  return ext;
}

const applied = () => document.getElementById('kite-custom-css')?.textContent ?? null;

describe('custom-css extension', () => {
  it('applies this device’s stored CSS at start-up', async () => {
    await start('body { color: red }', false);
    await vi.waitFor(() => expect(applied()).toBe('body { color: red }'));
  });

  it('leaves it off in safe mode (spec 1 §4), and applies nothing when none is stored', async () => {
    await start('body { color: red }', true);
    expect(applied()).toBeNull();
    await start(null, false);
    expect(applied()).toBeNull();
  });

  it('contributes its settings page to the client group, found by the words on it', async () => {
    const { registered } = await activateForTest(customCss, { services: [provide(Config, { bundles: {}, extensions: [] })] });
    const [page] = registered.settingsPages;
    expect([page?.path, page?.group, page?.hidden ?? false]).toEqual(['custom-css', 'client', false]);
    const i18n = i18nDouble();
    expect((await page.keywords!()).map((k) => i18n.t(k))).toEqual(['CSS', 'Apply']);
  });
});
