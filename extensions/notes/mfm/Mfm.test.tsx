// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Mfm } from './Mfm';
import { parseCount, parseMfm } from './parse';
import { renderWith } from '../test/harness';

afterEach(cleanup);

const r = (text: string, opts: Parameters<typeof renderWith>[1] = {}) => renderWith(<Mfm text={text} />, opts).container;

describe('MFM node types', () => {
  it('text and plain', () => {
    expect(r('hello <script>x</script>').textContent).toBe('hello <script>x</script>');
    expect(r('<plain>**no**</plain>').querySelector('b')).toBeNull();
  });
  it('each text takes its direction from its own script (right-to-left text in a left-to-right page)', () => {
    expect(r('مرحبا بالعالم').querySelector('.kite-mfm')?.getAttribute('dir')).toBe('auto');
  });

  it('bold, small, italic, strike', () => {
    const c = r('**b** <small>s</small> <i>i</i> ~~d~~');
    expect(c.querySelector('b')?.textContent).toBe('b');
    expect(c.querySelector('small')?.textContent).toBe('s');
    expect(c.querySelector('i')?.textContent).toBe('i');
    expect(c.querySelector('del')?.textContent).toBe('d');
  });
  it('center and quote', () => {
    const c = r('<center>mid</center>\n> quoted');
    expect(c.querySelector('.kite-mfm-center')?.textContent).toBe('mid');
    expect(c.querySelector('blockquote')?.textContent).toBe('quoted');
  });
  it('inline and block code show the code as text', () => {
    const c = r('`a<b>` \n```js\nlet x = "<script>";\n```');
    expect(c.querySelector('code.kite-mfm-inline-code')?.textContent).toBe('a<b>');
    expect(c.querySelector('pre code')?.textContent).toBe('let x = "<script>";');
    expect(c.querySelector('script')).toBeNull();
  });
  it('inline and block math keep the formula until KaTeX loads', () => {
    const c = r('\\(x^2\\)\n\\[\\frac{1}{2}\\]');
    expect(c.querySelector('.kite-mfm-math')?.textContent).toContain('x^2');
    expect(c.querySelector('.kite-mfm-math-block')?.textContent).toContain('frac');
  });
  it('search block has a labelled field and button', () => {
    r('misskey 検索');
    expect(screen.getByLabelText('Search query')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });
  it('unicode emoji becomes a twemoji image by code points', () => {
    const img = r('👍').querySelector('img.kite-emoji') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/twemoji/1f44d.svg');
  });
  it('unicode emoji follows emojiStyle', () => {
    expect(
      r('👍', { prefs: { emojiStyle: 'fluentEmoji' } })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/fluent-emoji/1f44d.png');
    expect(r('👍', { prefs: { emojiStyle: 'native' } }).querySelector('img')).toBeNull();
  });
  it('custom emoji by url from the note map or the server; unknown stays text', () => {
    const { container } = renderWith(<Mfm text=":blob: :server: :nope:" emojis={{ blob: 'https://e.example/blob.png' }} />, {
      emojis: { server: 'https://s.example/s.png' },
    });
    const imgs = container.querySelectorAll('img.kite-emoji-custom');
    expect([...imgs].map((i) => i.getAttribute('src'))).toEqual(['https://e.example/blob.png', 'https://s.example/s.png']);
    expect(container.textContent).toContain(':nope:');
  });
  it('custom emoji with a non-http url is not shown as an image', () => {
    const { container } = renderWith(<Mfm text=":x:" emojis={{ x: 'javascript:alert(1)' }} />);
    expect(container.querySelector('img')).toBeNull();
  });
  it('mention links to /@user or /@user@host and highlights me case-insensitively', () => {
    const me = { id: 'u1', username: 'Alice' } as never;
    const c = r('@alice @bob@remote.example', { me });
    const links = c.querySelectorAll('a.kite-mfm-mention');
    expect(links[0]?.getAttribute('href')).toBe('/@alice');
    expect(links[0]?.className).toContain('kite-mfm-mention-me');
    expect(links[1]?.getAttribute('href')).toBe('/@bob@remote.example');
    expect(links[1]?.className).not.toContain('mention-me');
  });
  it("a mention without host in a remote note is a user of the author's server", () => {
    const me = { id: 'u1', username: 'alice' } as never;
    const author = { id: 'r1', username: 'carol', host: 'remote.example' } as never;
    const { container } = renderWith(<Mfm text="@alice" author={author} />, { me });
    const a = container.querySelector('a.kite-mfm-mention');
    expect(a?.getAttribute('href')).toBe('/@alice@remote.example');
    expect(a?.className).not.toContain('mention-me');
  });
  it('mentions carry the user preview card (by acct)', () => {
    const userPreview = vi.fn((_el: HTMLElement, _user: string) => () => {});
    renderWith(<Mfm text="@alice @bob@remote.example" />, { popups: { userPreview, tooltip: () => () => {} } });
    expect(userPreview.mock.calls.map(([el, user]) => [el.getAttribute('href'), user])).toEqual([
      ['/@alice', '@alice'],
      ['/@bob@remote.example', '@bob@remote.example'],
    ]);
  });
  it('hashtag links to /tags/:tag', () => {
    expect(r('#kite').querySelector('a')?.getAttribute('href')).toBe('/tags/kite');
  });
  it('url opens externally in a new tab; links to this origin route in-app', () => {
    const c = r('https://example.com/a http://localhost:3000/notes/x');
    const [ext, int] = [...c.querySelectorAll('a')];
    expect(ext?.getAttribute('target')).toBe('_blank');
    expect(ext?.getAttribute('rel')).toContain('noopener');
    expect(int?.getAttribute('href')).toBe('/notes/x');
    expect(int?.getAttribute('target')).toBeNull();
  });
  it('link with label; non-http schemes render as "invalid url" text', () => {
    const c = r('[label](https://example.com) [bad](javascript:alert(1))');
    expect(c.querySelector('a')?.textContent).toBe('label');
    expect(c.querySelectorAll('a')).toHaveLength(1);
    expect(c.textContent).not.toContain('javascript:alert(1)</a>');
  });
});

describe('link scheme rule', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', '//evil.example'])(
    '%s is never a link',
    async (url) => {
      const { MfmLink } = await import('./links');
      const { container } = renderWith(<MfmLink url={url}>x</MfmLink>);
      expect(container.querySelector('a')).toBeNull();
      expect(container.querySelector('[data-invalid-url]')?.getAttribute('title')).toBe('invalid url');
    },
  );
});

