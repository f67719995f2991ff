import { describe, expect, it } from 'vitest';
import { Overlays, Preferences } from '@kite/sdk';
import type { ExtensionContext, Token, ViewerInfo } from '@kite/sdk';
import tutorial from './index';

/** The "Launch tutorial" item as the extension declares it. */
function launchItem() {
  const item = tutorial.contributes?.menuItems?.[0];
  if (item?.location !== 'about') throw new Error('expected the about menu item');
  return item;
}

/** Activates the extension against fakes; returns its context and what it mounted. */
function activate() {
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
      return { add: () => ({ dispose() {} }) };
    },
  });
  const activate = tutorial.activate;
  if (typeof activate !== 'function') throw new Error('tutorial activates eagerly');
  void activate(ctx);
  return { ctx, mounts };
}

const who = (signedIn: boolean) => ({ signedIn, me: null, isStaff: false, meta: null }) as ViewerInfo;

describe('tutorial extension', () => {
  it('adds "Launch tutorial" to the about menu for signed-in people only', () => {
    const { ctx } = activate();
    expect(tutorial.contributes?.menuItems).toHaveLength(1);
    const item = launchItem();
    expect(typeof item.text === 'string' ? item.text : item.text.en).toBe('Launch tutorial');
    expect(item.show?.({}, who(true), ctx)).toBe(true);
    expect(item.show?.({}, who(false), ctx)).toBe(false);
  });

  it('mounts one walkthrough on the overlay layer, not a second while it is open', () => {
    const { ctx, mounts } = activate();
    void launchItem().action({}, ctx);
    void launchItem().action({}, ctx);
    expect(mounts).toHaveLength(1);
  });
});
