/** A small picture of a map's squares and opening stones (decorative: the map's name is in the choice). */
export function MapPreview({ map }: { map: readonly string[] }) {
  const width = Math.max(...map.map((r) => r.length));
  return (
    <div className="kite-reversi-preview" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${width}, 1fr)` }}>
      {map.flatMap((row, y) =>
        [...row.padEnd(width, ' ')].map((c, x) => (
          <span key={`${y}-${x}`} className={c === ' ' ? 'is-none' : c === 'b' ? 'is-black' : c === 'w' ? 'is-white' : ''} />
        )),
      )}
    </div>
  );
}
