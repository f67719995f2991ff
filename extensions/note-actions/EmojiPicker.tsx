import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { entities } from 'misskey-js';
import { Instance, Preferences, usePreference, useService, useT } from '@kite/sdk';
import { DEFAULT_REACTIONS, acceptsEmoji } from './reactionFlow';
import { actionMessages as m } from './messages';

import { PICKER_NS } from './pickerPrefs';

export { PICKER_NS };
/** How many recently used reactions are kept. */
const RECENT_MAX = 16;

function Choice({ value, label, url, size, onPick }: { value: string; label: string; url?: string; size: number; onPick: (v: string) => void }) {
  return (
    <button type="button" className="kite-picker-emoji" aria-label={label} title={label} style={{ width: size, height: size, fontSize: size * 0.7 }} onClick={() => onPick(value)}>
      {url ? <img src={url} alt="" width={size * 0.75} height={size * 0.75} /> : value}
    </button>
  );
}

/**
 * The reaction picker: search, recent, the default reactions (spec 1 §9) and the server's
 * custom emojis by category, sized by the picker scale / width / height preferences.
 * Muted reactions and emojis the note does not accept are left out.
 */
export function EmojiPicker(props: { note: entities.Note; anchor: DOMRect | null; onPick: (reaction: string) => void; close: () => void }) {
  const t = useT();
  const instance = useService(Instance);
  const prefs = useService(Preferences);
  const scale = usePreference('emojiPickerScale');
  const width = usePreference('emojiPickerWidth');
  const height = usePreference('emojiPickerHeight');
  const [q, setQ] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const muted = (prefs.state[`${PICKER_NS}.mutedReactions`] as string[] | undefined) ?? [];
  const recent = ((prefs.state[`${PICKER_NS}.recentReactions`] as string[] | undefined) ?? []).filter((r) => !muted.includes(r));
  const size = 24 + scale * 6;
  const cols = 5 + width;
  const meHost = null;

  useEffect(() => search.current?.focus(), []);

  const custom = useMemo(() => instance.emojis.filter((e) => acceptsEmoji(props.note, e, meHost) && !muted.includes(`:${e.name}:`)), [instance.emojis, props.note, muted]);
  const pick = (r: string) => {
    prefs.state[`${PICKER_NS}.recentReactions`] = [r, ...recent.filter((x) => x !== r)].slice(0, RECENT_MAX);
    props.close();
    props.onPick(r);
  };
  const query = q.trim().toLowerCase().replace(/^:|:$/g, '');
  const matches = query ? custom.filter((e) => e.name.includes(query) || e.aliases.some((a) => a.includes(query))) : [];
  const categories = useMemo(() => {
    const map = new Map<string, entities.EmojiSimple[]>();
    for (const e of custom) {
      const c = e.category ?? '';
      map.set(c, [...(map.get(c) ?? []), e]);
    }
    return [...map];
  }, [custom]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.close();
  };
  const top = props.anchor ? Math.min(props.anchor.bottom + 4, window.innerHeight - 320) : 80;
  const left = props.anchor ? Math.max(8, Math.min(props.anchor.left, window.innerWidth - cols * size - 40)) : 8;
  const grid = { gridTemplateColumns: `repeat(${cols}, ${size}px)` };
  const emojiChoice = (e: entities.EmojiSimple) => <Choice key={e.name} value={`:${e.name}:`} label={`:${e.name}:`} url={e.url} size={size} onPick={pick} />;

  return (
    <>
      <div className="kite-picker-backdrop" onClick={props.close} />
      <div role="dialog" aria-label={t(m.pickerLabel)} className="kite-picker" style={{ top, left, maxHeight: (3 + height * 2) * size + 60 }} onKeyDown={onKey}>
        <input ref={search} type="search" className="kite-picker-search" aria-label={t(m.search)} placeholder={t(m.search)} value={q} onChange={(e) => setQ(e.target.value)} />
        <div className="kite-picker-body">
          {query ? (
            matches.length ? <div className="kite-picker-grid" style={grid}>{matches.map(emojiChoice)}</div> : <p>{t(m.noEmoji)}</p>
          ) : (
            <>
              {recent.length > 0 && (
                <section aria-label={t(m.recent)}><h3>{t(m.recent)}</h3>
                  <div className="kite-picker-grid" style={grid}>{recent.map((r) => <Choice key={r} value={r} label={r} url={instance.emojiByName(r.replace(/:/g, ''))?.url} size={size} onPick={pick} />)}</div>
                </section>
              )}
              <section aria-label={t(m.defaultReactions)}><h3>{t(m.defaultReactions)}</h3>
                <div className="kite-picker-grid" style={grid}>{DEFAULT_REACTIONS.filter((r) => !muted.includes(r)).map((r) => <Choice key={r} value={r} label={r} size={size} onPick={pick} />)}</div>
              </section>
              {categories.map(([cat, list]) => (
                <section key={cat} aria-label={cat || t(m.other)}><h3>{cat || t(m.other)}</h3>
                  <div className="kite-picker-grid" style={grid}>{list.map(emojiChoice)}</div>
                </section>
              ))}
            </>
          )}
        </div>
      </div>
    </>
  );
}
