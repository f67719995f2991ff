import type { DialogService, PreferencesService } from '@kite/sdk';
import { getNotePref, setNotePref } from '../prefs';
import type { MessageKey, MessageParams } from '@kite/sdk';

type T = (key: MessageKey, params?: MessageParams) => string;
interface Deps {
  prefs: PreferencesService;
  dialogs: DialogService | null;
  t: T;
}
import { noteMessages as m } from '../messages';

/** Mutes an emoji after confirmation; muting one already muted fails with "Emoji is already muted". */
export async function muteEmoji(id: string, { prefs, dialogs, t }: Deps): Promise<boolean> {
  const list = getNotePref(prefs, 'mutedEmojis');
  if (list.includes(id)) {
    await dialogs?.alert({ type: 'error', text: t(m.emojiAlreadyMuted) });
    return false;
  }
  if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.muteEmojiConfirm, { name: id }) }))) return false;
  setNotePref(prefs, 'mutedEmojis', [...getNotePref(prefs, 'mutedEmojis'), id]);
  return true;
}

export async function unmuteEmoji(id: string, { prefs, dialogs, t }: Deps): Promise<boolean> {
  if (dialogs && !(await dialogs.confirm({ type: 'question', text: t(m.unmuteEmojiConfirm, { name: id }) }))) return false;
  setNotePref(
    prefs,
    'mutedEmojis',
    getNotePref(prefs, 'mutedEmojis').filter((x) => x !== id),
  );
  return true;
}
