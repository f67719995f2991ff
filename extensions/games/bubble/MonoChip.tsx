import { useT } from '@kite/sdk';
import type { Mono } from './monos';
import { bubbleMessages as m } from './messages';

/** A small picture of a mono (the next ones, the held one), named by its level. */
export function MonoChip({ mono }: { mono: Mono }) {
  const t = useT();
  const wide = mono.sizeX > mono.sizeY;
  return (
    <span
      role="img"
      aria-label={t(m.level, { n: mono.level })}
      className={`kite-bubble-chip${mono.shape === 'circle' ? ' kite-bubble-chip-round' : ''}${wide ? ' kite-bubble-chip-wide' : ''}`}
      style={{ background: mono.color }}
    >
      {mono.label}
    </span>
  );
}
