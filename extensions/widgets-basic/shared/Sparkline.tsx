/** A small line chart of `values` (oldest first), drawn in SVG. */
export function Sparkline(props: { values: readonly number[]; width?: number; height?: number; label?: string }) {
  const w = props.width ?? 60;
  const h = props.height ?? 20;
  const max = Math.max(1, ...props.values);
  const step = props.values.length > 1 ? w / (props.values.length - 1) : 0;
  const points = props.values.map((v, i) => `${(i * step).toFixed(1)},${(h - (v / max) * (h - 2) - 1).toFixed(1)}`).join(' ');
  return (
    <svg
      className="kite-wspark"
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : true}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
