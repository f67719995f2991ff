/**
 * The avatar decorations this server offers (`get-avatar-decorations`): fixed, with images the
 * server draws (/static/decoration-*.png). A user's choice lives in their settings as Misskey
 * stores it (id, angle, flipH, offsetX, offsetY) and is packed with the decoration's URL.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { UserRec } from './types';

const DECORATIONS = [
  { id: 'a0decoration0001', name: 'Halo', description: 'A ring with a star on top.' },
  { id: 'a0decoration0002', name: 'Frame', description: 'A ring in another colour.' },
  { id: 'a0decoration0003', name: 'Ring', description: 'One more ring.' },
] as const;

export function avatarDecorations(state: State): entities.GetAvatarDecorationsResponse {
  return DECORATIONS.map((d) => ({
    ...d,
    url: `${state.origin}/static/decoration-${d.id}.png`,
    roleIdsThatCanBeUsedThisDecoration: [],
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
