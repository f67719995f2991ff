import { useEffect, useRef } from 'react';
import type React from 'react';

/**
 * TeX formula. KaTeX loads on first use, in its own chunk, and builds the formula with
 * DOM calls into this element (katex.render uses createElement, not HTML strings), with
 * `trust: false` so \href, \url and \htmlStyle are refused.
 */
export function MathView({ formula, block }: { formula: string; block: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    import('./katex')
      .then((k) => {
        if (live && ref.current) k.renderMath(formula, ref.current, block);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [formula, block]);
  if (block)
    return (
      <div ref={ref as React.RefObject<HTMLDivElement>} className="kite-mfm-math-block">
        {formula}
      </div>
    );
  return (
    <span ref={ref} className="kite-mfm-math">
      {formula}
    </span>
  );
}
