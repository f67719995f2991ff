import { bindContextArguments } from '../contextPositions';
import type { ContributionPointId, ContributionTypes } from '../contributions';
import type { Declared, ExtensionContext } from '../extension';

/**
 * A declared item as the kernel's registry holds it: each function that receives the context gets
 * `ctx` at its own position (by the sdk's `contextPositions`), after the caller's arguments, the
 * ones left out filled with `undefined`.
 */
export function bindDeclared<K extends ContributionPointId>(
  point: K,
  item: Declared<ContributionTypes[K]>,
  ctx: ExtensionContext,
): ContributionTypes[K] {
  const bound = bindContextArguments(point, item, ctx);
  // The same item with its context functions bound: the point's own item type (the kernel's registry
  // holds it as `object` too; no type says "these keys lose their last parameter").
  const plain: object = bound;
  return plain as ContributionTypes[K];
}
