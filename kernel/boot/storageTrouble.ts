/**
 * Storage trouble said once per page (issue 38): a write refused because the device's storage
 * is full, storage refused altogether (cookies blocked), or a sign-in kept for this session
 * only. The kernel reports here; the words are shown by a lazily loaded notice once the
 * page is up (`listenStorageTrouble`).
 */
export type StorageTrouble = 'full' | 'missing' | 'sessionOnly';

const said = new Set<StorageTrouble>();
const waiting: StorageTrouble[] = [];
let sink: ((t: StorageTrouble) => void) | null = null;

export function reportStorageTrouble(t: StorageTrouble): void {
  if (said.has(t)) return;
  said.add(t);
  if (sink) sink(t);
  else waiting.push(t);
}

/** Receives every trouble reported so far and from now on (once each). */
export function listenStorageTrouble(fn: (t: StorageTrouble) => void): void {
  sink = fn;
  for (const t of waiting.splice(0)) fn(t);
}
