/**
 * The avatar decorations this server offers (`get-avatar-decorations`): three seeded ones, with
 * images the server draws (/static/decoration-*.png), plus what staff create with
 * admin/avatar-decorations/* (devserver/api/avatarDecorations.ts). A user's choice lives in their
 * settings as Misskey stores it (id, angle, flipH, offsetX, offsetY) and is packed with the
 * decoration's URL.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { Db, UserRec } from './types';

/** One decoration as the server keeps it (a null url: the seeded image /static/decoration-<id>.png). */
export interface DecorationRec {
  id: string;
  createdAt: number;
  updatedAt: number | null;
  name: string;
  description: string;
  url: string | null;
  roleIdsThatCanBeUsedThisDecoration: string[];
}

const SEEDED = [
  { id: 'a0decoration0001', name: 'Halo', description: 'A ring with a star on top.' },
  { id: 'a0decoration0002', name: 'Frame', description: 'A ring in another colour.' },
  { id: 'a0decoration0003', name: 'Ring', description: 'One more ring.' },
] as const;

// Per database, so a reseed (/__dev/reset replaces the Db) starts again from the seeded three.
const lists = new WeakMap<Db, DecorationRec[]>();

/** The server's decorations, oldest first; callers may change the list (create, update, delete). */
export function decorationRecs(state: State): DecorationRec[] {
  let list = lists.get(state.db);
  if (!list) {
    list = SEEDED.map((d) => ({ ...d, createdAt: state.db.anchor, updatedAt: null, url: null, roleIdsThatCanBeUsedThisDecoration: [] }));
    lists.set(state.db, list);
  }
  return list;
}

/** A decoration's image URL. */
export function decorationUrl(state: State, d: DecorationRec): string {
  return d.url ?? `${state.origin}/static/decoration-${d.id}.png`;
}

export function avatarDecorations(state: State): entities.GetAvatarDecorationsResponse {
  return decorationRecs(state).map((d) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    url: decorationUrl(state, d),
    roleIdsThatCanBeUsedThisDecoration: d.roleIdsThatCanBeUsedThisDecoration,
  }));
}

export interface ChosenDecoration {
  id: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

function isChosen(x: unknown): x is ChosenDecoration {
  return typeof x === 'object' && x !== null && typeof Reflect.get(x, 'id') === 'string';
}

/** The user's decorations as Misskey packs them: zero values left out, with the image URL. */
export function packDecorations(state: State, u: UserRec): entities.UserLite['avatarDecorations'] {
  const chosen = u.settings.avatarDecorations;
  if (!Array.isArray(chosen)) return [];
  const all = avatarDecorations(state);
  return chosen.filter(isChosen).flatMap((c) => {
    const d = all.find((x) => x.id === c.id);
    if (!d) return [];
    return [
      {
        id: c.id,
        ...(c.angle ? { angle: c.angle } : {}),
        ...(c.flipH ? { flipH: true } : {}),
        ...(c.offsetX ? { offsetX: c.offsetX } : {}),
        ...(c.offsetY ? { offsetY: c.offsetY } : {}),
        url: d.url,
      },
    ];
  });
}
