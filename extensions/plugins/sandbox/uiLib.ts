/**
 * AiScript's `Ui:` library (an app's interface: the AiScript App widget), inside the plugin's
 * compartment. Components live here; the page gets plain snapshots of them (functions named
 * by handler ids) and draws them, and calls the handlers back on clicks and input.
 */
import type { AiLib, V } from './aiLib';
import { strOf } from './aiLib';
import type { UiComponent, UiSnapshot } from './protocol';
import { UI_ROOT } from './protocol';

/** Component types an app may create (Misskey's `Ui:C:` names). */
export const UI_TYPES = [
  'text',
  'mfm',
  'button',
  'buttons',
  'switch',
  'textInput',
  'textarea',
  'numberInput',
  'select',
  'folder',
  'container',
  'postFormButton',
  'postForm',
] as const;

function entriesOf(v: V | undefined): [string, V][] | null {
  return v?.type === 'obj' && 'value' in v && v.value instanceof Map ? [...(v.value as Map<string, V>)] : null;
}
function itemsOf(v: V | undefined): V[] | null {
  return v?.type === 'arr' && 'value' in v && Array.isArray(v.value) ? (v.value as V[]) : null;
}

export function uiFunctions<Val extends V>(
  lib: AiLib<Val>,
  handlerFor: (fn: Val) => number,
  send: (s: UiSnapshot) => void,
): Record<string, Val> {
  const { values, utils } = lib;
  const fail = (message: string) => new lib.errors.AiScriptRuntimeError(message);
  const components = new Map<string, UiComponent>();
  const handles = new Map<string, Val>();
  let nextId = 1;
  let queued = false;

  // The changes a script makes before it waits (its run, one handler) reach the page as one snapshot.
  const changed = () => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      send({ components: Object.fromEntries(components) });
    }, 0);
  };

  // Plain data for the page: functions become handler ids; `children` lists become component ids.
  const plain = (v: Val, key?: string): unknown => {
    if (v.type === 'fn') return { handler: handlerFor(v) };
    const items = itemsOf(v);
    if (items) return key === 'children' ? items.map(childId) : items.map((x) => plain(x as Val));
    const entries = entriesOf(v);
    if (entries) return Object.fromEntries(entries.map(([k, x]) => [k, plain(x as Val, k)]));
    return utils.valToJs(v);
  };
  const childId = (v: V): string => {
    const id = strOf(entriesOf(v)?.find(([k]) => k === 'id')?.[1]);
    if (id === undefined) throw fail('children must be components');
    return id;
  };
  const propsOf = (def: Val | undefined): Record<string, unknown> => {
    if (def === undefined || def.type === 'null') return {};
    if (!entriesOf(def)) throw fail(`Expect object, but got ${def.type}.`);
    const p = plain(def);
    return typeof p === 'object' && p !== null ? { ...p } : {};
  };

  const create = (type: string, def: Val | undefined, idArg: Val | undefined): Val => {
    const given = idArg === undefined || idArg.type === 'null' ? undefined : strOf(idArg);
    if (idArg !== undefined && idArg.type !== 'null' && given === undefined) throw fail('id must be a string');
    const id = given ?? `c${nextId++}`;
    components.set(id, { type, props: propsOf(def) });
    const handle = values.OBJ(
      new Map<string, Val>([
        ['id', values.STR(id)],
        [
          'update',
          values.FN_NATIVE(([patch]) => {
            const c = components.get(id);
            if (c) components.set(id, { type: c.type, props: { ...c.props, ...propsOf(patch) } });
            changed();
            return values.NULL;
          }),
        ],
      ]),
    );
    handles.set(id, handle);
    changed();
    return handle;
  };

  const out: Record<string, Val> = {
    // The app's root: `Ui:render(children)` is `Ui:root.update({ children })`.
    'Ui:root': create('root', undefined, values.STR(UI_ROOT)),
    'Ui:render': values.FN_NATIVE(([children]) => {
      const items = itemsOf(children);
      if (!items) throw fail(`Expect array, but got ${children?.type ?? 'nothing'}.`);
      components.set(UI_ROOT, { type: 'root', props: { children: items.map(childId) } });
      changed();
      return values.NULL;
    }),
    'Ui:get': values.FN_NATIVE(([id]) => handles.get(strOf(id) ?? '') ?? values.NULL),
  };
  for (const type of UI_TYPES) out[`Ui:C:${type}`] = values.FN_NATIVE(([def, id]) => create(type, def, id));
  return out;
}
