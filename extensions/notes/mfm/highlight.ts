/**
 * The code highlighter, in its own chunk: imported only when a code block is first shown.
 * lowlight returns a syntax tree, which CodeBlock renders as elements (never as HTML).
 */
import { common, createLowlight } from 'lowlight';
import type { Root } from 'hast';
import './highlight.css';

export type { Root as HastRoot } from 'hast';

const lowlight = createLowlight(common);

export function highlight(code: string, lang: string | null): Root {
  if (lang && lowlight.registered(lang)) return lowlight.highlight(lang, code);
  return lowlight.highlightAuto(code.slice(0, 20000));
}
