import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Instance, Preferences, safeImageSrc, unicodeEmojiImage, usePreference, useService, useT } from '@kite/sdk';
import type { EmojiStyle } from '@kite/sdk';
import { DEFAULT_REACTIONS, acceptsEmoji } from './reactionFlow';
import { actionMessages as m } from './allMessages';
import { PICKER_NS, pickerPrefs } from './pickerPrefs';
import { CATEGORIES, SKIN_TONES, loadUnicodeEmoji, searchUnicode, withSkinTone } from './picker/unicodeEmoji';
import type { UnicodeEmoji } from './picker/unicodeEmoji';
import { CATEGORY_TITLES, TONE_LABELS, isPaletteList } from './picker/sections';
import { pickerOrder } from './picker/palettes';

export { PICKER_NS };
/** How many recently used reactions are kept. */
const RECENT_MAX = 16;

/** One emoji button: a custom emoji's image, or a unicode emoji in the person's emojiStyle. */
function Choice({
  value,
  label,
  title,
  url,
  size,
  style,
  onPick,
}: {
  value: string;
  label: string;
  title?: string;
  url?: string;
  size: number;
  style: EmojiStyle;
  onPick: (v: string) => void;
}) {
  const img = url !== undefined ? (safeImageSrc(url) ?? null) : value.startsWith(':') ? null : unicodeEmojiImage(value, style);
  return (
    <button
      type="button"
      className="kite-picker-emoji"
      aria-label={label}
      title={title ?? label}
      style={{ width: size, height: size, fontSize: size * 0.7 }}
      onClick={() => onPick(value)}
    >
      {img ? <img src={img} alt="" width={size * 0.75} height={size * 0.75} loading="lazy" decoding="async" /> : value}
    </button>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.children}
    </section>
  );
}

/** A category, closed until opened: the full unicode set is ~1,900 buttons, too many to draw at once. */
function Category(props: { title: string; count: number; render: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={props.title}>
      <h3>
        <button type="button" className="kite-picker-category" aria-expanded={open} onClick={() => setOpen((x) => !x)}>
          {props.title} <span className="kite-picker-category-count">({props.count})</span>
        </button>
      </h3>
      {open && props.render()}
    </section>
  );
}

/**
 * The reaction picker: search (custom and unicode, by name and alias), recently used, the
 * person's palettes, the default reactions (spec 1 §9), the server's custom emoji by category
 * and every unicode emoji by category, in a chosen skin tone and the `emojiStyle`, sized by the
 * picker preferences. Muted reactions and emoji the note does not accept are left out.
 */
