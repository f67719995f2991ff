import { describe, expect, it } from 'vitest';
import { KernelPreferences } from './store';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('preferences', () => {
  it('starts from the spec defaults', () => {
    const p = new KernelPreferences(null);
    expect(p.get('defaultNoteVisibility')).toBe('public');
    expect(p.get('reactionAcceptance')).toBe('nonSensitiveOnly');
    expect(p.get('imageCompressionLevel')).toBe(2);
    expect(p.get('emojiPickerScale')).toBe(2);
    expect(p.get('pageCacheSize')).toBe(3);
  });

  it('persists changes and extension-defined keys across instances', async () => {
    const storage = memoryStorage();
    const p = new KernelPreferences(storage);
    p.set('darkMode', true);
    const tl = p.define('timeline', { showRenotes: true });
    tl.set('showRenotes', false);
    await tick();
    const again = new KernelPreferences(storage);
    expect(again.get('darkMode')).toBe(true);
    expect(again.define('timeline', { showRenotes: true }).get('showRenotes')).toBe(false);
  });

  it('survives corrupt storage', () => {
    const p = new KernelPreferences({ getItem: () => '{not json', setItem: () => {} });
    expect(p.get('menuDisplay')).toBe('sideFull');
  });
});
