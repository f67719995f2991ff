import { Accounts, KeyValue } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { pushRecent } from './match';

type Ctx = Pick<ExtensionContext, 'get'>;

/** Recent palette choices live per account (a visitor has one list of their own). */
function key(ctx: Ctx): string {
  const a = ctx.get(Accounts).current;
  return a ? `recent:${a.origin}:${a.id}` : 'recent:visitor';
}

function isIdList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

/** The ids chosen last, newest first; empty when storage fails. */
export async function readRecent(ctx: Ctx): Promise<string[]> {
  try {
    const v = await (await ctx.get(KeyValue).open('palette')).get<unknown>(key(ctx));
    return isIdList(v) ? v : [];
  } catch {
    return [];
  }
}

/** Puts `id` first in the recent list (bounded); a failed write only loses the order. */
export async function rememberRecent(ctx: Ctx, id: string): Promise<void> {
  try {
    const store = await ctx.get(KeyValue).open('palette');
    await store.set(key(ctx), pushRecent(await readRecent(ctx), id));
  } catch (e) {
    console.warn('[kite] palette: recent not saved', e);
  }
}
