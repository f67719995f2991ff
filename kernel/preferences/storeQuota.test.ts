import { expect, it } from 'vitest';
import { KernelPreferences } from './store';
import { listenStorageTrouble } from '../boot/storageTrouble';
import type { StorageTrouble } from '../boot/storageTrouble';

it('a setting that cannot be stored still applies, and full storage is reported', () => {
  const heard: StorageTrouble[] = [];
  listenStorageTrouble((t) => heard.push(t));
  const storage = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
  const prefs = new KernelPreferences(storage, 'test');
  prefs.set('animatedMfm', false);
  expect(prefs.get('animatedMfm')).toBe(false);
  prefs.set('animatedMfm', true);
  expect(heard).toEqual(['full']);
});
