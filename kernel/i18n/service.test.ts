import { describe, expect, it, vi } from 'vitest';
import { defineMessages, pluralForm } from '@kite/sdk';
import { KernelI18n, textDirection } from './service';

const m = defineMessages('test', { hello: 'Hello, {name}!', plain: 'Plain' });

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('i18n', () => {
  it('uses the en-US text carried by the key, with parameters', () => {
    expect(new KernelI18n().t(m.hello, { name: 'Alice' })).toBe('Hello, Alice!');
  });

  it('loads a pack per language and version, caches it, and uses the cache next time', async () => {
    const storage = memoryStorage();
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ 'test.hello': 'こんにちは、{name}！' })));
    const i18n = new KernelI18n();
    await i18n.load('ja-JP', '2025.9.0-kite.1', storage, fetcher);
    expect(fetcher).toHaveBeenCalledWith('/assets/locales/ja-JP.2025.9.0-kite.1.json');
    expect(i18n.t(m.hello, { name: 'アリス' })).toBe('こんにちは、アリス！');
    expect(i18n.t(m.plain)).toBe('Plain');
    const again = new KernelI18n();
    await again.load('ja-JP', '2025.9.0-kite.1', storage, fetcher);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(again.lang).toBe('ja-JP');
  });

  it('falls back to en-US when a pack fails to load', async () => {
    const i18n = new KernelI18n();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.load('de-DE', 'v', null, async () => new Response('nope', { status: 404 }));
    expect(i18n.lang).toBe('en-US');
    expect(i18n.t(m.plain)).toBe('Plain');
    warn.mockRestore();
  });

  it('falls back to en-US, with nothing but a console warning, when the pack is garbled, no pack, or unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: (() => Promise<Response>)[] = [
      async () => new Response('{"test.plain": "Schl'),
      async () => new Response('["a"]'),
      async () => new Response('null'),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('<html>', { status: 500 }),
    ];
    for (const answer of answers) {
      const storage = memoryStorage();
      const i18n = new KernelI18n();
      await i18n.load('de-DE', 'v', storage, answer);
      expect([i18n.lang, i18n.t(m.plain), storage.data.size]).toEqual(['en-US', 'Plain', 0]);
    }
    expect(warn).toHaveBeenCalledTimes(answers.length);
    warn.mockRestore();
  });

  it('refetches a garbled cached pack, caches one pack only, and uses a pack storage has no room for', async () => {
    const storage = memoryStorage();
    storage.data.set('kite:locale:pack', '["de-DE","v2",{"test.pla');
    const fetcher = vi.fn(
      async (url: string | URL | Request) =>
        new Response(JSON.stringify({ 'test.plain': String(url).includes('de-DE') ? 'Schlicht' : '平易' })),
    );
    const i18n = new KernelI18n();
    await i18n.load('de-DE', 'v2', storage, fetcher);
    expect(i18n.t(m.plain)).toBe('Schlicht');
    await new KernelI18n().load('ja-JP', 'v2', storage, fetcher);
    // Japanese replaced German; German again is fetched again, a newer version too.
    expect([...storage.data.keys()]).toEqual(['kite:locale:pack']);
    await new KernelI18n().load('ja-JP', 'v2', storage, fetcher);
    await new KernelI18n().load('ja-JP', 'v3', storage, fetcher);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
      '/assets/locales/de-DE.v2.json',
      '/assets/locales/ja-JP.v2.json',
      '/assets/locales/ja-JP.v3.json',
    ]);
    const noRoom = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } }; // prettier-ignore
    const again = new KernelI18n();
    await again.load('de-DE', 'v2', noRoom, fetcher);
    expect([again.lang, again.t(m.plain)]).toEqual(['de-DE', 'Schlicht']);
  });

  it('picks the pack’s extra plural forms (few, many) beside the source’s one/other, else its other', async () => {
    const c = defineMessages('test', { columnsOne: '{n} column', columnsOther: '{n} columns' });
    const pack = { 'test.columnsOne': '{n} колонка', 'test.columnsFew': '{n} колонки', 'test.columnsOther': '{n} колонок' };
    const i18n = new KernelI18n();
    await i18n.load('ru-RU', 'v', null, async () => new Response(JSON.stringify(pack)));
    const say = (n: number) => i18n.t(pluralForm({ one: c.columnsOne, other: c.columnsOther }, i18n.plural(n)), { n });
    expect([say(1), say(3), say(5)]).toEqual(['1 колонка', '3 колонки', '5 колонок']);
    // No …Many in the pack: the pack's …Other, not English.
    expect(i18n.plural(5)).toBe('many');
  });

  it('names the extra forms after the `one` id when the `other` id has no `Other` (pollVotesOne, pollVotes)', async () => {
    const v = defineMessages('test', { votesOne: '{n} vote', votes: '{n} votes' });
    const forms = { one: v.votesOne, other: v.votes };
    expect(pluralForm(forms, 'few')).toEqual({ id: 'test.votesFew', en: '{n} votes', fallback: v.votes });
    expect([pluralForm(forms, 'one'), pluralForm(forms, 'other'), pluralForm({ other: v.votes }, 'two')]).toEqual([
      v.votesOne,
      v.votes,
      v.votes,
    ]);
    const pack = {
      'test.votesZero': 'لا أصوات',
      'test.votesOne': 'صوت واحد',
      'test.votesTwo': 'صوتان',
      'test.votesFew': '{n} أصوات',
      'test.votes': '{n} صوتًا',
    };
    const i18n = new KernelI18n();
    await i18n.load('ar-SA', 'v', null, async () => new Response(JSON.stringify(pack)));
    const say = (n: number) => i18n.t(pluralForm(forms, i18n.plural(n)), { n });
    expect([0, 1, 2, 3, 11, 100].map(say)).toEqual(['لا أصوات', 'صوت واحد', 'صوتان', '3 أصوات', '11 صوتًا', '100 صوتًا']);
    // English has no few: the English `other` text.
    expect(new KernelI18n().t(pluralForm(forms, 'few'), { n: 3 })).toBe('3 votes');
  });

  it('formats with Intl for the language', async () => {
    const i18n = new KernelI18n();
    expect(i18n.formatNumber(1234567)).toBe('1,234,567');
    expect(i18n.formatRelative(-3, 'minute')).toBe('3 minutes ago');
    expect(i18n.plural(1)).toBe('one');
  });
});

