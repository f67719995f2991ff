import { useRef } from 'react';
import type { entities } from 'misskey-js';
import { useSnapshot } from 'valtio';
import { Overlays, Preferences, useOptionalService, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { EmojiPicker, PICKER_NS } from './EmojiPicker';
import { pickerPrefs } from './pickerPrefs';
import { actionMessages as m } from './allMessages';

const KEY = `${PICKER_NS}.mutedReactions`;
/** The picker offers what any note accepts. */
const anyNote = { id: '', reactionAcceptance: null, user: { host: null } } as unknown as entities.Note;

/**
 * `/settings/muted-reactions`: the reactions hidden from every note's reactions row and
 * from the picker (spec 3 §3 muted reactions). Add through the emoji picker, remove one by one.
 */
export default function MutedReactionsPage(_props: RouteProps) {
  const t = useT();
  const prefs = useService(Preferences);
  const overlays = useOptionalService(Overlays);
  const muted = (useSnapshot(prefs.state)[KEY] as readonly string[] | undefined) ?? [];
  const addRef = useRef<HTMLButtonElement>(null);
  const set = (list: string[]) => pickerPrefs(prefs).set('mutedReactions', list);
  const add = () => {
    const el = addRef.current;
    if (!overlays || !el) return;
    const rect = el.getBoundingClientRect();
    overlays.mount(({ close }) => (
      <EmojiPicker
        note={anyNote}
        anchor={rect}
        close={() => {
          close();
          el.focus();
        }}
        onPick={(r) => {
          if (!muted.includes(r)) set([...muted, r]);
        }}
      />
    ));
  };
  return (
    <div className="kite-muted-reactions">
      <h1>{t(m.mutedReactions)}</h1>
      <p>{t(m.mutedReactionsHelp)}</p>
      {muted.length === 0 ? (
        <p>{t(m.noMutedReactions)}</p>
      ) : (
        <ul aria-label={t(m.mutedReactions)}>
          {muted.map((r) => (
            <li key={r}>
              <span>{r}</span>
              <button
                type="button"
                className="kite-button"
                aria-label={t(m.unmuteReaction, { reaction: r })}
                onClick={() => set(muted.filter((x) => x !== r))}
              >
                {t(m.unmute)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button ref={addRef} type="button" className="kite-button kite-button-primary" onClick={add}>
        {t(m.muteReaction)}
      </button>
    </div>
  );
}
