import { describe, expect, it, vi } from 'vitest';
import type { CommandsService, HotkeyContribution } from '@kite/sdk';
import { WindowHotkeys } from './service';

/** The `hotkeys` contributions and commands as the kernel keeps them: a list, and handlers by id. */
function fakeKernel() {
  const hotkeys: HotkeyContribution[] = [];
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  const commands: Pick<CommandsService, 'has' | 'run'> = {
    has: (id) => handlers.has(id),
    run: async (id, ...args) => handlers.get(id)?.(...args),
  };
  return { hotkeys, handlers, commands, contributed: () => hotkeys };
}

/** A plain key press (no modifier, not a repeat) on `target`. */
function keyDown(key: string, target: unknown) {
  return {
    key,
    target: target as EventTarget | null,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    repeat: false,
    defaultPrevented: false,
    preventDefault() {},
  };
}

function setup() {
  let now = 0;
  const k = fakeKernel();
  const safe = vi.fn();
  const hk = new WindowHotkeys(k.contributed, { run: safe, description: 'safe mode' }, () => now);
  const post = vi.fn();
  k.hotkeys.push({ keys: ['p', 'n'], description: 'post', action: post });
  const press = (key: string, target: unknown = { tagName: 'BODY' }) => hk.handle(keyDown(key, target));
  return { hk, safe, post, press, tick: (ms: number) => (now += ms) };
}

describe('hotkeys', () => {
  it('runs a mod+ hotkey with Ctrl or ⌘, in a field too, and no plain hotkey with them', () => {
    const { hk, post } = setup();
    const palette = vi.fn();
    const k = { ...keyDown('k', { tagName: 'INPUT' }), ctrlKey: true };
    hk.handle(k);
    expect(palette).not.toHaveBeenCalled();
    const h = new WindowHotkeys(
      () => [
        { keys: ['mod+k'], description: 'palette', action: palette },
        { keys: ['p'], description: 'post', action: post },
      ],
      {
        run: () => {},
        description: 'safe',
      },
    );
    h.handle(k);
    h.handle({ ...keyDown('k', null), metaKey: true });
    h.handle({ ...keyDown('p', null), ctrlKey: true });
    h.handle({ ...keyDown('k', null), altKey: true });
    expect(palette).toHaveBeenCalledTimes(2);
    expect(post).not.toHaveBeenCalled();
  });

  it('runs the contributed action, suppressing repeats within 500 ms', () => {
    const { post, press, tick } = setup();
    press('p');
    tick(200);
    press('p');
    expect(post).toHaveBeenCalledTimes(1);
    tick(400);
    press('n');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('is ignored while typing and while suspended', () => {
    const { hk, post, press } = setup();
    press('p', { tagName: 'INPUT' });
    press('p', { tagName: 'DIV', isContentEditable: true });
    const s = hk.suspend();
    press('p');
    expect(post).not.toHaveBeenCalled();
    s.dispose();
    press('p');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('turns safe mode on after g five times, each within 300 ms', () => {
    const { safe, press, tick } = setup();
    for (let i = 0; i < 4; i++) {
      press('g');
      tick(250);
    }
    tick(100);
    press('g');
    expect(safe).not.toHaveBeenCalled();
    for (let i = 0; i < 4; i++) {
      tick(299);
      press('g');
    }
    expect(safe).toHaveBeenCalledTimes(1);
  });

  it("runs a hotkey's command, and offers no hotkey whose command nobody provides", async () => {
    const k = fakeKernel();
    const hk = new WindowHotkeys(k.contributed, { run: () => {}, description: 'safe mode' }, () => 0, k.commands);
    k.hotkeys.push({ keys: ['?'], description: 'help', command: 'hotkeys.help' });
    const help = vi.fn();
    const press = (key: string) => hk.handle(keyDown(key, null));
    expect(hk.list().some((h) => h.keys.includes('?'))).toBe(false);
    press('?');
    k.handlers.set('hotkeys.help', help);
    expect(hk.list().some((h) => h.keys.includes('?'))).toBe(true);
    press('?');
    await Promise.resolve();
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('gives a key to the newest binding that takes it (rapid ones not suppressed), then to older ones and the contributions', () => {
    const { hk, post, press, tick } = setup();
    const older = vi.fn(() => true);
    const newer = vi.fn((): boolean => false);
    hk.bind({ keys: ['j'], description: 'older', action: older, rapid: true });
    const b = hk.bind({ keys: ['j'], description: 'newer', action: newer, rapid: true });
    press('j');
    press('j');
    expect(newer).toHaveBeenCalledTimes(2);
    expect(older).toHaveBeenCalledTimes(2);
    b.dispose();
    press('j');
    expect(newer).toHaveBeenCalledTimes(2);
    const p = hk.bind({ keys: ['p'], description: 'declines', action: () => false });
    tick(1000);
    press('p');
    expect(post).toHaveBeenCalledTimes(1);
    p.dispose();
    expect(hk.list().map((h) => h.description)).toEqual(['older', 'post', expect.anything()]);
  });

  it('runs a sequence on its second key within 1.5 s, which is then no key of its own', () => {
    const { hk, post, press, tick } = setup();
    const home = vi.fn();
    const search = vi.fn();
    const contributed = [
      { keys: ['g h'], description: 'home', action: home },
      { keys: ['s'], description: 'search', action: search },
      { keys: ['g s'], description: 'settings', action: vi.fn() },
    ];
    const seq = new WindowHotkeys(
      () => contributed,
      { run: vi.fn(), description: 'safe' },
      () => 0,
    );
    const key = (k: string, target: unknown = { tagName: 'BODY' }) => seq.handle(keyDown(k, target));
    key('g');
    key('h');
    expect(home).toHaveBeenCalledTimes(1);
    // h alone, s after g: not search.
    key('h');
    key('g');
    key('s');
    expect([home.mock.calls.length, search.mock.calls.length]).toEqual([1, 0]);
    key('s');
    expect(search).toHaveBeenCalledTimes(1);
    // Typing in between is no sequence.
    key('g');
    key('h', { tagName: 'INPUT' });
    expect(home).toHaveBeenCalledTimes(1);
    // Too late: the second key is a key of its own.
    press('g');
    tick(1600);
    press('p');
    expect(post).toHaveBeenCalledTimes(1);
    expect(hk.list().length).toBeGreaterThan(0);
  });
});
