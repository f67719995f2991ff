import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Icon, Preferences, corePreferenceDefaults, useContributions, useService, useT } from '@kite/sdk';
import { Select } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { PrefRow, usePrefValue } from './PrefRow';

/** Moves item `from` to position `to` (both in range). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x);
  return out;
}

/**
 * `/settings/navbar`: the navbar entries in order, with dividers (`-`). Reorder by dragging,
 * by the arrow buttons, or with Alt+↑/↓ on a focused entry; every change is saved at once.
 */
export default function NavbarPage() {
  const t = useT();
  const prefs = useService(Preferences);
  const menu = usePrefValue<readonly string[]>('menu');
  const catalogue = useContributions('navbar');
  const [dragging, setDragging] = useState<number | null>(null);
  const [toAdd, setToAdd] = useState('');
  const addId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const title = (id: string) => {
    if (id === '-') return t(m.divider);
    const c = catalogue.find((x) => x.id === id);
    return c ? t(c.title) : id;
  };
  const save = (next: readonly string[]) => prefs.set('menu', [...next]);
  const focusRow = (i: number) => requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('li')[i]?.focus());
  const shift = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= menu.length) return;
    save(move(menu, i, j));
    focusRow(j);
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    shift(i, e.key === 'ArrowUp' ? -1 : 1);
  };
  const unused = catalogue.filter((c) => !menu.includes(c.id));

  return (
    <div className="kite-settings-page">
      <h1>{t(sm.navbar)}</h1>
      <section>
        <PrefRow prefKey="menu" label={t(m.navbarItems)}>
          {(id) => (
            <ul ref={listRef} id={id} className="kite-settings-list kite-settings-navbar" aria-label={t(m.navbarItems)}>
              {menu.map((item, i) => (
                <li
                  key={`${item}-${i}`}
                  // An entry takes focus so Alt+↑/↓ can move it (the arrow buttons inside do the same by click).
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                  draggable
                  data-item={item}
                  data-dragging={dragging === i}
                  aria-label={title(item)}
                  onKeyDown={(e) => onKey(e, i)}
                  onDragStart={(e) => {
                    setDragging(i);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(i));
                  }}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    const from = Number(e.dataTransfer.getData('text/plain'));
                    if (Number.isInteger(from) && from !== i) save(move(menu, from, i));
                    setDragging(null);
                  }}
                  onDragEnd={() => setDragging(null)}
                >
                  <span>{item === '-' ? <em>— {title(item)} —</em> : title(item)}</span>
                  <button
                    type="button"
                    className="kite-icon-button"
                    aria-label={t(m.moveUp, { name: title(item) })}
                    disabled={i === 0}
                    onClick={() => shift(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="kite-icon-button"
                    aria-label={t(m.moveDown, { name: title(item) })}
                    disabled={i === menu.length - 1}
                    onClick={() => shift(i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="kite-icon-button"
                    aria-label={t(m.removeItem, { name: title(item) })}
                    onClick={() => save(menu.filter((_, j) => j !== i))}
                  >
                    <Icon icon="x" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PrefRow>
        <p className="kite-settings-note">{t(m.dragHint)}</p>
        <div className="kite-settings-row">
          <label htmlFor={addId}>{t(m.addItem)}</label>
          <Select
            id={addId}
            value={toAdd}
            options={[{ value: '', text: '—' }, ...unused.map((c) => ({ value: c.id, text: t(c.title) }))]}
            onChange={setToAdd}
          />
          <button
            type="button"
            className="kite-button"
            disabled={!toAdd}
            onClick={() => {
              save([...menu, toAdd]);
              setToAdd('');
            }}
          >
            {t(m.addItem)}
          </button>
          <button type="button" className="kite-button" onClick={() => save([...menu, '-'])}>
            {t(m.addDivider)}
          </button>
          <button type="button" className="kite-button" onClick={() => save(corePreferenceDefaults.menu)}>
            {t(m.resetDefault)}
          </button>
        </div>
      </section>
    </div>
  );
}
