import { interpolate } from '../i18n';
import type { MessageKey, MessageParams } from '../i18n';
import type { I18nService } from '../services';

/**
 * An `I18nService` in one language (`en-US` by default): a message key shows its pack text when
 * `messages` has its id, else its en-US text; a plain string shows as given. Numbers, dates and
 * plural forms follow the language through `Intl`, as the kernel's do.
 */
export class TestI18n implements I18nService {
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly lang: string = 'en-US',
    private readonly messages: Readonly<Record<string, string>> = {},
  ) {}

  t(key: MessageKey | string, params?: MessageParams): string {
    const text = typeof key === 'string' ? key : (this.messages[key.id] ?? (key.fallback && this.messages[key.fallback.id]) ?? key.en);
    return interpolate(text, params);
  }

  formatNumber(n: number, opts?: Intl.NumberFormatOptions): string {
    return new Intl.NumberFormat(this.lang, opts).format(n);
  }

  formatDate(d: Date | number, opts?: Intl.DateTimeFormatOptions): string {
    return new Intl.DateTimeFormat(this.lang, opts).format(d);
  }

  formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
    return new Intl.RelativeTimeFormat(this.lang, { numeric: 'auto' }).format(value, unit);
  }

  plural(n: number): Intl.LDMLPluralRule {
    return new Intl.PluralRules(this.lang).select(n);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export function i18nDouble(opts: { lang?: string; messages?: Readonly<Record<string, string>> } = {}): TestI18n {
  return new TestI18n(opts.lang, opts.messages);
}
