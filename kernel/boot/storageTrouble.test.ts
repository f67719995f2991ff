import { expect, it } from 'vitest';
import { listenStorageTrouble, reportStorageTrouble } from './storageTrouble';
import type { StorageTrouble } from './storageTrouble';

it('keeps what was reported before the page listened, and says each trouble once', () => {
  reportStorageTrouble('full');
  reportStorageTrouble('full');
  const heard: StorageTrouble[] = [];
  listenStorageTrouble((t) => heard.push(t));
  reportStorageTrouble('missing');
  reportStorageTrouble('full');
  reportStorageTrouble('missing');
  expect(heard).toEqual(['full', 'missing']);
});
