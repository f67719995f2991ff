// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type WarmModule = typeof import('./warmStart');

const account = {
  id: 'u1',
  origin: 'https://misskey.example',
  host: 'misskey.example',
  username: 'alice',
  user: {},
  token: 'secret',
  addedAt: 1,
};

/** A fresh copy of the module (its state is per page load). */
async function load(): Promise<WarmModule> {
  vi.resetModules();
  return import('./warmStart');
}

describe('warm start', () => {
  beforeEach(() => {
    localStorage.clear();
    // The start-up store: local storage under the `kite:` prefix.
    localStorage.setItem('kite:accounts', JSON.stringify([account]));
    localStorage.setItem('kite:current', JSON.stringify('u1'));
  });
  afterEach(() => vi.useRealTimers());

  it('records prefetch requests of the start window without the token, then replays them at the next start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const first = await load();
    first.beginWarmRecording('/', 'u1');
    first.noteWarmRequest('notes/timeline', { limit: 15, allowPartial: true, i: 'secret' });
    first.noteWarmRequest('notes/timeline', { allowPartial: true, limit: 15 });
    await vi.advanceTimersByTimeAsync(4_000);
    const record = JSON.parse(localStorage.getItem('kite:warm-start') ?? 'null');
    expect(record).toMatchObject({
      path: '/',
      accountId: 'u1',
      requests: [{ endpoint: 'notes/timeline', params: { limit: 15, allowPartial: true } }],
    });
    expect(JSON.stringify(record)).not.toContain('secret');
    vi.useRealTimers();

    const next = await load();
    const fetch = vi.fn(async () => new Response('[{"id":"n1"}]', { status: 200 }));
    await next.startWarm({ storage: localStorage, path: '/', fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      'https://misskey.example/api/notes/timeline',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ limit: 15, allowPartial: true, i: 'secret' }) }),
    );
    // Adopted once, whatever the order of the parameters; a second identical request goes to the network.
    const hit = next.takeWarm('https://misskey.example', 'secret', 'notes/timeline', { allowPartial: true, limit: 15 });
    expect(await (await hit)?.json()).toEqual([{ id: 'n1' }]);
    expect(next.takeWarm('https://misskey.example', 'secret', 'notes/timeline', { allowPartial: true, limit: 15 })).toBeNull();
  });

  it('replays nothing on another path or for another account, and no request with other parameters adopts an answer', async () => {
    localStorage.setItem(
      'kite:warm-start',
      JSON.stringify({ v: 1, path: '/', accountId: 'u1', requests: [{ endpoint: 'i', params: {} }], scripts: [] }),
    );
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    await (await load()).startWarm({ storage: localStorage, path: '/my/drive', fetch });
    expect(fetch).not.toHaveBeenCalled();

    localStorage.setItem('kite:current', JSON.stringify('u2'));
    await (await load()).startWarm({ storage: localStorage, path: '/', fetch });
    expect(fetch).not.toHaveBeenCalled();

    localStorage.setItem('kite:current', JSON.stringify('u1'));
    const m = await load();
    await m.startWarm({ storage: localStorage, path: '/', fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(m.takeWarm('https://misskey.example', 'secret', 'i', { detail: true })).toBeNull();
    expect(m.takeWarm('https://misskey.example', 'other-token', 'i', {})).toBeNull();
  });

  it('an early answer that failed is not adopted (the app asks again)', async () => {
    localStorage.setItem(
      'kite:warm-start',
      JSON.stringify({ v: 1, path: '/', accountId: 'u1', requests: [{ endpoint: 'i', params: {} }], scripts: [] }),
    );
    const m = await load();
    await m.startWarm({ storage: localStorage, path: '/', fetch: vi.fn(async () => new Response('{"error":{}}', { status: 500 })) });
    await expect(m.takeWarm('https://misskey.example', 'secret', 'i', {})).rejects.toThrow('early i: 500');
  });

  it('preloads the recorded start-page scripts, and only asset paths', async () => {
    localStorage.setItem(
      'kite:warm-start',
      JSON.stringify({
        v: 1,
        build: (await load()).WARM_BUILD,
        path: '/',
        accountId: 'u1',
        requests: [],
        scripts: ['/assets/TimelinePage-abc.js', 'https://evil.example/x.js', '/assets/../x.js'],
      }),
    );
    await (await load()).startWarm({ storage: localStorage, path: '/', fetch: vi.fn() });
    const links = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/TimelinePage-abc.js']);
  });

  it('preloads a recorded style sheet as a style, so a lazy page does not wait for it after its script', async () => {
    localStorage.setItem(
      'kite:warm-start',
      JSON.stringify({
        v: 1,
        build: (await load()).WARM_BUILD,
        path: '/',
        accountId: 'u1',
        requests: [],
        scripts: ['/assets/timeline-abc.css', '/assets/x.css.js.exe'],
      }),
    );
    await (await load()).startWarm({ storage: localStorage, path: '/', fetch: vi.fn() });
    const styles = [...document.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.getAttribute('as')]);
    expect(styles).toEqual([['/assets/timeline-abc.css', 'style']]);
  });

  it('preloads nothing a previous build recorded (after a deploy its asset names are gone)', async () => {
    localStorage.setItem(
      'kite:warm-start',
      JSON.stringify({
        v: 1,
        build: 'https://kite.example/assets/index-old.js',
        path: '/',
        accountId: 'u1',
        requests: [],
        scripts: ['/assets/TimelinePage-old.js'],
      }),
    );
    await (await load()).startWarm({ storage: localStorage, path: '/', fetch: vi.fn() });
    expect(document.querySelector('link[href="/assets/TimelinePage-old.js"]')).toBeNull();
  });
});
