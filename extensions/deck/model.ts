import type { DeckColumnData } from '@kite/sdk';

/** A deck profile as Misskey 2025.9 stores it in the `deck.profiles` preference. */
export interface DeckProfile {
  name: string;
  id: string;
  columns: DeckColumnData[];
  /** Slots from left to right, each the ids of the columns stacked in it from top to bottom. */
  layout: string[][];
}

/** Misskey's width of a new column. */
export const DEFAULT_COLUMN_WIDTH = 330;
export const MIN_COLUMN_WIDTH = 200;
export const MAX_COLUMN_WIDTH = 1200;

export function newId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** A deep copy (profiles come from read-only snapshots). */
export function cloneProfile(p: DeckProfile): DeckProfile {
  return JSON.parse(JSON.stringify(p)) as DeckProfile;
}

export function emptyProfile(name: string): DeckProfile {
  return { id: newId(), name, columns: [], layout: [] };
}

/**
 * Reads a stored value leniently: a profile written by another client (or a broken one) keeps
 * what is usable; columns without a slot get one, slots naming no column are dropped.
 */
export function readProfiles(raw: unknown): DeckProfile[] {
  if (!Array.isArray(raw)) return [];
  const out: DeckProfile[] = [];
  for (const p of raw as unknown[]) {
    if (typeof p !== 'object' || p === null) continue;
    const r = p as Record<string, unknown>;
    if (typeof r.name !== 'string') continue;
    const columns = (Array.isArray(r.columns) ? (r.columns as unknown[]) : []).filter(
      (c): c is DeckColumnData =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as DeckColumnData).id === 'string' &&
        typeof (c as DeckColumnData).type === 'string',
    );
    const known = new Set(columns.map((c) => c.id));
    const layout = (Array.isArray(r.layout) ? (r.layout as unknown[]) : [])
      .map((ids) => (Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && known.has(id)) : []))
      .filter((ids) => ids.length > 0);
    const placed = new Set(layout.flat());
    for (const c of columns) if (!placed.has(c.id)) layout.push([c.id]);
    out.push({
      name: r.name,
      id: typeof r.id === 'string' ? r.id : newId(),
      columns: columns.map((c) => ({
        ...c,
        name: typeof c.name === 'string' ? c.name : null,
        width: Number(c.width) || DEFAULT_COLUMN_WIDTH,
      })),
      layout,
    });
  }
  return out;
}

export function addColumn(p: DeckProfile, column: DeckColumnData): DeckProfile {
  return { ...p, columns: [...p.columns, column], layout: [...p.layout, [column.id]] };
}

export function removeColumn(p: DeckProfile, id: string): DeckProfile {
  return {
    ...p,
    columns: p.columns.filter((c) => c.id !== id),
    layout: p.layout.map((ids) => ids.filter((x) => x !== id)).filter((ids) => ids.length > 0),
  };
}

export function updateColumn(p: DeckProfile, id: string, patch: Record<string, unknown>): DeckProfile {
  return { ...p, columns: p.columns.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

function slotOf(p: DeckProfile, id: string): number {
  return p.layout.findIndex((ids) => ids.includes(id));
}

/** Swaps the column's slot with the one on its left (-1) or right (+1). */
export function moveSideways(p: DeckProfile, id: string, dir: -1 | 1): DeckProfile {
  const i = slotOf(p, id);
  const j = i + dir;
  if (i < 0 || j < 0 || j >= p.layout.length) return p;
  const layout = p.layout.map((ids) => [...ids]);
  [layout[i], layout[j]] = [layout[j], layout[i]];
  return { ...p, layout };
}

/** Moves the column up (-1) or down (+1) within its stack. */
export function moveInStack(p: DeckProfile, id: string, dir: -1 | 1): DeckProfile {
  const i = slotOf(p, id);
  if (i < 0) return p;
  const ids = [...p.layout[i]];
  const a = ids.indexOf(id);
  const b = a + dir;
  if (b < 0 || b >= ids.length) return p;
  [ids[a], ids[b]] = [ids[b], ids[a]];
  const layout = p.layout.map((x, k) => (k === i ? ids : [...x]));
  return { ...p, layout };
}

/** Puts the column at the bottom of the stack on its left. */
export function stackLeft(p: DeckProfile, id: string): DeckProfile {
  const i = slotOf(p, id);
  if (i <= 0) return p;
  const layout = p.layout.map((ids) => ids.filter((x) => x !== id));
  layout[i - 1].push(id);
  return { ...p, layout: layout.filter((ids) => ids.length > 0) };
}

/** Takes the column out of its stack into a slot of its own on the right; the stack's columns unfold. */
export function popRight(p: DeckProfile, id: string): DeckProfile {
  const i = slotOf(p, id);
  if (i < 0 || p.layout[i].length < 2) return p;
  const affected = new Set(p.layout[i]);
  const layout = p.layout.map((ids) => ids.filter((x) => x !== id));
  layout.splice(i + 1, 0, [id]);
  return {
    ...p,
    layout: layout.filter((ids) => ids.length > 0),
    columns: p.columns.map((c) => (affected.has(c.id) ? { ...c, active: true } : c)),
  };
}

/** Where a column stands: its slot, its place in the stack, and the stack's size. */
export function position(p: DeckProfile, id: string): { slot: number; slots: number; row: number; rows: number } {
  const slot = slotOf(p, id);
  const ids = p.layout[slot] ?? [];
  return { slot, slots: p.layout.length, row: ids.indexOf(id), rows: ids.length };
}

/** Replaces (or adds) a profile by name, keeping the others in their order. */
export function putProfile(profiles: readonly DeckProfile[], profile: DeckProfile): DeckProfile[] {
  const i = profiles.findIndex((x) => x.name === profile.name);
  return i === -1 ? [...profiles, profile] : profiles.map((x, k) => (k === i ? profile : x));
}
