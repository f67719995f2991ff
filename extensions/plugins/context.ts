/** The extension's activation context, kept for its lazily loaded pages (same extension). */
import type { ExtensionContext } from '@kite/sdk';

let current: ExtensionContext | null = null;

export function setContext(ctx: ExtensionContext | null): void {
  current = ctx;
}

export function getContext(): ExtensionContext {
  if (!current) throw new Error('plugins extension is not active');
  return current;
}
