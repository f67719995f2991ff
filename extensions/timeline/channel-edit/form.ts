import type { entities } from 'misskey-js';

/** What the channel editor holds (the fields of channels/create and channels/update). */
export interface ChannelForm {
  name: string;
  description: string;
  /** The chosen drive file, when one was chosen in this form. */
  bannerId: string | null;
  bannerUrl: string | null;
  color: string;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
}

/** Misskey's limits (paramDef of channels/create and channels/update). */
export const NAME_MAX = 128;
export const DESCRIPTION_MAX = 2048;
/** Misskey's default channel colour. */
export const DEFAULT_COLOR = '#86b300';

/** `#rgb` → `#rrggbb` for the colour input (it takes only the long form); anything else → the default. */
export function colorForInput(color: string | null | undefined): string {
  const c = (color ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : DEFAULT_COLOR;
}

export function formOf(channel: entities.Channel | null): ChannelForm {
  return {
    name: channel?.name ?? '',
    description: channel?.description ?? '',
    bannerId: null,
    bannerUrl: channel?.bannerUrl ?? null,
    // Kept as the server has it: the colour input shows colorForInput(color), a save sends it unchanged unless picked.
    color: channel?.color ?? DEFAULT_COLOR,
    isSensitive: channel?.isSensitive ?? false,
    allowRenoteToExternal: channel?.allowRenoteToExternal ?? true,
  };
}

export type FormProblem = { kind: 'nameRequired' } | { kind: 'tooLong'; field: 'name' | 'description'; max: number };

const length = (s: string) => [...s].length;

/** The first thing the server would refuse, said before sending. */
export function problemOf(f: ChannelForm): FormProblem | null {
  const name = f.name.trim();
  if (!name) return { kind: 'nameRequired' };
  if (length(name) > NAME_MAX) return { kind: 'tooLong', field: 'name', max: NAME_MAX };
  if (length(f.description.trim()) > DESCRIPTION_MAX) return { kind: 'tooLong', field: 'description', max: DESCRIPTION_MAX };
  return null;
}

/**
 * The parameters to send: an empty description is null (the server refuses ""), the banner
 * only when one was chosen here (Misskey 2025.9 ignores `bannerId: null` on update anyway).
 */
export function paramsOf(f: ChannelForm) {
  const description = f.description.trim();
  return {
    name: f.name.trim(),
    description: description ? description : null,
    color: f.color,
    isSensitive: f.isSensitive,
    allowRenoteToExternal: f.allowRenoteToExternal,
    ...(f.bannerId ? { bannerId: f.bannerId } : {}),
  };
}

/**
 * The note id in what was typed for a pinned note: an id, or a note's URL (its last path
 * segment, as Misskey's editor takes it). Null when nothing usable was typed.
 */
export function noteIdOf(input: string): string | null {
  const s = input.trim();
  if (!s) return null;
  if (!s.includes('/')) return s;
  let path = s.split(/[?#]/)[0] ?? '';
  try {
    path = new URL(s).pathname;
  } catch {
    // Not a whole URL (e.g. "notes/9xyz"): its own path.
  }
  return path.split('/').filter(Boolean).pop() ?? null;
}

/** Moves the item at `from` by `by` places (within the list). */
export function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
