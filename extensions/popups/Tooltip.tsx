import { useBelowAnchor } from './useBelowAnchor';

/** A tooltip below (or above) its anchor; the anchor points at it with aria-describedby. */
export function TooltipView(props: { id: string; anchor: HTMLElement; content: string }) {
  const { ref, style } = useBelowAnchor<HTMLDivElement>(props.anchor, (el) => ({ width: el.offsetWidth, height: el.offsetHeight }));
  return (
    <div ref={ref} id={props.id} role="tooltip" className="kite-tooltip" style={style}>
      {props.content}
    </div>
  );
}
