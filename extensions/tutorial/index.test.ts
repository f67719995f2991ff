import { describe, expect, it } from 'vitest';
import { Overlays, Preferences } from '@kite/sdk';
import type { ExtensionContext, MenuItemContribution, Token, ViewerInfo } from '@kite/sdk';
import tutorial from './index';

/** Activates the extension against fakes; returns what it contributed and mounted. */
function activate() {
  const items: MenuItemContribution[] = [];
  const mounts: unknown[] = [];
  const services = new Map<Token<unknown>, unknown>([
    [
      Preferences,
      {
        define: (_ns: string, d: Record<string, unknown>) => ({
          get: (k: string) => d[k],
          set: (k: string, v: unknown) => {
            d[k] = v;
          },
        }),
      },
    ],
    [
      Overlays,
      {
        mount: (c: unknown) => {
          mounts.push(c);
          return { dispose: () => mounts.splice(mounts.indexOf(c), 1) };
        },
      },
    ],
  ]);
  const ctx = new Proxy({} as ExtensionContext, {
    get: (_, key) => {
      if (key === 'get') return (t: Token<unknown>) => services.get(t);
      if (key === 'has') return (t: Token<unknown>) => services.has(t);
      if (key === 'onDispose') return () => {};
      if (key === 'menuItems')
        return {
          add: (i: MenuItemContribution) => {
            items.push(i);
            return { dispose() {} };
          },
        };
      return { add: () => ({ dispose() {} }) };
    },
  });
  void tutorial.activate(ctx);
  return { items, mounts };
}

const who = (signedIn: boolean) => ({ signedIn, me: null, isStaff: false, meta: null }) as ViewerInfo;

describe('tutorial extension', () => {
  it('adds "Launch tutorial" to the about menu for signed-in people only', () => {
    const { items } = activate();
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item.location).toBe('about');
    expect(typeof item.text === 'string' ? item.text : item.text.en).toBe('Launch tutorial');
    expect(item.show?.({} as never, who(true))).toBe(true);
    expect(item.show?.({} as never, who(false))).toBe(false);
  });

  it('mounts one walkthrough on the overlay layer, not a second while it is open', () => {
    const { items, mounts } = activate();
    void items[0]!.action({} as never);
    void items[0]!.action({} as never);
    expect(mounts).toHaveLength(1);
  });
});
