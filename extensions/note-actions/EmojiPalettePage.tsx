import { useId, useRef } from 'react';
import type { entities } from 'misskey-js';
import { useSnapshot } from 'valtio';
import {
  Dialogs,
  Instance,
  Overlays,
  Preferences,
  unicodeEmojiImage,
  useOptionalService,
  usePreference,
  useService,
  useT,
  safeImageSrc,
} from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { EmojiPicker, PICKER_NS } from './EmojiPicker';
import { pickerPrefs } from './pickerPrefs';
import { isPaletteList } from './picker/sections';
import type { Palette } from './picker/sections';
import { addEmoji, mainPaletteId, moveEmoji, newPaletteId } from './picker/palettes';
import { actionMessages as am } from './allMessages';
import { paletteMessages as m } from './picker/paletteMessages';
import './palette.css';

/** The picker offers what any note accepts. */
const anyNote = { id: '', reactionAcceptance: null, user: { host: null } } as unknown as entities.Note;

function EmojiFace(props: { emoji: string }) {
  const instance = useService(Instance);
  const style = usePreference('emojiStyle');
  const custom = props.emoji.startsWith(':') ? safeImageSrc(instance.emojiByName(props.emoji.replace(/:/g, ''))?.url) : undefined;
  const img = custom ?? (props.emoji.startsWith(':') ? null : unicodeEmojiImage(props.emoji, style));
  return img ? <img src={img} alt="" width={24} height={24} /> : <span aria-hidden>{props.emoji}</span>;
}

function PaletteEditor(props: { palette: Palette; isMain: boolean; onChange: (p: Palette | null) => void; onMain: () => void }) {
  const t = useT();
  const overlays = useOptionalService(Overlays);
  const dialogs = useOptionalService(Dialogs);
  const addRef = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const p = props.palette;
  const openPicker = () => {
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
        onPick={(r) => props.onChange({ ...p, emojis: addEmoji(p.emojis, r) })}
      />
    ));
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: p.name }), okText: t(m.deletePalette) })))
      return;
    props.onChange(null);
  };
  return (
    <section className="kite-palette" data-palette={p.name} aria-label={p.name}>
      <div className="kite-settings-field">
        <label htmlFor={nameId}>{t(m.name)}</label>
        <input id={nameId} value={p.name} maxLength={64} onChange={(e) => props.onChange({ ...p, name: e.target.value })} />
      </div>
      <label className="kite-palette-main">
        <input type="radio" name="kite-main-palette" checked={props.isMain} onChange={props.onMain} />
        {t(m.main)}
      </label>
      {p.emojis.length === 0 ? (
        <p>{t(m.empty)}</p>
      ) : (
        <ul className="kite-palette-emojis" aria-label={t(m.emojisOf, { name: p.name })}>
          {p.emojis.map((e, i) => (
            <li key={e} data-emoji={e}>
              <EmojiFace emoji={e} />
              <button
                type="button"
                className="kite-icon-button"
                aria-label={t(m.moveLeft, { emoji: e })}
                disabled={i === 0}
                onClick={() => props.onChange({ ...p, emojis: moveEmoji(p.emojis, i, -1) })}
              >
                ‹
              </button>
              <button
                type="button"
                className="kite-icon-button"
                aria-label={t(m.moveRight, { emoji: e })}
                disabled={i === p.emojis.length - 1}
                onClick={() => props.onChange({ ...p, emojis: moveEmoji(p.emojis, i, 1) })}
              >
                ›
              </button>
              <button
                type="button"
                className="kite-icon-button"
                aria-label={t(m.removeEmoji, { emoji: e })}
                onClick={() => props.onChange({ ...p, emojis: p.emojis.filter((x) => x !== e) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="kite-settings-row">
        <button ref={addRef} type="button" className="kite-button" onClick={openPicker}>
          {t(m.addEmoji)}
        </button>
        <button type="button" className="kite-button kite-button-danger" onClick={() => void remove()}>
          {t(m.deletePalette)}
        </button>
      </div>
    </section>
  );
}

/**
 * `/settings/emoji-palette`: the person's palettes for the reaction picker (Misskey's
 * `emojiPalettes`): make, rename and delete them, add emoji through the picker, remove and
 * reorder them (buttons, so the keyboard can too), and choose the main palette the picker shows first.
 */
export default function EmojiPalettePage(_props: RouteProps) {
  const t = useT();
  const prefs = useService(Preferences);
  const snap = useSnapshot(prefs.state);
  const raw = snap[`${PICKER_NS}.emojiPalettes`];
  const palettes: Palette[] = isPaletteList(raw) ? raw.map((p) => ({ id: p.id, name: p.name, emojis: [...p.emojis] })) : [];
  const main = mainPaletteId(palettes, (snap[`${PICKER_NS}.emojiPaletteForReaction`] as string | null | undefined) ?? null);
  const group = pickerPrefs(prefs);
  const save = (list: Palette[]) => group.set('emojiPalettes', list);
  return (
    <div className="kite-settings-page kite-palettes">
      <h1>{t(am.emojiPalette)}</h1>
      <p className="kite-settings-note">{t(m.help)}</p>
      {palettes.length === 0 && <p>{t(m.noPalettes)}</p>}
      {palettes.map((p, i) => (
        <PaletteEditor
          key={p.id}
          palette={p}
          isMain={p.id === main}
          onMain={() => group.set('emojiPaletteForReaction', p.id)}
          onChange={(next) => save(next ? palettes.map((x, j) => (j === i ? next : x)) : palettes.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="kite-button kite-button-primary"
        onClick={() => save([...palettes, { id: newPaletteId(), name: t(m.defaultName, { n: palettes.length + 1 }), emojis: [] }])}
      >
        {t(m.newPalette)}
      </button>
    </div>
  );
}
