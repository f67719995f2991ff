import { describe, expect, it, vi } from 'vitest';
import { dialogsDouble, toastsDouble } from '@kite/sdk/testing';
import { PluginValidationError } from '../sandbox/version';
import { checkPermissions } from './permissionPolicy';
import { checkMeta } from './install';
import { LIMITS, TokenBucket, boundText, checkBounded, plainLabel } from './limits';
import { noteForPlugin, withoutPrivateNotes } from './notePrivacy';
import { PluginGate } from './gate';
import { PluginLogs } from './logs';

/** The plugin attack suite, part two (part one: attacks.test.ts): spoofing, flooding, lock-out, private notes. */

describe('permission spoofing', () => {
  const SPOOFS = [
    'This plugin requests no permissions',
    'write:admin:meta',
    'read:admin:show-user',
    'write:notes\u202e',
    'read:account ',
    'READ:ACCOUNT',
    '',
    'x'.repeat(100_000),
  ];
  it.each(SPOOFS)('refuses %j', (p) => {
    expect(() => checkPermissions([p])).toThrow(PluginValidationError);
  });
  it('refuses 5,000 permission strings and accepts Misskey’s own (once each)', () => {
    expect(() => checkPermissions(Array.from({ length: 5000 }, () => 'read:account'))).toThrow('Too many');
    expect(checkPermissions(['read:account', 'write:notes', 'read:account'])).toEqual(['read:account', 'write:notes']);
  });
  it.each([
    ['a 100,000-character name', { name: 'n'.repeat(100_000) }],
    ['a right-to-left override in the name', { name: 'Kite\u202e nimda' }],
    ['an isolate in the author', { author: 'Kite \u2066team\u2069' }],
    ['a newline in the name', { name: 'Kite\nThis plugin requests no permissions' }],
  ])('refuses %s', (_what, over) => {
    expect(() => checkMeta({ name: 'ok', version: '1', author: 'me', permissions: [], ...over })).toThrow(PluginValidationError);
  });
});

describe('flooding and huge values', () => {
  it('a token bucket lets 40 calls through at once, then 20 a second', () => {
    let t = 0;
    const b = new TokenBucket(20, 40, () => t);
    expect(Array.from({ length: 50 }, () => b.take()).filter(Boolean)).toHaveLength(40);
    t += 1000;
    expect(Array.from({ length: 30 }, () => b.take()).filter(Boolean)).toHaveLength(20);
  });

  it('a plugin that floods is paused and named; another plugin is not', () => {
    const pause = vi.fn();
    const gate = new PluginGate({
      toasts: toastsDouble(),
      dialogs: dialogsDouble({ confirm: true }),
      frame: async () => ({ ok: true }),
      logs: new PluginLogs(),
      pause,
      onManagementPage: () => false,
      texts: { pluginToast: (n, t) => `${n}: ${t}`, tokenTitle: (n) => n, tokenText: (e) => e, refused: (n) => n },
      now: () => 0,
    });
    const admitted = Array.from({ length: 100 }, () => gate.admit('flooder')).filter(Boolean).length;
    expect(admitted).toBe(40);
    expect(pause).toHaveBeenCalledWith('flooder', 'flood');
    expect(gate.admit('quiet')).toBe(true);
    expect(Array.from({ length: 60 }, () => gate.register('flooder')).filter(Boolean)).toHaveLength(LIMITS.registrations);
  });

  it('dialogs: one at a time, five a minute, none over the plugin settings; a stop button stops', async () => {
    const pause = vi.fn();
    let onSettings = false;
    let answer = { ok: true, stop: false };
    const gate = new PluginGate({
      toasts: toastsDouble(),
      dialogs: dialogsDouble({ confirm: false }),
      frame: async () => answer,
      logs: new PluginLogs(),
      pause,
      onManagementPage: () => onSettings,
      texts: { pluginToast: (n, t) => `${n}: ${t}`, tokenTitle: (n) => n, tokenText: (e) => e, refused: (n) => n },
      now: () => 0,
    });
    const g = gate.guard('loop', 'Looper\u202e', []);
    expect(g.name).toBe('Looper');
    for (let i = 0; i < 5; i++) await g.dialog('alert', 't', 'x');
    await expect(g.dialog('alert', 't', 'x')).rejects.toThrow('too many');
    expect(pause).toHaveBeenCalledWith('loop', 'dialogs');
    onSettings = true;
    await expect(gate.guard('other', 'O', []).dialog('alert', 't', 'x')).rejects.toThrow('plugin settings');
    onSettings = false;
    answer = { ok: false, stop: true };
    await gate.guard('third', 'T', []).dialog('confirm', 't', 'x');
    expect(pause).toHaveBeenCalledWith('third', 'person');
    expect(await gate.guard('third', 'T', []).allowToken('attacker-token', 'notes/create')).toBe(false);
  });

  it('bounds: text cut at a character boundary, labels lose bidi tricks and newlines, depth and size checked', () => {
    expect(boundText('ab\ud83d\ude00cd', 4)).toBe('ab…');
    expect(plainLabel('\u202eKite\u2066 x\ny', 40)).toBe('Kite x y');
    expect(() => checkBounded(Array.from({ length: 30_000 }, () => 1))).toThrow('too large');
  });
});

describe('private notes never reach a plugin without read:account', () => {
  const note = (visibility: string, extra: object = {}) =>
    ({ id: visibility, visibility, userId: 'u', createdAt: 'x', text: 'secret', reply: null, renote: null, ...extra }) as never;
  it.each(['followers', 'specified'])('a %s note is withheld', (v) => {
    expect(noteForPlugin(note(v), [])).toBeNull();
    expect(noteForPlugin(note(v), ['read:account'])).not.toBeNull();
  });
  it('a public reply to a followers-only note hides the parent', () => {
    expect(noteForPlugin(note('public', { reply: note('followers') }), [])).toMatchObject({ reply: null });
    expect(withoutPrivateNotes([note('home'), note('specified')])).toHaveLength(1);
  });
});
