import { describe, expect, it } from 'vitest';
import * as ai1 from '@syuilo/aiscript';
import * as ai019 from 'aiscript-0.19';
import { createSandbox } from './glue';
import type { HandlerKind, HostFn, HostPort, PluginEnv } from './protocol';

/** The glue without SES (the compartment is tested by the escape corpus): every Mk:/Plugin: function, both lines. */

type Answers = Partial<Record<HostFn, (args: unknown[]) => unknown>>;

const env: PluginEnv = {
  userId: 'u1',
  userName: 'Alice',
  userUsername: 'alice',
  locale: 'en-US',
  serverUrl: 'http://x.example',
  config: { greeting: 'hi', count: 3 },
};

function harness(lib: 'ai1' | 'ai019', answers: Answers = {}) {
  const calls: [HostFn, unknown[]][] = [];
  const regs: { kind: HandlerKind; id: number; title: string | null }[] = [];
  const out: string[] = [];
  const errs: string[] = [];
  const host: HostPort = {
    call: async (fn, args) => {
      calls.push([fn, args]);
      return answers[fn]?.(args) ?? null;
    },
    register: (kind, id, title) => regs.push({ kind, id, title }),
    log: (level, text) => (level === 'err' ? errs : out).push(text),
    exceeded: (reason) => errs.push(`budget: ${reason}`),
  };
  const sb = lib === 'ai1' ? createSandbox(ai1) : createSandbox(ai019);
  return { sb, calls, regs, out, errs, run: (code: string) => sb.start(code, env, host) };
}

