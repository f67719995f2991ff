import type { I18nService, MessageKey, MessageParams } from '@kite/sdk';
import { interpolate } from '@kite/sdk';
import { isMessageKey } from '@kite/sdk/internal';

type Pack = Readonly<Record<string, string>>;

export interface PackStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * One cached pack, `[lang, version, pack]` under one key: a pack is ~150 KB, and storage is shared
 * with everything else, so a new language or version replaces the old one (Clear cache drops it: `kite:locale:`).
 */
const CACHE_KEY = 'kite:locale:pack';

/** Scripts written right to left, by language subtag: the page mirrors for them (spec 1 §1). */
const rtlLanguages = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);
export const textDirection = (lang: string): 'rtl' | 'ltr' => (rtlLanguages.has(lang.split('-')[0] ?? '') ? 'rtl' : 'ltr');

/** Whether `v` is a pack: an object (the build checks that it holds texts only, tools/localePacks.ts). */
function isPack(v: unknown): v is Pack {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Messages default to the en-US text carried by each key; other languages load a pack
 * `/assets/locales/{lang}.{version}.json`, cached in storage (the last one loaded). A pack that
 * cannot be had (not there, garbled, no network) leaves the interface in English, said only
 * in the console.
 */
export class KernelI18n implements I18nService {
  private pack: Pack = {};
  private listeners = new Set<() => void>();
  /**
   * Built on first use, per language: the first Intl object of a kind loads its locale data
   * (tens of ms on a phone), and the start page's first note may need none of them.
   */
  private formats: { lang: string; plurals?: Intl.PluralRules; numbers?: Intl.NumberFormat; relative?: Intl.RelativeTimeFormat } = {
    lang: '',
  };
  private get intl() {
    if (this.formats.lang !== this.lang) this.formats = { lang: this.lang };
    return this.formats;
  }

  constructor(public lang = 'en-US') {}

  async load(lang: string, version: string, storage: PackStorage | null, fetcher: typeof fetch = fetch): Promise<void> {
    let pack: Pack = {};
    if (lang !== 'en-US') {
      let cached: unknown = null;
      try {
        cached = JSON.parse(storage?.getItem(CACHE_KEY) ?? 'null');
      } catch {
        // Garbled: fetched again.
      }
      try {
        if (Array.isArray(cached) && cached[0] === lang && cached[1] === version && isPack(cached[2])) pack = cached[2];
        else {
          const res = await fetcher(`/assets/locales/${lang}.${version}.json`);
          const body: unknown = res.ok && (await res.json());
          if (!isPack(body)) throw new Error(`HTTP ${res.status}, no pack`);
          pack = body;
          try {
            storage?.setItem(CACHE_KEY, JSON.stringify([lang, version, pack]));
          } catch {
            // Storage full: the pack is used all the same, and fetched again next time.
          }
        }
      } catch (e) {
        console.warn(`[kite] language pack ${lang} failed to load; using en-US`, e);
        lang = 'en-US';
      }
    }
    this.pack = pack;
    this.lang = lang;
    if (typeof document !== 'undefined') Object.assign(document.documentElement, { lang, dir: textDirection(lang) });
    for (const l of [...this.listeners]) l();
  }

  t(key: MessageKey | string, params?: MessageParams): string {
    if (!isMessageKey(key)) return interpolate(key, params);
    // A plural form the pack lacks (see pluralForm) reads as its `other` form.
    const text = this.pack[key.id] ?? (key.fallback && this.pack[key.fallback.id]) ?? key.en;
    return interpolate(text, params);
  }

  formatNumber(n: number, opts?: Intl.NumberFormatOptions): string {
    return opts ? new Intl.NumberFormat(this.lang, opts).format(n) : (this.intl.numbers ??= new Intl.NumberFormat(this.lang)).format(n);
  }

  formatDate(d: Date | number, opts?: Intl.DateTimeFormatOptions): string {
    return this.dateFormat(opts ?? { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  }

  /** One formatter per language and options: building one costs ~0.5 ms, and lists format many dates. */
  private dateFormats = new Map<string, Intl.DateTimeFormat>();
  private dateFormat(opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    const key = `${this.lang}|${JSON.stringify(opts)}`;
    let f = this.dateFormats.get(key);
    if (!f) this.dateFormats.set(key, (f = new Intl.DateTimeFormat(this.lang, opts)));
    return f;
  }

  formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
    return (this.intl.relative ??= new Intl.RelativeTimeFormat(this.lang, { numeric: 'auto' })).format(value, unit);
  }

  plural(n: number): Intl.LDMLPluralRule {
    return (this.intl.plurals ??= new Intl.PluralRules(this.lang)).select(n);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
