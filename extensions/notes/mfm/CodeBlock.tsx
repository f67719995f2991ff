import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { HastRoot } from './highlight';

/** A code block: plain text at once, highlighted once the highlighter chunk has loaded (first use only). */
export function CodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const [tree, setTree] = useState<HastRoot | null>(null);
  useEffect(() => {
    let live = true;
    import('./highlight')
      .then((h) => h.highlight(code, lang))
      .then((t) => live && setTree(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, lang]);
  return (
    // A long line scrolls sideways: the block takes focus so the keyboard can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className="kite-mfm-code" tabIndex={0}>
      <code>{tree ? renderHast(tree.children) : code}</code>
    </pre>
  );
}

type HastChild = HastRoot['children'][number];

/** Highlighter output (a hast tree) → React elements: only spans with class names, and text. */
function renderHast(nodes: readonly HastChild[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (n.type === 'text') return n.value;
    if (n.type === 'element') {
      const cls = n.properties?.className;
      const className = Array.isArray(cls) ? cls.filter((c): c is string => typeof c === 'string').join(' ') : undefined;
      return (
        <span key={i} className={className}>
          {renderHast(n.children)}
        </span>
      );
    }
    return null;
  });
}
