import type { ReactElement } from 'react';
import { Dialogs, Instance, Preferences, safeHttpUrl, useOptionalService, usePreference, useService, useT } from '@kite/sdk';
import { useNotePref } from '../prefs';
import { noteMessages as m } from '../messages';
import { fluentEmojiPath, twemojiPath } from './paths';
import { muteEmoji, unmuteEmoji } from './mute';

export interface EmojiProps {
  /** A unicode emoji character sequence, or a custom emoji name (without colons). */
  emoji: string;
  custom?: boolean;
  /** Host of the emoji (custom emoji of remote notes), null for local. */
  host?: string | null;
  /** Name → url maps of the note (emojis / reactionEmojis). */
  urls?: Readonly<Record<string, string>>;
  /** Clicking offers muting (in note text and reactions; not in names). */
  menu?: boolean;
}

/** Resolves a custom emoji's url: the note's own map first, then the server's list. */
export function useCustomEmojiUrl(name: string, host: string | null | undefined, urls?: Readonly<Record<string, string>>): string | null {
  const instance = useOptionalService(Instance);
  const raw = (host ? urls?.[`${name}@${host}`] : undefined) ?? urls?.[name] ?? (host ? undefined : instance?.emojiByName(name)?.url);
  if (!raw) return null;
  return safeHttpUrl(raw, globalThis.location?.origin)?.href ?? null;
}

/** A unicode or custom emoji; a muted one shows as a placeholder that offers unmuting. */
export function Emoji({ emoji, custom, host, urls, menu }: EmojiProps) {
  const t = useT();
  const style = usePreference('emojiStyle');
  const muted = useNotePref('mutedEmojis');
  const prefs = useService(Preferences);
  const dialogs = useOptionalService(Dialogs);
  const customUrl = useCustomEmojiUrl(custom ? emoji : '', host, urls);
  const id = custom ? `:${emoji}${host ? `@${host}` : ''}:` : emoji;
  const deps = { prefs, dialogs, t };

  if (muted.includes(id)) {
    return (
      <button type="button" className="kite-emoji-muted" aria-label={t(m.mutedEmoji)} title={id} onClick={() => void unmuteEmoji(id, deps)}>
        ?
      </button>
    );
  }
  let img: ReactElement;
  if (custom) {
    if (!customUrl) return <span className="kite-emoji-missing">{id}</span>;
    img = <img className="kite-emoji kite-emoji-custom" src={customUrl} alt={id} title={id} decoding="async" loading="lazy" />;
  } else if (style === 'native') {
    img = (
      <span className="kite-emoji kite-emoji-native" role="img" aria-label={emoji}>
        {emoji}
      </span>
    );
  } else {
    const src = style === 'fluentEmoji' ? fluentEmojiPath(emoji) : twemojiPath(emoji);
    img = <img className="kite-emoji" src={src} alt={emoji} decoding="async" loading="lazy" draggable={false} />;
  }
  if (!menu) return img;
  return (
    <button
      type="button"
      className="kite-emoji-button"
      aria-label={t(m.emoji, { name: id })}
      onClick={(e) => {
        e.stopPropagation();
        void muteEmoji(id, deps);
      }}
    >
      {img}
    </button>
  );
}
