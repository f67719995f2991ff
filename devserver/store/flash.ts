/**
 * Plays (Misskey calls them flashes): their records and how Misskey 2025.9 packs them.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import { packUserLite } from './pack-user';

export interface FlashRec {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  summary: string;
  script: string;
  /** Stored as sent; Misskey keeps them but does not return them in the packed Play. */
  permissions: string[];
  visibility: 'public' | 'private';
  likedBy: { id: string; userId: string }[];
}

export const flashsOf = (state: State): FlashRec[] => (state.db.flashs ??= []);

export function packFlash(state: State, f: FlashRec, meId: string | null): entities.Flash {
  const user = state.user(f.userId);
  if (!user) throw new Error(`flash ${f.id} has no user`);
  return {
    id: f.id,
    createdAt: new Date(f.createdAt).toISOString(),
    updatedAt: new Date(f.updatedAt).toISOString(),
    userId: f.userId,
    user: packUserLite(state, user),
    title: f.title,
    summary: f.summary,
    script: f.script,
    visibility: f.visibility,
    likedCount: f.likedBy.length,
    // Misskey leaves isLiked out for a visitor who is not signed in.
    ...(meId ? { isLiked: f.likedBy.some((l) => l.userId === meId) } : {}),
  };
}
