/**
 * What a plugin may see of notes. Without `read:account` a plugin sees public notes only
 * (public and home visibility): a followers-only or direct note never reaches it — not in an
 * interruptor, not as the reply or renote inside another note, not in an `Mk:api` answer
 * (a token without `read:account` still sees such notes through `notes/show`). Pure.
 */
import type { entities } from 'misskey-js';

/** The permission that lets a plugin see every note its account sees. */
export const READ_PERMISSION = 'read:account';

const PRIVATE = new Set(['followers', 'specified']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A note (by shape) whose visibility is not public. */
function isPrivateNote(v: Record<string, unknown>): boolean {
  return typeof v.visibility === 'string' && PRIVATE.has(v.visibility) && 'userId' in v && 'createdAt' in v;
}

export function seesPrivateNotes(permissions: readonly string[]): boolean {
  return permissions.includes(READ_PERMISSION);
}

/** `value` with every non-public note removed from lists and replaced by null elsewhere. */
export function withoutPrivateNotes(value: unknown, depth = 0): unknown {
  if (depth > 32) return null;
  if (Array.isArray(value)) {
    return value.filter((x) => !(isRecord(x) && isPrivateNote(x))).map((x) => withoutPrivateNotes(x, depth + 1));
  }
  if (!isRecord(value)) return value;
  if (isPrivateNote(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withoutPrivateNotes(v, depth + 1);
  return out;
}

/**
 * The note as a plugin may see it (its reply and renote included), or null when the plugin
 * may not see it at all (its interruptor is then not called and the note shows unchanged).
 */
export function noteForPlugin(note: entities.Note, permissions: readonly string[]): unknown {
  if (seesPrivateNotes(permissions)) return note;
  return withoutPrivateNotes(note);
}
