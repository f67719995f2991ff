import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signin('alice');
  bob = await h.signin('bob');
});
afterAll(async () => {
  await h.close();
});

describe('invite codes', () => {
  it('needs the canInvite policy, as Misskey: bob (no such role) is refused', async () => {
    for (const name of ['invite/create', 'invite/list', 'invite/limit'])
      expect((await h.call(name, {}, bob)).body.error).toMatchObject({ code: 'ROLE_PERMISSION_DENIED' });
    expect((await h.call('invite/list', {})).body.error).toMatchObject({ code: 'CREDENTIAL_REQUIRED' });
  });

  it('alice creates a code, lists it newest first, and deletes it; no limit means remaining null', async () => {
    expect((await h.call('invite/limit', {}, alice)).body).toEqual({ remaining: null });
    const a = (await h.call('invite/create', {}, alice)).body as { id: string; code: string; used: boolean; expiresAt: null };
    const b = (await h.call('invite/create', {}, alice)).body as { id: string; code: string };
    expect(a.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(a).toMatchObject({ used: false, expiresAt: null });
    const list = (await h.call('invite/list', {}, alice)).body as { id: string }[];
    expect(list.map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await h.call('invite/delete', { inviteId: a.id }, alice)).status).toBe(204);
    expect(((await h.call('invite/list', {}, alice)).body as { id: string }[]).map((x) => x.id)).toEqual([b.id]);
  });
});

describe('charts/federation', () => {
  it('answers every series of Misskey’s federation chart with `limit` points', async () => {
    const c = (await h.call('charts/federation', { span: 'day', limit: 5 })).body as Record<string, number[]>;
    expect(Object.keys(c).sort()).toEqual([
      'deliveredInstances',
      'inboxInstances',
      'pub',
      'pubActive',
      'pubsub',
      'stalled',
      'sub',
      'subActive',
    ]);
    expect(c.pub).toHaveLength(5);
  });
});
