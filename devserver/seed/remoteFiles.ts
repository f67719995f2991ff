/**
 * Files of remote users, as a server caches them: what the control panel's file list filters by
 * origin and host, and what "delete all files" of a server removes.
 */
import type { State } from '../store/state';
import { addDriveFile } from '../store/drive-service';
import type { SeedUsers } from './users';
import { picture } from './media';

const DAY = 86_400_000;

export function seedRemoteFiles(state: State, anchor: number, users: SeedUsers): void {
  const add = (userId: string, name: string, d: number) =>
    addDriveFile(state, { userId, name, type: 'image/png', bytes: picture(name, 200, 150), createdAt: anchor - d * DAY });
  add(users.frank.id, 'frank-harbour.png', 20);
  add(users.heidi.id, 'heidi-garden.png', 18);
  add(users.ivan.id, 'ivan-snow.png', 16);
}
