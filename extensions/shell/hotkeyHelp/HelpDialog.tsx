import { useId } from 'react';
import { useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { HotkeyHelp, OverlayHost } from '@kite/sdk';
import { hotkeyHelpMessages as m } from './messages';
import './hotkeys.css';

/** How a key name reads on a keycap (`mod+k`: Ctrl+K, ⌘+K on Apple systems). */
function keyLabel(key: string): string {
  if (key.startsWith('mod+')) return `${/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl'}+${key.slice(4).toUpperCase()}`;
  return key === 'enter' ? 'Enter' : key === 'escape' ? 'Esc' : key === ' ' ? 'Space' : key;
}

/** The `?` dialog: every shortcut that works now, with what it does. */
function HelpDialog({ items, close }: { items: readonly HotkeyHelp[]; close: () => void }) {
  const t = useT();
  const title = useId();
  return (
    <Modal onClose={close} labelledBy={title} className="kite-hotkey-help">
      <h2 id={title} className="kite-dialog-title">
        {t(m.title)}
      </h2>
      <dl className="kite-hotkey-list">
        {items.map((h) => (
          <div key={h.keys.join(' ')} className="kite-hotkey-row">
            <dt>
              {h.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' / '}
                  {/* A sequence (`g h`): one keycap per key, pressed one after the other. */}
                  {(k === ' ' ? [k] : k.split(' ')).map((part, j) => (
                    <span key={j}>
                      {j > 0 && ' '}
                      <kbd>{keyLabel(part)}</kbd>
                    </span>
                  ))}
                </span>
              ))}
            </dt>
            <dd>{t(h.description)}</dd>
          </div>
        ))}
      </dl>
      <div className="kite-dialog-buttons">
        <button type="button" className="kite-button kite-button-primary" data-autofocus onClick={close}>
          {t(m.close)}
        </button>
      </div>
    </Modal>
  );
}

export function showHotkeyHelp(stack: OverlayHost, items: readonly HotkeyHelp[]): void {
  stack.mount(({ close }) => <HelpDialog items={items} close={close} />);
}
