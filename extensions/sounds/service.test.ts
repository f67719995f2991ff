import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreferenceGroup, SoundPlayed } from '@kite/sdk';
import { OVERLAP_GUARD_MS, createSoundsService, soundUrl } from './service';
import { soundPrefDefaults } from './prefs';
import type { SoundPrefs } from './prefs';

function group(over: Partial<SoundPrefs> = {}): PreferenceGroup<SoundPrefs> {
  const values: SoundPrefs = { ...soundPrefDefaults, ...over };
  return {
    namespace: 'sound',
    defaults: soundPrefDefaults,
    get: (k) => values[k],
    set: (k, v) => {
      values[k] = v;
    },
  };
}

function setup(over: Partial<SoundPrefs> = {}, opts: { master?: number; startOk?: (url: string) => boolean; hidden?: boolean } = {}) {
  const started: [string, number][] = [];
  const played: SoundPlayed[] = [];
  const prefs = group(over);
  const s = createSoundsService({
    prefs,
    masterVolume: () => opts.master ?? 0.5,
    origin: () => 'https://misskey.example',
    start: (url, volume) => {
      const ok = opts.startOk ? opts.startOk(url) : true;
      if (ok) started.push([url, volume]);
      return Promise.resolve(ok);
    },
    hidden: () => opts.hidden ?? false,
  });
  s.onPlayed((p) => played.push(p));
  return { s, started, played, prefs };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the sound service', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("plays the event's sound from the server's client assets at volume × master volume", async () => {
    const { s, started, played } = setup({ 'on.notification': { type: 'syuilo/pope1', volume: 0.8 } });
    s.play('notification');
    await flush();
    expect(started).toEqual([['https://misskey.example/client-assets/sounds/syuilo/pope1.mp3', 0.4]]);
    expect(played[0]).toMatchObject({ event: 'notification', volume: 0.4 });
  });

  it('plays a changed setting: the sound follows the preference', async () => {
    const { s, started, prefs } = setup();
    prefs.set('on.note', { type: 'syuilo/waon', volume: 1 });
    s.play('note');
    await flush();
    expect(started[0]?.[0]).toBe('https://misskey.example/client-assets/sounds/syuilo/waon.mp3');
  });

  it('drops a second sound while one starts and for 25 ms after (the overlap guard)', async () => {
    const { s, started } = setup();
    s.play('note');
    s.play('notification');
    await flush();
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(OVERLAP_GUARD_MS - 1);
    s.play('notification');
    await flush();
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    s.play('notification');
    await flush();
    expect(started).toHaveLength(2);
  });

  it('stays silent when muted, when only-while-active and hidden, or at volume 0', async () => {
    for (const [over, opts] of [
      [{ notUseSound: true }, {}],
      [{ useSoundOnlyWhenActive: true }, { hidden: true }],
      [{}, { master: 0 }],
    ] as const) {
      const { s, started } = setup(over, opts);
      s.play('note');
      await flush();
      expect(started).toEqual([]);
    }
  });

  it('falls back to the default sound when a drive file cannot be played', async () => {
    const { s, started } = setup(
      { 'on.reaction': { type: '_driveFile_', volume: 1, fileId: 'f', fileUrl: 'https://files.example/x.mp3' } },
      { startOk: (u) => !u.startsWith('https://files.example') },
    );
    s.play('reaction');
    await vi.advanceTimersByTimeAsync(OVERLAP_GUARD_MS);
    expect(started).toEqual([['https://misskey.example/client-assets/sounds/syuilo/bubble2.mp3', 0.5]]);
  });

  it('builds URLs only for built-in names and http(s) drive files', () => {
    expect(soundUrl({ type: '../../x', volume: 1 }, 'https://m.example')).toBeNull();
    expect(soundUrl({ type: '_driveFile_', volume: 1, fileUrl: 'javascript:alert(1)' }, 'https://m.example')).toBeNull();
    expect(soundUrl({ type: null, volume: 1 }, 'https://m.example')).toBeNull();
    expect(soundUrl({ type: 'aisha/1', volume: 1 }, 'https://m.example')).toBe('https://m.example/client-assets/sounds/aisha/1.mp3');
  });
});
