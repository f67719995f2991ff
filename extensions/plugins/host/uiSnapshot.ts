import type { UiComponent, UiSnapshot } from '../sandbox/protocol';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An app's interface as the worker sent it, checked (the page trusts no script): null when malformed. */
export function readUiSnapshot(v: unknown): UiSnapshot | null {
  if (!isRecord(v) || !isRecord(v.components)) return null;
  const components: Record<string, UiComponent> = {};
  for (const [id, c] of Object.entries(v.components)) {
    if (!isRecord(c) || typeof c.type !== 'string' || !isRecord(c.props)) return null;
    components[id] = { type: c.type, props: c.props };
  }
  return { components };
}

/** A prop that names a handler (`{ handler: id }`), or null. */
export function handlerOf(v: unknown): number | null {
  return isRecord(v) && typeof v.handler === 'number' && Number.isInteger(v.handler) && v.handler >= 0 ? v.handler : null;
}

export function textOf(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export { isRecord };
