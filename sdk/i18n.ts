/**
 * i18n keys are objects, not strings: `defineMessages('about', { title: 'About' })`
 * returns `{ title: MessageKey }`, so a typo is a type error and the en-US text lives
 * beside the code that uses it. Language packs override by `namespace.key`.
 */
export interface MessageKey {
  readonly id: string;
  /** The en-US text; `{name}` marks a parameter. */
  readonly en: string;
  /** For a plural form a language pack may lack (see `pluralForm`): the key whose text stands in for it. */
  readonly fallback?: MessageKey;
}

/** Declares a namespace's messages with their en-US texts; returns a `MessageKey` per key (ids `namespace.key`). */
export function defineMessages<const T extends Record<string, string>>(
  namespace: string,
  messages: T,
): { readonly [K in keyof T]: MessageKey } {
  const out: Record<string, MessageKey> = {};
  for (const [key, en] of Object.entries(messages)) out[key] = Object.freeze({ id: `${namespace}.${key}`, en });
  return Object.freeze(out) as { readonly [K in keyof T]: MessageKey };
}

/** Whether `v` is a `MessageKey` rather than a plain string (items may carry either). */
export function isMessageKey(v: unknown): v is MessageKey {
  return typeof v === 'object' && v !== null && 'id' in v && 'en' in v;
}

/** Values for a message's `{name}` parameters. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` parameters. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The forms of a counted message: `other` always, `one` (and the other CLDR categories) where the language has them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, MessageKey>> & { other: MessageKey };

/**
 * The form for a CLDR plural category (from `I18nService.plural(n)`). A category English lacks
 * (zero, two, few, many) may be given by a language pack under the `one` id with the category
 * for `One`: `notes.pollVotesFew` beside `notes.pollVotesOne` and `notes.pollVotes`. Where the
 * pack has no such form (or the forms no `…One`), `other` is used.
 */
export function pluralForm(forms: PluralForms, rule: Intl.LDMLPluralRule): MessageKey {
  const own = forms[rule];
  if (own) return own;
  const one = forms.one?.id;
  if (!one?.endsWith('One')) return forms.other;
  return { id: `${one.slice(0, -3)}${rule.charAt(0).toUpperCase()}${rule.slice(1)}`, en: forms.other.en, fallback: forms.other };
}
