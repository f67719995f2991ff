import { describe, expect, it } from 'vitest';
import * as ai1 from '@syuilo/aiscript';
import * as ai019 from 'aiscript-0.19';
import { createSandbox } from './glue';
import type { HostPort, PluginEnv, UiSnapshot } from './protocol';
import { UI_ROOT } from './protocol';
import { handlerOf, readUiSnapshot } from '../host/uiSnapshot';

/** AiScript's Ui: library for apps (the AiScript App widget), without SES, both lines. */

const env: PluginEnv = { userId: null, userName: null, userUsername: null, locale: 'en-US', serverUrl: 'http://x.example', config: {} };

function harness(lib: 'ai1' | 'ai019', ui = true) {
  const snapshots: UiSnapshot[] = [];
  const out: string[] = [];
  const errs: string[] = [];
  const host: HostPort = {
    call: async (fn, args) => {
      if (fn === 'ui') {
        const s = readUiSnapshot(args[0]);
        if (s) snapshots.push(s);
      }
      return null;
    },
    register: () => undefined,
    exceeded: () => undefined,
    log: (level, text) => (level === 'err' ? errs : out).push(text),
  };
  const sb = lib === 'ai1' ? createSandbox(ai1) : createSandbox(ai019);
  const last = () => snapshots.at(-1)!;
  return { sb, snapshots, out, errs, last, run: (code: string) => sb.start(code, { ...env, ui }, host) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe.each(['ai1', 'ai019'] as const)('Ui: (%s)', (lib) => {
  it('renders components under the root, functions as handler ids; one snapshot per run of the script', async () => {
    const h = harness(lib);
    await h.run(`
      var n = 0
      let label = Ui:C:text({ text: "count 0", bold: true })
      let inc = Ui:C:button({ text: "+1", primary: true, onClick: @() {
        n += 1
        label.update({ text: \`count {n}\` })
      }})
      Ui:render([Ui:C:container({ children: [label, inc], align: "center" })])
    `);
    await tick();
    expect(h.snapshots).toHaveLength(1);
    const s = h.last();
    const [box] = s.components[UI_ROOT].props['children'] as string[];
    expect(s.components[box]).toMatchObject({ type: 'container', props: { align: 'center' } });
    const [labelId, buttonId] = s.components[box].props['children'] as string[];
    expect(s.components[labelId]).toEqual({ type: 'text', props: { text: 'count 0', bold: true } });
    const click = handlerOf(s.components[buttonId].props['onClick']);
    expect(click).not.toBeNull();
    await h.sb.invoke(click!, [], 0);
    await h.sb.invoke(click!, [], 0);
    await tick();
    expect(h.last().components[labelId].props['text']).toBe('count 2');
  });

  it('inputs call back with their value; Ui:get finds a component by its id', async () => {
    const h = harness(lib);
    await h.run(`
      Ui:render([
        Ui:C:textInput({ label: "Name", default: "x", onInput: @(v) { Ui:get("out").update({ text: \`hi {v}\` }) } })
        Ui:C:text({ text: "" }, "out")
      ])
    `);
    await tick();
    const input = Object.values(h.last().components).find((c) => c.type === 'textInput')!;
    expect(input.props['default']).toBe('x');
    await h.sb.invoke(handlerOf(input.props['onInput'])!, ['Ai'], 0);
    await tick();
    expect(h.last().components['out']).toEqual({ type: 'text', props: { text: 'hi Ai' } });
  });

  it('bad children fail the script; a plugin (not an app) has no Ui:', async () => {
    const h = harness(lib);
    await h.run('Ui:render([1])');
    expect(h.errs.join()).toContain('children must be components');
    const plugin = harness(lib, false);
    await plugin.run('Ui:render([])');
    expect(plugin.errs.join()).toMatch(/Ui:render/);
    expect(plugin.snapshots).toEqual([]);
  });
});

describe('readUiSnapshot', () => {
  it('takes only well-formed snapshots', () => {
    expect(readUiSnapshot({ components: { a: { type: 'text', props: { text: 'x' } } } })).not.toBeNull();
    expect(readUiSnapshot({ components: { a: { type: 1, props: {} } } })).toBeNull();
    expect(readUiSnapshot({ components: [] })).toBeNull();
    expect(readUiSnapshot(null)).toBeNull();
    expect(handlerOf({ handler: 3 })).toBe(3);
    expect(handlerOf({ handler: -1 })).toBeNull();
    expect(handlerOf('3')).toBeNull();
  });
});
