import { useEffect, useState } from 'react';
import { Commands, Hotkeys, Preferences, useContributions, useService, useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { useSnapshot } from 'valtio';
import { conflictOf, currentKey, isKeymap, keyName, keySlots, remap } from '../keymap';
import type { Keymap, KeySlot } from '../keymap';
import { hotkeyMessages } from '../messages';
import { keyLabel } from './label';
import { keysMessages as m } from './messages';
import './keys.css';

/** `/settings/hotkeys`: every shortcut with its key; record another key, see conflicts, reset. */
export default function KeysPage() {
  const t = useT();
  const prefs = useService(Preferences);
  const commands = useService(Commands);
  const hotkeys = useService(Hotkeys);
  // Declared once: `define` sets the value back to the stored record, which a change reaches a moment later.
  const [group] = useState(() => prefs.define('hotkeys', { keymap: {} }));
  const state = useSnapshot(prefs.state) as Record<string, unknown>;
  const stored = state['hotkeys.keymap'];
  const map: Keymap = isKeymap(stored) ? stored : {};
  const slots = keySlots(useContributions('hotkeys').filter((h) => h.command === undefined || commands.has(h.command)));
  const [recording, setRecording] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  // Two keys of one shortcut (the palette's Ctrl+K and :) are told apart by their default key.
  const name = (s: KeySlot) =>
    slots.filter((o) => o.description === s.description).length > 1 ? `${t(s.description)} (${keyLabel(s.key)})` : t(s.description);

  useEffect(() => {
    if (recording === null) return;
    // Keys go to this page only while it records: the shortcuts themselves are off.
    const pause = hotkeys.suspend();
    const onKey = (e: KeyboardEvent) => {
      const slot = slots.find((s) => s.key === recording);
      if (!slot) return;
      e.preventDefault();
      e.stopPropagation();
      if (e.key === 'Escape') return setRecording(null);
      const key = keyName(e);
      if (key === null) return;
      const clash = conflictOf(slot.key, key, slots, map);
      setRecording(null);
      if (clash && 'reserved' in clash) setNote({ text: t(m.reserved, { key: keyLabel(key) }), error: true });
      else if (clash) setNote({ text: t(m.conflict, { key: keyLabel(key), action: name(clash.slot) }), error: true });
      else {
        group.set('keymap', remap(map, slot.key, key));
        setNote({ text: t(m.saved, { action: name(slot), key: keyLabel(key) }), error: false });
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      pause.dispose();
    };
  });

  return (
    <div className="kite-settings-page kite-keys">
      <h1>{t(hotkeyMessages.keysTitle)}</h1>
      <p className="kite-settings-note">{t(m.keysExplain)}</p>
      <p role="status" className={note?.error ? 'kite-keys-note kite-keys-error' : 'kite-keys-note'}>
        {note?.text ?? ''}
      </p>
      <ul className="kite-keys-list">
        {slots.map((s) => {
          const key = currentKey(s.key, map);
          const on = recording === s.key;
          return (
            <li key={s.key} className="kite-keys-row">
              <span className="kite-keys-action">{name(s)}</span>
              <Button
                className="kite-keys-key"
                aria-label={t(m.change, { action: name(s) })}
                aria-pressed={on}
                onClick={() => {
                  setNote(null);
                  setRecording(on ? null : s.key);
                }}
              >
                {on ? t(m.recording) : <kbd>{keyLabel(key)}</kbd>}
              </Button>
              {key !== s.key && (
                <Button
                  className="kite-keys-reset"
                  aria-label={t(m.reset, { action: name(s) })}
                  onClick={() => group.set('keymap', remap(map, s.key, s.key))}
                >
                  {t(m.defaultKey, { key: keyLabel(s.key) })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="danger" disabled={Object.keys(map).length === 0} onClick={() => group.set('keymap', {})}>
        {t(m.resetAll)}
      </Button>
    </div>
  );
}
