import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '@kite/sdk';
import { coordOf, type BoardView } from './gameState';
import { reversiMessages as m } from './messages';

/**
 * The board: one button per square, named by its coordinate and what is on it. One tab stop
 * (the arrow keys move between squares); a square the viewer may take is marked and playable.
 */
export function BoardGrid({ view, playable, onPut }: { view: BoardView; playable: boolean; onPut: (pos: number) => void }) {
  const t = useT();
  const [focus, setFocus] = useState(() => view.cells.findIndex((c) => c !== 'none'));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, pos: number) => {
    const d = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -view.width, ArrowDown: view.width }[e.key];
    if (d === undefined) return;
    e.preventDefault();
    let next = pos + d;
    // Skip squares that are not on the map, staying on the same row for left/right.
    while (next >= 0 && next < view.cells.length && view.cells[next] === 'none') next += d;
    if (next < 0 || next >= view.cells.length) return;
    if (Math.abs(d) === 1 && Math.floor(next / view.width) !== Math.floor(pos / view.width)) return;
    setFocus(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="kite-reversi-board" role="group" aria-label={t(m.board)} style={{ gridTemplateColumns: `repeat(${view.width}, 1fr)` }}>
      {view.cells.map((c, pos) => {
        if (c === 'none') return <span key={pos} className="kite-reversi-hole" />;
        const legal = playable && view.legal.has(pos);
        const state = c === 'empty' ? (legal ? t(m.legal) : t(m.empty)) : t(c === 'black' ? m.black : m.white);
        return (
          <button
            key={pos}
            ref={(el) => {
              refs.current[pos] = el;
            }}
            type="button"
            className={`kite-reversi-cell is-${c}${legal ? ' is-legal' : ''}${view.last === pos ? ' is-last' : ''}`}
            tabIndex={pos === focus ? 0 : -1}
            aria-label={t(m.cell, { coord: coordOf(pos, view.width), state })}
            aria-disabled={!legal}
            onFocus={() => setFocus(pos)}
            onKeyDown={(e) => move(e, pos)}
            onClick={() => legal && onPut(pos)}
          >
            {c !== 'empty' && <span className="kite-reversi-stone" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