export function EmojiPicker(props: { note: entities.Note; anchor: DOMRect | null; onPick: (reaction: string) => void; close: () => void }) {
  const t = useT();
  const instance = useService(Instance);
  const prefs = useService(Preferences);
  const scale = usePreference('emojiPickerScale');
  const width = usePreference('emojiPickerWidth');
  const height = usePreference('emojiPickerHeight');
  const style = usePreference('emojiStyle');
  const [q, setQ] = useState('');
  const [unicode, setUnicode] = useState<UnicodeEmoji[] | null>(null);
  const [tone, setTone] = useState(() => Number(prefs.state[`${PICKER_NS}.skinTone`] ?? 0) || 0);
  const search = useRef<HTMLInputElement>(null);
  const storedMutes = prefs.state[`${PICKER_NS}.mutedReactions`] as string[] | undefined;
  const muted = storedMutes ?? [];
  const recent = ((prefs.state[`${PICKER_NS}.recentReactions`] as string[] | undefined) ?? []).filter((r) => !muted.includes(r));
  const rawPalettes = prefs.state[`${PICKER_NS}.emojiPalettes`];
  const mainPalette = (prefs.state[`${PICKER_NS}.emojiPaletteForReaction`] as string | null | undefined) ?? null;
  const palettes = isPaletteList(rawPalettes) ? pickerOrder(rawPalettes, mainPalette).filter((p) => p.emojis.length > 0) : [];
  const size = 24 + scale * 6;
  const cols = 5 + width;
  const meHost = null;

  useEffect(() => search.current?.focus(), []);
  useEffect(() => {
    let alive = true;
    void loadUnicodeEmoji().then((l) => alive && setUnicode(l));
    return () => {
      alive = false;
    };
  }, []);

  const custom = useMemo(
    () => instance.emojis.filter((e) => acceptsEmoji(props.note, e, meHost) && !(storedMutes ?? []).includes(`:${e.name}:`)),
    [instance.emojis, props.note, storedMutes],
  );
  const pick = (r: string) => {
    pickerPrefs(prefs).set('recentReactions', [r, ...recent.filter((x) => x !== r)].slice(0, RECENT_MAX));
    props.close();
    props.onPick(r);
  };
  const chooseTone = (n: number) => {
    setTone(n);
    pickerPrefs(prefs).set('skinTone', n);
  };
  const query = searchQuery(q);
  const customMatches = query ? custom.filter((e) => e.name.includes(query) || e.aliases.some((a) => a.includes(query))) : [];
  const unicodeMatches = useMemo(() => {
    const query = searchQuery(q);
    return query && unicode ? searchUnicode(unicode, query).filter((e) => !(storedMutes ?? []).includes(e.char)) : [];
  }, [q, unicode, storedMutes]);
  const customByCategory = useMemo(() => {
    const map = new Map<string, entities.EmojiSimple[]>();
    for (const e of custom) map.set(e.category ?? '', [...(map.get(e.category ?? '') ?? []), e]);
    return [...map];
  }, [custom]);
  const unicodeByCategory = useMemo(
    () => CATEGORIES.map((c) => [c, (unicode ?? []).filter((e) => e.category === c && !(storedMutes ?? []).includes(e.char))] as const),
    [unicode, storedMutes],
  );

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.close();
  };
  const top = props.anchor ? Math.min(props.anchor.bottom + 4, window.innerHeight - 320) : 80;
  const left = props.anchor ? Math.max(8, Math.min(props.anchor.left, window.innerWidth - cols * size - 40)) : 8;
  const grid = { gridTemplateColumns: `repeat(${cols}, ${size}px)` };
  const customChoice = (e: entities.EmojiSimple) => (
    <Choice key={e.name} value={`:${e.name}:`} label={`:${e.name}:`} url={e.url} size={size} style={style} onPick={pick} />
  );
  const unicodeChoice = (e: UnicodeEmoji) => {
    const char = withSkinTone(e.char, tone);
    return <Choice key={e.char} value={char} label={char} title={`:${e.name}:`} size={size} style={style} onPick={pick} />;
  };
  const reaction = (r: string) => (
    <Choice key={r} value={r} label={r} url={instance.emojiByName(r.replace(/:/g, ''))?.url} size={size} style={style} onPick={pick} />
  );

  return (
    <>
      {/* The backdrop is a pointer shortcut: Escape closes the picker from the keyboard. */}
      <div className="kite-picker-backdrop" role="presentation" onClick={props.close} />
      <div
        role="dialog"
        aria-label={t(m.pickerLabel)}
        className="kite-picker"
        style={{ top, left, maxHeight: (3 + height * 2) * size + 90 }}
        onKeyDown={onKey}
      >
        <input
          ref={search}
          type="search"
          className="kite-picker-search"
          aria-label={t(m.search)}
          placeholder={t(m.search)}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <div className="kite-picker-tones" role="radiogroup" aria-label={t(m.skinTone)}>
          {SKIN_TONES.map((_, i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={tone === i}
              aria-label={t(TONE_LABELS[i])}
              title={t(TONE_LABELS[i])}
              className={`kite-picker-tone kite-picker-tone-${i}`}
              onClick={() => chooseTone(i)}
            />
          ))}
        </div>
        <div className="kite-picker-body">
          {query ? (
            customMatches.length + unicodeMatches.length > 0 ? (
              <div className="kite-picker-grid" style={grid}>
                {[...customMatches.map(customChoice), ...unicodeMatches.map(unicodeChoice)]}
              </div>
            ) : unicode ? (
              <p>{t(m.noEmoji)}</p>
            ) : (
              <p role="status">{t(m.loadingEmoji)}</p>
            )
          ) : (
            <>
              {recent.length > 0 && (
                <Section title={t(m.recent)}>
                  <div className="kite-picker-grid" style={grid}>
                    {recent.map(reaction)}
                  </div>
                </Section>
              )}
              {palettes.map((p) => (
                <Section key={p.id ?? p.name} title={t(m.palette, { name: p.name })}>
                  <div className="kite-picker-grid" style={grid}>
                    {p.emojis.filter((r) => !muted.includes(r)).map(reaction)}
                  </div>
                </Section>
              ))}
              <Section title={t(m.defaultReactions)}>
                <div className="kite-picker-grid" style={grid}>
                  {DEFAULT_REACTIONS.filter((r) => !muted.includes(r)).map(reaction)}
                </div>
              </Section>
              {customByCategory.map(([cat, list]) => (
                <Category
                  key={`c-${cat}`}
                  title={cat ? t(m.customCategory, { name: cat }) : t(m.customEmoji)}
                  count={list.length}
                  render={() => (
                    <div className="kite-picker-grid" style={grid}>
                      {list.map(customChoice)}
                    </div>
                  )}
                />
              ))}
              {unicode == null ? (
                <p role="status">{t(m.loadingEmoji)}</p>
              ) : (
                unicodeByCategory.map(([cat, list]) => (
                  <Category
                    key={cat}
                    title={t(CATEGORY_TITLES[cat])}
                    count={list.length}
                    render={() => (
                      <div className="kite-picker-grid" style={grid}>
                        {list.map(unicodeChoice)}
                      </div>
                    )}
                  />
                ))
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** What the search box asks for: lower case, without the colons around an emoji name. */
function searchQuery(q: string): string {
  return q.trim().toLowerCase().replace(/^:|:$/g, '');
}
