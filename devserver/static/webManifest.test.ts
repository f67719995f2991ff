import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KITE_THEME_COLOR, webManifest } from './webManifest';

describe('web app manifest', () => {
  it('public/manifest.json is Kite’s own manifest (regenerate it from webManifest() when this fails)', () => {
    const file: unknown = JSON.parse(readFileSync(new URL('../../public/manifest.json', import.meta.url), 'utf8'));
    expect(file).toEqual(webManifest());
  });

  it('Kite’s own: standalone, installable icons, shortcuts to post, notifications and search, and a share target', () => {
    const m = webManifest();
    expect(m).toMatchObject({ name: 'Kite', short_name: 'Kite', display: 'standalone', start_url: '/', theme_color: KITE_THEME_COLOR });
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(m.shortcuts.map((s) => s.url)).toEqual(['/share', '/my/notifications', '/search']);
    expect(m.share_target).toEqual({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'files', accept: ['*/*'] }] },
    });
  });

  it('takes the server’s name, colour and app icons; ignores a colour that is not one', () => {
    const m = webManifest({
      name: 'Misskey Example Server',
      themeColor: '#86b300',
      app192IconUrl: 'https://s.example/192.png',
      app512IconUrl: null,
    });
    expect(m).toMatchObject({ name: 'Misskey Example Server', short_name: 'Misskey Exam', theme_color: '#86b300' });
    expect(m.icons).toEqual([
      { src: 'https://s.example/192.png', sizes: '192x192', purpose: 'any' },
      { src: 'https://s.example/192.png', sizes: '512x512', purpose: 'any' },
    ]);
    expect(webManifest({ name: '  ', themeColor: 'red' })).toMatchObject({ name: 'Kite', theme_color: KITE_THEME_COLOR });
  });
});