describe('date formatting', () => {
  it('formats with the default and given options, reusing formatters', () => {
    const i18n = new KernelI18n();
    const d = Date.UTC(2025, 8, 1, 12, 0);
    expect(i18n.formatDate(d, { year: 'numeric', timeZone: 'UTC' })).toBe('2025');
    expect(i18n.formatDate(d, { month: 'long', timeZone: 'UTC' })).toBe('September');
    expect(i18n.formatDate(d, { year: 'numeric', timeZone: 'UTC' })).toBe('2025');
    expect(i18n.formatDate(d)).toMatch(/2025/);
  });

  it('sets the page language and direction to the pack in use', async () => {
    expect([textDirection('ar-SA'), textDirection('ug-CN'), textDirection('ja-JP'), textDirection('en-US')]).toEqual([
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ]);
    const documentElement = { lang: 'en', dir: '' };
    vi.stubGlobal('document', { documentElement });
    const fetcher = async () => new Response(JSON.stringify({ 'test.plain': 'عادي' }));
    await new KernelI18n().load('ar-SA', 'v', null, fetcher);
    expect(documentElement).toEqual({ lang: 'ar-SA', dir: 'rtl' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await new KernelI18n().load('ug-CN', 'v', null, async () => new Response('', { status: 404 }));
    // No Uyghur pack: the interface is English, so the page is too.
    expect(documentElement).toEqual({ lang: 'en-US', dir: 'ltr' });
    warn.mockRestore();
    vi.unstubAllGlobals();
  });
});
