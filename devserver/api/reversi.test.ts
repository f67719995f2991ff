import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
let carol: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
  for (const u of ['alice', 'bob', 'carol']) ids[u] = (await h.call('users/show', { username: u })).body.id;
});
afterAll(async () => {
  await h.close();
});

describe('reversi lobby (Misskey 2025.9 shapes)', () => {
  it('an invitation shows for the invitee, and accepting it makes a game with the inviter as user1', async () => {
    const invited = await h.call('reversi/match', { userId: ids.bob }, alice);
    expect(invited.status).toBe(204);
    const list = await h.call('reversi/invitations', {}, bob);
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['alice']);
    const accepted = await h.call('reversi/match', { userId: ids.alice }, bob);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ user1Id: ids.alice, user2Id: ids.bob, isStarted: false, bw: 'random', logs: [] });
    expect(accepted.body.map).toHaveLength(8);
    expect((await h.call('reversi/invitations', {}, bob)).body).toEqual([]);
    const mine = await h.call('reversi/games', { my: true }, alice);
    expect(mine.body.map((g: { id: string }) => g.id)).toContain(accepted.body.id);
    // Everyone's list only holds started games.
    expect((await h.call('reversi/games', {}, null)).body).toEqual([]);
  });

  it('refuses matching yourself and unknown users with Misskey error ids', async () => {
    const self = await h.call('reversi/match', { userId: ids.carol }, carol);
    expect(self.body.error).toMatchObject({ code: 'TARGET_IS_YOURSELF', id: '96fd7bd6-d2bc-426c-a865-d055dcd2828e' });
    const nobody = await h.call('reversi/match', { userId: 'zzzzzzzzzz' }, carol);
    expect(nobody.body.error).toMatchObject({ code: 'NO_SUCH_USER', id: '0b4f0559-b484-4e31-9581-3f73cee89b28' });
  });

  it('cancelling an invitation removes it', async () => {
    await h.call('reversi/match', { userId: ids.carol }, bob);
    expect((await h.call('reversi/invitations', {}, carol)).body).toHaveLength(1);
    await h.call('reversi/cancel-match', { userId: ids.carol }, bob);
    expect((await h.call('reversi/invitations', {}, carol)).body).toEqual([]);
  });

  it('surrender ends the game for the other player; a second surrender is ALREADY_ENDED; outsiders are denied', async () => {
    const games = await h.call('reversi/games', { my: true }, bob);
    const gameId = games.body[0].id;
    const outsider = await h.call('reversi/surrender', { gameId }, carol);
    expect(outsider.body.error).toMatchObject({ code: 'ACCESS_DENIED' });
    expect((await h.call('reversi/surrender', { gameId }, bob)).status).toBe(204);
    const shown = await h.call('reversi/show-game', { gameId }, null);
    expect(shown.body).toMatchObject({ isEnded: true, surrenderedUserId: ids.bob, winnerId: ids.alice });
    const again = await h.call('reversi/surrender', { gameId }, alice);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_ENDED', id: '6c2ad4a6-cbf1-4a5b-b187-b772826cfc6d' });
    const missing = await h.call('reversi/show-game', { gameId: 'nope' }, null);
    expect(missing.body.error).toMatchObject({ code: 'NO_SUCH_GAME', id: 'f13a03db-fae1-46c9-87f3-43c8165419e1' });
  });
});