describe.each(['ai1', 'ai019'] as const)('plugin API (%s)', (lib) => {
  it('Mk:dialog, Mk:confirm and Mk:toast go to the host with checked arguments', async () => {
    const h = harness(lib, { confirm: () => true });
    await h.run('Mk:dialog("T", "body", "error")\n<: Mk:confirm("Sure?", "really")\nMk:toast("done")');
    expect(h.calls).toEqual([
      ['dialog', ['T', 'body', 'error']],
      ['confirm', ['Sure?', 'really', 'question']],
      ['toast', ['done']],
    ]);
    expect(h.out).toEqual(['true']);
    const bad = harness(lib);
    await bad.run('Mk:dialog("T", "body", "evil")');
    expect(bad.calls).toEqual([]);
    expect(bad.errs.join()).toContain('invalid value');
  });

  it('Mk:api sends the endpoint, params and the given token; refuses URLs and ../', async () => {
    const h = harness(lib, { api: () => ({ ok: true, value: { createdNote: { id: 'n1' } } }) });
    await h.run('let r = Mk:api("notes/create", { text: "hi" })\n<: r.createdNote.id\nMk:api("i", {}, "tok")');
    expect(h.calls).toEqual([
      ['api', ['notes/create', { text: 'hi' }, null]],
      ['api', ['i', {}, 'tok']],
    ]);
    expect(h.out).toEqual(['"n1"']);
    for (const ep of ['../admin/show-users', 'https://evil.example/api/i', 'notes/../../x']) {
      const e = harness(lib);
      await e.run(`Mk:api("${ep}", {})`);
      // Never the call itself; only the report that it was refused (the page tells the person).
      expect(e.calls).toEqual([['refused', [ep, 'invalid']]]);
      expect(e.errs.join()).toContain('invalid endpoint');
    }
  });

  it('Mk:api failures become an AiScript error value', async () => {
    const h = harness(lib, { api: () => ({ ok: false, error: { code: 'NO_SUCH_NOTE' } }) });
    await h.run('let r = Mk:api("notes/show", { noteId: "x" })\n<: r.name');
    expect(h.out).toEqual(['"request_failed"']);
  });

  it('Mk:save, Mk:load and Mk:remove use the host storage', async () => {
    const store = new Map<string, unknown>();
    const h = harness(lib, {
      save: ([k, v]) => {
        store.set(String(k), v);
      },
      load: ([k]) => store.get(String(k)) ?? null,
      remove: ([k]) => {
        store.delete(String(k));
      },
    });
    await h.run('Mk:save("k", { a: [1, "b"] })\n<: Mk:load("k").a[1]\nMk:remove("k")\n<: Mk:load("k")');
    expect(h.out).toEqual(['"b"', '(null)']);
    expect(h.calls.map(([fn]) => fn)).toEqual(['save', 'load', 'remove', 'load']);
  });

  it('Mk:url, Mk:nyaize, Plugin:open_url, Plugin:config and the user constants', async () => {
    const h = harness(lib, { url: () => 'http://x.example/notes/1', nyaize: ([t]) => `${String(t)} nya` });
    await h.run(
      '<: Mk:url()\n<: Mk:nyaize("na")\nPlugin:open_url("https://misskey-hub.net")\n<: Plugin:config.greeting\n<: Plugin:config.count\n<: USER_USERNAME\n<: SERVER_URL',
    );
    expect(h.out).toEqual(['"http://x.example/notes/1"', '"na nya"', '"hi"', '3', '"alice"', '"http://x.example"']);
    expect(h.calls).toContainEqual(['openUrl', ['https://misskey-hub.net']]);
  });

  it('registers every handler kind under both spellings and runs them', async () => {
    const h = harness(lib);
    await h.run(
      [
        'Plugin:register_note_action("A", @(n) { n.text })',
        'Plugin:register:user_action("B", @(u) { u.username })',
        'Plugin:register_post_form_action("C", @(form, update) { update("text", "x") })',
        'Plugin:register:note_view_interruptor(@(n) { null })',
        'Plugin:register_note_post_interruptor(@(n) { n })',
        'Plugin:register:page_view_interruptor(@(p) { p })',
        'Plugin:register_navbar_item("D", @() { Mk:toast("clicked") })',
        'Plugin:register:widget("E", @() { `count {Plugin:config.count}` })',
      ].join('\n'),
    );
    expect(h.regs).toEqual([
      { kind: 'note_action', id: 0, title: 'A' },
      { kind: 'user_action', id: 1, title: 'B' },
      { kind: 'post_form_action', id: 2, title: 'C' },
      { kind: 'note_view_interruptor', id: 3, title: null },
      { kind: 'note_post_interruptor', id: 4, title: null },
      { kind: 'page_view_interruptor', id: 5, title: null },
      { kind: 'navbar_item', id: 6, title: 'D' },
      { kind: 'widget', id: 7, title: 'E' },
    ]);
    expect(await h.sb.invoke(0, [{ text: 'hello' }], 0)).toBe('hello');
    expect(await h.sb.invoke(1, [{ username: 'bob' }], 0)).toBe('bob');
    await h.sb.invoke(2, [{ text: 'a' }], 7);
    expect(h.calls).toContainEqual(['postFormUpdate', [7, 'text', 'x']]);
    expect(await h.sb.invoke(3, [{ text: 'a' }], 0)).toBeNull();
    expect(await h.sb.invoke(5, [{ title: 'p' }], 0)).toEqual({ title: 'p' });
    await h.sb.invoke(6, [], 0);
    expect(h.calls).toContainEqual(['toast', ['clicked']]);
    expect(await h.sb.invoke(7, [], 0)).toBe('count 3');
  });

  it('a navbar item or widget needs a title and a function', async () => {
    const h = harness(lib);
    await h.run('Plugin:register_navbar_item(@() { 1 })');
    expect(h.regs).toEqual([]);
    expect(h.errs.join()).toMatch(/Expect string/);
    const w = harness(lib);
    await w.run('Plugin:register_widget("W", "not a function")');
    expect(w.regs).toEqual([]);
    expect(w.errs.join()).toMatch(/Expect function/);
  });

  it('reads plugin metadata with the spec error texts', () => {
    const { sb } = harness(lib);
    expect(sb.validate('/// @ 0.19.0\n### {\n name: "P"\n version: "1"\n author: "me"\n permissions: ["write:notes"]\n}')).toMatchObject({
      name: 'P',
      version: '1',
      author: 'me',
      permissions: ['write:notes'],
    });
    expect(() => sb.validate('/// @ 1.0.0\n<: (')).toThrow('Aiscript syntax error');
    expect(() => sb.validate('/// @ 1.0.0\n<: 1')).toThrow('Meta block not found');
    expect(() => sb.validate('/// @ 1.0.0\n### x {\n name: "P"\n}')).toThrow('Metadata not found');
    expect(() => sb.validate('/// @ 1.0.0\n### {\n name: "P"\n version: "1"\n}')).toThrow('Required property not found');
  });
});
