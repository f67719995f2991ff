/** Formulas beyond these limits are shown as their source text: deep nesting crashes browser layout. */
export const MATH_LIMITS = { depth: 20, length: 4000 } as const;

/** Whether a TeX formula is small and shallow enough to typeset. */
export function isRenderableMath(formula: string): boolean {
  if (formula.length > MATH_LIMITS.length) return false;
  let depth = 0;
  let max = 0;
  let commands = 0;
  for (let i = 0; i < formula.length; i++) {
    const c = formula[i];
    if (c === '\\') {
      commands++;
      i++;
    } else if (c === '{') max = Math.max(max, ++depth);
    else if (c === '}') depth--;
  }
  return max <= MATH_LIMITS.depth && commands <= 400;
}
