import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

describe('endpoints / endpoint', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  const setExtra = (extraEndpoints: string[]) =>
    fetch(`${h.url}/__dev/server-settings`, { method: 'POST', body: JSON.stringify({ extraEndpoints }) });

  it('lists what Misskey 2025.9 answers, and an endpoint beyond it only while switched on', async () => {
    const alice = await h.signin('alice');
    const names = (await h.call('endpoints')).body as string[];
    expect(names).toContain('notes/create');
    expect(names).toContain('endpoints');
    expect(names).not.toContain('notes/update-visibility');
    const note = (await h.call('notes/create', { text: 'x' }, alice)).body.createdNote;
    expect((await h.call('notes/update-visibility', { noteId: note.id, visibility: 'home' }, alice)).body.error.code).toBe(
      'NO_SUCH_ENDPOINT',
    );

    await setExtra(['notes/update-visibility']);
    expect((await h.call('endpoints')).body).toContain('notes/update-visibility');
    expect((await h.call('notes/update-visibility', { noteId: note.id, visibility: 'home' }, alice)).status).toBe(204);
    await setExtra([]);
  });

  it('describes a known endpoint and answers null for an unknown one, as Misskey does', async () => {
    expect((await h.call('endpoint', { endpoint: 'i' })).body).toEqual({ params: [] });
    expect((await h.call('endpoint', { endpoint: 'nope' })).body).toBeNull();
    expect((await h.call('endpoint', { endpoint: 'notes/update-visibility' })).body).toBeNull();
  });
});
