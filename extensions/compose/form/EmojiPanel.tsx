import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Instance, NoteViews, useOptionalService, useService, useT, safeImageSrc } from '@kite/sdk';
import { composeMessages as m } from '../messages';

/** A small set of everyday Unicode emojis (the reaction picker's full table lives with note actions). */
const UNICODE = [
  '👍',
  '❤',
  '😆',
  '🤔',
  '😮',
  '🎉',
  '💢',
  '😥',
  '😇',
  '🍮',
  '😀',
  '😂',
  '🥲',
  '😊',
  '😍',
  '😎',
  '😭',
  '😡',
  '🙏',
  '👏',
  '🙌',
  '👀',
  '🔥',
  '✨',
  '⭐',
  '🌸',
  '🍣',
  '🍺',
  '☕',
  '🎂',
  '🐱',
  '🐶',
  '🪁',
  '🌈',
  '☀',
  '🌙',
  '✅',
  '❌',
  '⚠',
  '💡',
];

/**
 * The composer's emoji picker: the server's custom emojis and a Unicode set, with search.
 * A composer-local picker: the reaction picker of note actions is not exposed through a
 * token. Escape closes and gives focus back to the text.
 */
export function EmojiPanel(props: { onPick: (value: string) => void; onClose: () => void }) {
  const t = useT();
  const instance = useService(Instance);
  // Unicode emojis are drawn like notes draw them (the emoji style preference), when the notes extension is on.
  const views = useOptionalService(NoteViews);
  const [q, setQ] = useState('');
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => search.current?.focus(), []);
  const query = q.trim().toLowerCase().replace(/^:|:$/g, '');
  const custom = useMemo(
    () => instance.emojis.filter((e) => !query || e.name.includes(query) || e.aliases.some((a) => a.includes(query))).slice(0, 120),
    [instance.emojis, query],
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      props.onClose();
    }
  };
  return (
    <div className="kite-compose-emoji" role="dialog" aria-label={t(m.emoji)} onKeyDown={onKeyDown}>
      <input
        ref={search}
        type="search"
        aria-label={t(m.emojiSearch)}
        placeholder={t(m.emojiSearch)}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      <div className="grid" role="group" aria-label={t(m.customEmojis)}>
        {custom.map((e) => (
          <button key={e.name} type="button" aria-label={`:${e.name}:`} title={`:${e.name}:`} onClick={() => props.onPick(`:${e.name}:`)}>
            {safeImageSrc(e.url) ? <img src={safeImageSrc(e.url)} alt="" width={24} height={24} /> : `:${e.name}:`}
          </button>
        ))}
      </div>
      {!query && (
        <div className="grid" role="group" aria-label={t(m.unicodeEmojis)}>
          {UNICODE.map((u) => (
            <button key={u} type="button" aria-label={u} onClick={() => props.onPick(u)}>
              {views ? <views.Mfm text={u} plain /> : u}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
