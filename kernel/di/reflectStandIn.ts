// tsyringe refuses to load without Reflect.getMetadata, which only its decorators use. Kite registers by
// token, no decorators, so this map replaces the reflect-metadata polyfill (4.4 KiB of the first load).
const meta = new WeakMap<object, Map<unknown, unknown>>();
const own = (t: object) => meta.get(t) ?? meta.set(t, new Map()).get(t)!;
function getMetadata(k: unknown, t: object | null): unknown {
  for (; t; t = Object.getPrototypeOf(t) as object | null) if (own(t).has(k)) return own(t).get(k);
}
Object.assign(Reflect, {
  getMetadata,
  getOwnMetadata: (k: unknown, t: object) => own(t).get(k),
  defineMetadata: (k: unknown, v: unknown, t: object) => void own(t).set(k, v),
});
