/**
 * Deterministic demo data (documented in devserver/README.md). Times are relative to
 * `anchor` (the seed time rounded down to the minute) so they always look recent.
 */
import type { Db } from '../store/types';
import { State, emptyDb } from '../store/state';
import { seedChannels, seedEmojis, seedFiles, seedUsers } from './users';
import { seedNotes } from './notes';
import { seedExtras } from './extras';
import { seedCreations } from './creations';
import { seedFlashs } from './flash';
import { seedRemoteFiles } from './remoteFiles';

export function seed(origin: string, now = Date.now()): { db: Db; blobs: Map<string, Buffer> } {
  const anchor = Math.floor(now / 60_000) * 60_000;
  const state = new State(emptyDb(anchor));
  state.origin = origin;
  const users = seedUsers(state, anchor);
  seedEmojis(state, anchor);
  const files = seedFiles(state, anchor, users);
  const channels = seedChannels(state, anchor, users);
  const notes = seedNotes(state, anchor, users, files, channels);
  seedExtras(state, anchor, users, notes);
  seedCreations(state, anchor, users, files, notes);
  seedFlashs(state, anchor, users);
  seedRemoteFiles(state, anchor, users);
  return { db: state.db, blobs: state.blobs };
}
