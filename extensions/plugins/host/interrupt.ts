/**
 * How a plugin's answer becomes a note or page again. A plugin may only change what a
 * person reads (text, content warning, title, summary); ids, authors and the rest stay the
 * host's, so an interruptor cannot make the client act on another note.
 */
import type { entities } from 'misskey-js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strOr = <T extends string | null>(v: unknown, fallback: T): string | T => (typeof v === 'string' ? v : fallback);

/** `null` from the plugin hides the note; anything but an object keeps it unchanged. */
export function noteFromPlugin(original: entities.Note, result: unknown): entities.Note | null {
  if (result === null) return null;
  if (!isRecord(result)) return original;
  return {
    ...original,
    text: result.text === null ? null : strOr(result.text, original.text),
    cw: result.cw === null ? null : strOr(result.cw, original.cw ?? null),
  };
}

export function postFromPlugin(original: Record<string, unknown>, result: unknown): Record<string, unknown> {
  return isRecord(result) ? { ...original, ...result } : original;
}

export function pageFromPlugin(original: entities.Page, result: unknown): entities.Page {
  if (!isRecord(result)) return original;
  return {
    ...original,
    title: strOr(result.title, original.title),
    summary: result.summary === null ? null : strOr(result.summary, original.summary),
  };
}

/** Resolves to `fallback` when `work` does not settle within `ms` or fails (the caller reports). */
export function withinLimit<T>(work: Promise<T>, ms: number, fallback: T, onFail: (why: string) => void): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => {
      onFail(`no answer within ${ms} ms`);
      resolve(fallback);
    }, ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        onFail(e instanceof Error ? e.message : String(e));
        resolve(fallback);
      },
    );
  });
}
