/**
 * i/registry/*: per-user key-value storage by scope.
 */
import type { State } from '../store/state';
import type { RegistryRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import { X } from './errors';

const cred = { requireCredential: true, secure: true } as const;
const sameScope = (a: string[], b: string[] | undefined): boolean => JSON.stringify(a) === JSON.stringify(b ?? []);

function entries(state: State, userId: string, scope: string[] | undefined, domain: string | null | undefined): RegistryRec[] {
  return state.db.registry.filter((r) => r.userId === userId && sameScope(r.scope, scope) && r.domain === (domain ?? null));
}

/** Misskey's schema checks (checked against a real 2025.9): scope names are word characters, a key is not empty. */
function check(params: { scope?: string[]; key?: string }): void {
  if (params.scope?.some((s) => !/^[a-zA-Z0-9_]+$/.test(s)))
    throw invalidParam('#/properties/scope/items/pattern', 'must match pattern "^[a-zA-Z0-9_]+$"');
  if (params.key !== undefined && params.key.length < 1)
    throw invalidParam('#/properties/key/minLength', 'must NOT have fewer than 1 characters');
}

function typeOf(v: unknown): 'null' | 'array' | 'number' | 'string' | 'boolean' | 'object' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'number' || t === 'string' || t === 'boolean' ? t : 'object';
}

export const registryEndpoints = [
  ep('i/registry/get-all', cred, ({ state, me, params }) => {
    check(params);
    return Object.fromEntries(entries(state, me.id, params.scope, params.domain).map((r) => [r.key, r.value])) as Record<string, never>;
  }),

  ep('i/registry/get', cred, ({ state, me, params }) => {
    check(params);
    const r = entries(state, me.id, params.scope, params.domain).find((x) => x.key === params.key);
    if (!r) throw new ApiError(X.NO_SUCH_KEY);
    return r.value as never;
  }),

  ep('i/registry/get-detail', cred, ({ state, me, params }) => {
    check(params);
    const r = entries(state, me.id, params.scope, params.domain).find((x) => x.key === params.key);
    if (!r) throw new ApiError({ ...X.NO_SUCH_KEY, id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a' });
    return { updatedAt: new Date(r.updatedAt).toISOString(), value: r.value as never };
  }),

  ep('i/registry/set', cred, ({ state, me, params }) => {
    check(params);
    const existing = entries(state, me.id, params.scope, params.domain).find((x) => x.key === params.key);
    if (existing) {
      existing.value = params.value;
      existing.updatedAt = Date.now();
    } else
      state.db.registry.push({
        userId: me.id,
        domain: params.domain ?? null,
        scope: params.scope ?? [],
        key: params.key,
        value: params.value,
        updatedAt: Date.now(),
      });
    state.events.emit('main', me.id, 'registryUpdated', { scope: params.scope, key: params.key, value: params.value });
  }),

  // Misskey 2025.9 declares NO_SUCH_KEY here but never throws it: removing a missing key answers 204 (checked against a real server).
  ep('i/registry/remove', cred, ({ state, me, params }) => {
    check(params);
    const r = entries(state, me.id, params.scope, params.domain).find((x) => x.key === params.key);
    if (r) state.db.registry = state.db.registry.filter((x) => x !== r);
  }),

  ep('i/registry/keys', cred, ({ state, me, params }) => {
    check(params);
    return entries(state, me.id, params.scope, params.domain).map((r) => r.key);
  }),

  ep('i/registry/keys-with-type', cred, ({ state, me, params }) =>
    Object.fromEntries(entries(state, me.id, params.scope, params.domain).map((r) => [r.key, typeOf(r.value)])),
  ),
];
