import { describe, expect, it } from 'vitest';
import { ApiError, markFirstContent } from '@kite/sdk';
import { mockApi } from '@kite/sdk/testing';
import { KernelPreferences } from './store';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

/** The i/registry endpoints over a map, answering like the server (NO_SUCH_KEY for a missing key). */
function fakeRegistry() {
  const reg = new Map<string, unknown>();
  const id = (p: { scope?: string[]; key?: string }) => `${(p.scope ?? []).join('/')}|${p.key ?? ''}`;
  const api = mockApi(
    {
      'i/registry/get': (p) => {
        if (!reg.has(id(p))) throw new ApiError({ code: 'NO_SUCH_KEY', id: 'x', message: 'No such key.', endpoint: 'i/registry/get' });
        // misskey-js types a registry value as an empty object; the registry holds any JSON value.
        return reg.get(id(p)) as never;
      },
      'i/registry/set': (p) => {
        reg.set(id(p), JSON.parse(JSON.stringify(p.value)));
        return undefined;
      },
      'i/registry/remove': (p) => {
        reg.delete(id(p));
        return undefined;
      },
      'i/registry/keys': (p) =>
        [...reg.keys()].filter((k) => k.startsWith(`${(p.scope ?? []).join('/')}|`)).map((k) => k.split('|')[1] ?? ''),
    },
    { origin: 'https://example.test' },
  );
  return { reg, api, calls: api.calls };
}

const alice = { host: 'example.test', account: 'alice1' };

