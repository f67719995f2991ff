/**
 * --data DIR: the Db as db.json plus one file per blob under blobs/, written
 * shortly after changes and on close.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types';
import type { State } from './state';

export async function loadData(dir: string): Promise<{ db: Db; blobs: Map<string, Buffer> } | null> {
  const file = join(dir, 'db.json');
  if (!existsSync(file)) return null;
  const db = JSON.parse(await readFile(file, 'utf8')) as Db;
  if (db.version !== 1) return null;
  const blobs = new Map<string, Buffer>();
  const blobDir = join(dir, 'blobs');
  if (existsSync(blobDir)) {
    for (const name of await readdir(blobDir)) blobs.set(name, await readFile(join(blobDir, name)));
  }
  return { db, blobs };
}

export async function wipeData(dir: string): Promise<void> {
  await rm(join(dir, 'db.json'), { force: true });
  await rm(join(dir, 'blobs'), { recursive: true, force: true });
}

export class Persister {
  private timer: NodeJS.Timeout | null = null;
  private written = new Set<string>();
  private saving: Promise<void> = Promise.resolve();
  private readonly onChange = (): void => this.schedule();

  constructor(
    private readonly state: State,
    private readonly dir: string,
  ) {
    state.events.on('changed', this.onChange);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, 200);
  }

  save(): Promise<void> {
    this.saving = this.saving.then(() => this.write()).catch((e) => console.error('[devserver] persist failed', e));
    return this.saving;
  }

  private async write(): Promise<void> {
    const blobDir = join(this.dir, 'blobs');
    await mkdir(blobDir, { recursive: true });
    for (const [key, bytes] of this.state.blobs) {
      if (this.written.has(key)) continue;
      await writeFile(join(blobDir, key), bytes);
      this.written.add(key);
    }
    const tmp = join(this.dir, 'db.json.tmp');
    await writeFile(tmp, JSON.stringify(this.state.db));
    await rename(tmp, join(this.dir, 'db.json'));
  }

  /** After a reset or load: every blob must be (re)written. */
  forget(): void {
    this.written.clear();
  }

  async close(): Promise<void> {
    this.state.events.off('changed', this.onChange);
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.save();
  }
}
