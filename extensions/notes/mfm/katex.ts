/** KaTeX in its own chunk (imported by MathView on first formula). */
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { isRenderableMath } from './mathGuard';

export function renderMath(formula: string, el: HTMLElement, block: boolean): void {
  if (!isRenderableMath(formula)) return;
  el.textContent = '';
  katex.render(formula, el, {
    displayMode: block,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxSize: 10,
    maxExpand: 100,
  });
}