describe('preferences', () => {
  // First in the file: the first content is drawn once per page, and the later tests need it drawn.
  it('leaves the server registry alone until the first content is drawn, unless asked', async () => {
    const { reg, api, calls } = fakeRegistry();
    reg.set('client/preferences/backups|phone', {});
    reg.set('client/preferences/sync|default:animation', [[{}, false]]);
    reg.set('client/preferences/sync|default:sound.masterVolume', [[{}, 0.1]]);
    const storage = memoryStorage();
    const profile = {
      id: 'p',
      version: '0',
      type: 'main',
      modifiedAt: 1,
      name: '',
      preferences: { animation: [[{}, true, { sync: true }]], 'sound.masterVolume': [[{}, 0.5, { sync: true }]] },
    };
    storage.setItem('kite:preferences', JSON.stringify(profile));
    const p = new KernelPreferences(storage);
    const attached = p.attach(alice, api, false);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toEqual([]);
    // A use before then (a synced write, listing backups) loads the registry client at once.
    expect(await p.listBackups()).toEqual(['phone']);
    expect(calls.map((c) => c.endpoint)).toEqual(['i/registry/keys']);
    // Changed here meanwhile (a deck edited before the first notes showed): newer than the server's value.
    p.set('soundMasterVolume', 0.9);
    markFirstContent();
    await attached;
    // Then the synced keys are read: the server's value wins, except over what was written here since start-up.
    expect(calls.map((c) => c.endpoint)).toContain('i/registry/get');
    expect(p.get('animation')).toBe(false);
    expect(p.get('soundMasterVolume')).toBe(0.9);
    await tick();
    expect(reg.get('client/preferences/sync|default:sound.masterVolume')).toEqual([[{}, 0.9]]);
  });

  it('starts from the spec defaults', () => {
    const p = new KernelPreferences(null);
    expect(p.get('defaultNoteVisibility')).toBe('public');
    expect(p.get('reactionAcceptance')).toBe('nonSensitiveOnly');
    expect(p.get('imageCompressionLevel')).toBe(2);
    expect(p.get('pageCacheSize')).toBe(3);
  });

  it('persists changes and extension-defined keys across instances, as a profile in Misskey’s format', async () => {
    const storage = memoryStorage();
    const p = new KernelPreferences(storage, '2025.9.0-kite');
    p.set('darkMode', true);
    p.set('soundMasterVolume', 0.8);
    const tl = p.define('timeline', { showRenotes: true });
    tl.set('showRenotes', false);
    await tick();
    const stored = JSON.parse(storage.data.get('kite:preferences')!);
    expect(stored).toMatchObject({ type: 'main', version: '2025.9.0-kite', name: '' });
    expect(stored.preferences['sound.masterVolume']).toEqual([[{}, 0.8, {}]]);
    const again = new KernelPreferences(storage);
    expect(again.get('darkMode')).toBe(true);
    expect(again.define('timeline', { showRenotes: true }).get('showRenotes')).toBe(false);
  });

  it('stores the emoji palettes and upload settings under Misskey’s names (the upload folder per account)', async () => {
    const storage = memoryStorage();
    const p = new KernelPreferences(storage, '2025.9.0-kite');
    await p.attach(alice, null, false);
    const palettes = [{ id: 'p1', name: 'Favs', emojis: ['👍'] }];
    p.define('noteActions', { emojiPalettes: [] as unknown[], emojiPaletteForReaction: null as string | null }).set(
      'emojiPalettes',
      palettes,
    );
    p.define('drive', { uploadFolderId: null as string | null, keepOriginalFilename: true }).set('uploadFolderId', 'f1');
    await tick();
    const stored = JSON.parse(storage.data.get('kite:preferences')!);
    expect(stored.preferences.emojiPalettes.at(-1)[1]).toEqual(palettes);
    expect(stored.preferences.uploadFolder.at(-1)).toEqual([{ server: 'example.test', account: 'alice1' }, 'f1', {}]);
    expect(stored.preferences['noteActions.emojiPalettes']).toBeUndefined();
  });

  it('migrates the earlier flat store once', () => {
    const storage = memoryStorage();
    storage.setItem('kite:preferences', JSON.stringify({ darkMode: true, pageCacheSize: 5 }));
    const p = new KernelPreferences(storage);
    expect(p.get('darkMode')).toBe(true);
    expect(p.get('pageCacheSize')).toBe(5);
    expect(JSON.parse(storage.data.get('kite:preferences')!).preferences.numberOfPageCache).toEqual([[{}, 5, {}]]);
  });

  it('survives corrupt storage', () => {
    const p = new KernelPreferences({ getItem: () => '{not json', setItem: () => {} });
    expect(p.get('menuDisplay')).toBe('sideFull');
  });

  it('keeps keys it does not know when restoring a Misskey profile, and uses those it knows', async () => {
    const { reg, api } = fakeRegistry();
    const storage = memoryStorage();
    reg.set('client/preferences/backups|phone', {
      id: 'p1',
      version: '2025.9.0',
      type: 'main',
      modifiedAt: 1,
      name: 'phone',
      preferences: { animation: [[{}, false, {}]], 'sound.masterVolume': [[{}, 0.2, {}]], collapseRenotes: [[{}, false, {}]] },
    });
    const p = new KernelPreferences(storage);
    await p.attach(alice, api, false);
    expect(await p.listBackups()).toEqual(['phone']);
    await p.restoreBackup('phone');
    expect(p.get('animation')).toBe(false);
    expect(p.get('soundMasterVolume')).toBe(0.2);
    expect(p.profile().preferences.collapseRenotes).toEqual([[{}, false, {}]]);
    expect(p.profile().name).toBe('phone');
  });

  it('backs up only a named profile, under its name', async () => {
    const { reg, api } = fakeRegistry();
    const p = new KernelPreferences(memoryStorage());
    await p.attach(alice, api, false);
    await expect(p.backup()).rejects.toThrow('named');
    expect(p.setAutoBackup(true)).toBe(false);
    p.renameProfile('laptop');
    await p.backup();
    expect(reg.get('client/preferences/backups|laptop')).toMatchObject({ type: 'main', name: 'laptop' });
    expect(p.setAutoBackup(true)).toBe(true);
  });

  it('syncs a key through client/preferences/sync as [scope, value] pairs, and a second device picks it up', async () => {
    const { reg, api } = fakeRegistry();
    const a = new KernelPreferences(memoryStorage());
    await a.attach(alice, api, false);
    expect(await a.enableSync('animation', async () => 'local')).toBe(true);
    a.set('animation', false);
    await tick();
    await tick();
    expect(reg.get('client/preferences/sync|default:animation')).toEqual([[{}, false]]);

    const b = new KernelPreferences(memoryStorage());
    await b.attach(alice, api, false);
    expect(b.get('animation')).toBe(true); // not synced on this device yet
    let asked = false;
    expect(
      await b.enableSync('animation', async ({ canMerge }) => {
        asked = true;
        expect(canMerge).toBe(false);
        return 'remote';
      }),
    ).toBe(true);
    expect(asked).toBe(true);
    expect(b.get('animation')).toBe(false);
  });

  it('offers a merge where the rules allow one, and cancelling leaves sync off', async () => {
    const { reg, api } = fakeRegistry();
    reg.set('client/preferences/sync|default:themes', [[{}, [{ id: 'a', name: 'A', props: {} }]]]);
    const p = new KernelPreferences(memoryStorage());
    await p.attach(alice, api, false);
    p.set('themes', [{ id: 'b', name: 'B', props: {} }]);
    await tick();
    expect(await p.enableSync('themes', async () => null)).toBe(false);
    expect(p.isSynced('themes')).toBe(false);
    expect(await p.enableSync('themes', async ({ canMerge }) => (canMerge ? 'merge' : null))).toBe(true);
    expect(p.get('themes').map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('account overrides: a value for this account only, cleared back to the shared one', async () => {
    const storage = memoryStorage();
    const p = new KernelPreferences(storage);
    await p.attach(alice, null, false);
    p.set('animation', false);
    await tick();
    p.setOverride('animation', true);
    p.set('animation', true);
    await tick();
    expect(p.isOverridden('animation')).toBe(true);
    expect(p.profile().preferences.animation).toEqual([
      [{}, false, {}],
      [{ server: 'example.test', account: 'alice1' }, true, {}],
    ]);
    const bob = new KernelPreferences(storage);
    await bob.attach({ host: 'example.test', account: 'bob1' }, null, false);
    expect(bob.get('animation')).toBe(false);
    p.setOverride('animation', false);
    expect(p.get('animation')).toBe(false);
    expect(p.canOverride('widgets')).toBe(false);
  });

  it('takes another tab’s changes when it checks', async () => {
    const storage = memoryStorage();
    const a = new KernelPreferences(storage);
    const b = new KernelPreferences(storage);
    await new Promise((r) => setTimeout(r, 5));
    a.set('animatedMfm', false);
    await tick();
    b.checkOtherTabs();
    expect(b.get('animatedMfm')).toBe(false);
  });

  it('a change in one tab does not write back another tab’s older values', async () => {
    const storage = memoryStorage();
    const a = new KernelPreferences(storage);
    const b = new KernelPreferences(storage);
    await new Promise((r) => setTimeout(r, 5));
    a.set('animatedMfm', false);
    await tick();
    await new Promise((r) => setTimeout(r, 5));
    // b has not looked since: its own change must keep a's.
    b.set('dataSaverMedia', true);
    await tick();
    const fresh = new KernelPreferences(storage);
    expect(fresh.get('animatedMfm')).toBe(false);
    expect(fresh.get('dataSaverMedia')).toBe(true);
    a.checkOtherTabs();
    expect(a.get('dataSaverMedia')).toBe(true);
    expect(a.get('animatedMfm')).toBe(false);
  });
});
