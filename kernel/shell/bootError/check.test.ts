import { describe, expect, it } from 'vitest';
import { baseVersion, checkServer } from './check';

describe('page-load error: server check', () => {
  const v = '2025.9.0-kite.0.1.0';
  it('same version (Kite or its Misskey base) → description', async () => {
    expect(await checkServer(v, async () => ({ version: '2025.9.0' }))).toEqual({ kind: 'sameVersion' });
    expect(await checkServer(v, async () => ({ version: v }))).toEqual({ kind: 'sameVersion' });
  });
  it('meta fails → server is dead', async () => {
    expect(
      await checkServer(v, async () => {
        throw new Error('HTTP 500');
      }),
    ).toEqual({ kind: 'serverDead' });
    expect(await checkServer(v, async () => ({}))).toEqual({ kind: 'serverDead' });
  });
  it('another version → a new version is available', async () => {
    expect(await checkServer(v, async () => ({ version: '2025.10.0' }))).toEqual({ kind: 'newVersion', version: '2025.10.0' });
  });
  it('baseVersion strips the Kite suffix', () => {
    expect(baseVersion(v)).toBe('2025.9.0');
    expect(baseVersion('2025.9.0')).toBe('2025.9.0');
  });
});
