/**
 * Whether a control-panel call went through. The calls go through `requestWithUi`, which has
 * already said why when one did not: the caller only needs to know whether to apply the change.
 */
export function succeeded(call: Promise<unknown>): Promise<boolean> {
  return call.then(
    () => true,
    () => false,
  );
}