describe('MFM functions', () => {
  const style = (text: string, opts: Parameters<typeof renderWith>[1] = {}) =>
    r(text, opts).querySelector<HTMLElement>('.kite-mfm-fn')?.getAttribute('style') ?? '';
  it.each([
    ['tada', 'kite-mfm-tada'],
    ['jelly', 'kite-mfm-rubberBand'],
    ['twitch', 'kite-mfm-twitch'],
    ['shake', 'kite-mfm-shake'],
    ['spin', 'kite-mfm-spin'],
    ['jump', 'kite-mfm-jump'],
    ['bounce', 'kite-mfm-bounce'],
  ])('%s animates only when advanced and animated MFM are on', (name, keyframes) => {
    expect(style(`$[${name} x]`)).toContain(keyframes);
    expect(style(`$[${name} x]`, { prefs: { animatedMfm: false } })).not.toContain('animation');
    expect(style(`$[${name} x]`, { prefs: { advancedMfm: false } })).not.toContain('animation');
  });
  it('speed and delay arguments', () => {
    expect(style('$[tada.speed=3s,delay=1s x]')).toMatch(/3s linear 1s infinite/);
    expect(style('$[tada.speed=3,delay=2ms x]')).toMatch(/1s linear 0s/);
  });
  it('spin directions and axes', () => {
    expect(style('$[spin.left x]')).toContain('reverse');
    expect(style('$[spin.x,alternate x]')).toContain('kite-mfm-spinX');
    expect(style('$[spin.y x]')).toContain('kite-mfm-spinY');
  });
  it('flip h / v / both', () => {
    expect(style('$[flip x]')).toContain('scaleX(-1)');
    expect(style('$[flip.v x]')).toContain('scaleY(-1)');
    expect(style('$[flip.h,v x]')).toContain('scale(-1, -1)');
  });
  it('x2 x3 x4 sizes (advanced only)', () => {
    expect(style('$[x2 a]')).toContain('200%');
    expect(style('$[x3 a]')).toContain('400%');
    expect(style('$[x4 a]')).toContain('600%');
    expect(style('$[x4 a]', { prefs: { advancedMfm: false } })).toBe('');
  });
  it('font families', () => {
    expect(style('$[font.serif a]')).toContain('serif');
    expect(style('$[font.monospace a]')).toContain('monospace');
    expect(style('$[font.nope a]')).toBe('');
  });
  it('blur is focusable to reveal', () => {
    expect(r('$[blur secret]').querySelector('.kite-mfm-blur')?.getAttribute('tabindex')).toBe('0');
  });
  it('rainbow animates, or shows a still gradient', () => {
    expect(style('$[rainbow a]')).toContain('kite-mfm-rainbow');
    expect(r('$[rainbow a]', { prefs: { animatedMfm: false } }).querySelector('.kite-mfm-rainbow-still')).not.toBeNull();
  });
  it('sparkle draws sparkles only when animating', () => {
    expect(r('$[sparkle a]').querySelector('.kite-mfm-sparkle')).not.toBeNull();
    expect(r('$[sparkle a]', { prefs: { animatedMfm: false } }).querySelector('.kite-mfm-sparkle')).toBeNull();
  });
  it('rotate defaults to 90 degrees', () => {
    expect(style('$[rotate a]')).toContain('rotate(90deg)');
    expect(style('$[rotate.deg=45 a]')).toContain('rotate(45deg)');
  });
  it('position and scale are bounded', () => {
    expect(style('$[position.x=2,y=-1 a]')).toContain('translateX(2em) translateY(-1em)');
    expect(style('$[position.x=9999 a]')).toContain('translateX(5em)');
    expect(style('$[scale.x=100,y=3 a]')).toContain('scale(5, 3)');
  });
  it('fg and bg colours, red by default', () => {
    expect(style('$[fg.color=00f a]')).toContain('color: #00f');
    expect(style('$[fg a]')).toContain('color: #f00');
    expect(style('$[bg.color=ff0 a]')).toContain('background-color: #ff0');
    expect(style('$[bg.color=zzz a]')).toContain('background-color: #f00');
  });
  it('border width, style, colour, radius, clip', () => {
    const s = style('$[border.width=3,style=dashed,color=0f0,radius=4 a]');
    expect(s).toContain('3px dashed #0f0');
    expect(s).toContain('border-radius: 4px');
    expect(s).toContain('overflow: clip');
    expect(style('$[border.noclip a]')).toContain('overflow: visible');
    expect(style('$[border.style=evil a]')).toContain('solid');
  });
  it('ruby shows the reading', () => {
    const c = r('$[ruby 漢字 かんじ]');
    expect(c.querySelector('ruby')?.firstChild?.textContent).toBe('漢字');
    expect(c.querySelector('rt')?.textContent).toBe('かんじ');
  });
  it('unixtime shows a date', () => {
    expect(r('$[unixtime 1700000000]').querySelector('time')?.getAttribute('datetime')).toBe('2023-11-14T22:13:20.000Z');
  });
  it('unknown function is literal text', () => {
    expect(r('$[nope.a=1 hi]').textContent).toBe('$[nope.a=1 hi]');
  });
  it('respects prefers-reduced-motion', () => {
    const mm = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }) as never,
      );
    expect(style('$[tada x]')).not.toContain('animation');
    mm.mockRestore();
  });
  it('follows a change of prefers-reduced-motion', () => {
    const listeners: ((e: { matches: boolean }) => void)[] = [];
    const mm = vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({
          matches: false,
          media: q,
          addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.push(l),
          removeEventListener() {},
        }) as never,
    );
    expect(style('$[tada x]')).toContain('animation');
    act(() => listeners.forEach((l) => l({ matches: true })));
    expect(style('$[tada x]')).not.toContain('animation');
    mm.mockRestore();
  });
});

describe('limits and caching', () => {
  it('nesting deeper than 20 is not parsed further', () => {
    const text = '$[x2 '.repeat(40) + 'deep' + ']'.repeat(40);
    const c = r(text);
    expect(c.textContent).toContain('deep');
    expect(c.querySelectorAll('.kite-mfm-fn').length).toBeLessThanOrEqual(20);
  });
  it('unknown node types are dropped and logged', async () => {
    const { renderNodes } = await import('./Mfm');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = renderNodes([{ type: 'bogus' } as never], {
      fns: new Map(),
      animate: false,
      advanced: false,
      host: null,
      nowrap: false,
      scale: 1,
    });
    expect(out).toEqual([null]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
  it('parses each text once', () => {
    const before = parseCount();
    parseMfm('cache me **once**');
    parseMfm('cache me **once**');
    r('cache me **once**');
    expect(parseCount() - before).toBe(1);
  });
  it('emoji click offers muting; a muted emoji is a placeholder; muting twice says already muted', async () => {
    const confirm = vi.fn(async () => true);
    const alert = vi.fn(async () => {});
    const h = renderWith(<Mfm text="👍" />, { dialogs: { confirm, alert } });
    fireEvent.click(screen.getByRole('button', { name: 'Emoji 👍' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Muted emoji' })).toBeTruthy());
    expect(h.state['notes.mutedEmojis']).toEqual(['👍']);
    const { muteEmoji } = await import('../emoji/mute');
    await muteEmoji('👍', { prefs: { state: h.state } as never, dialogs: { confirm, alert } as never, t: (k) => k.en });
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ text: 'Emoji is already muted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Muted emoji' }));
    await vi.waitFor(() => expect(h.state['notes.mutedEmojis']).toEqual([]));
  });
});
