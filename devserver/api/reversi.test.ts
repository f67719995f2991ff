import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';

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

  it('a game over the reversiGame channel: settings, ready, start, stones live to a spectator, the end', async () => {
    await h.call('reversi/match', { userId: ids.carol }, alice);
    const game = (await h.call('reversi/match', { userId: ids.alice }, carol)).body as entities.ReversiGameDetailed;
    const [sa, sc, watcher] = [h.stream(alice), h.stream(carol), h.stream(null)];
    await Promise.all([connected(sa), connected(sc), connected(watcher)]);
    const [ca, cc, cw] = [sa, sc, watcher].map((s) => s.useChannel('reversiGame', { gameId: game.id }));
    await new Promise((r) => setTimeout(r, 50));
    const map = ['----', '-wb-', '-bw-', '----'];
    const setting = waitFor<{ key: string; value: unknown }>((r) => cw.on('updateSettings', r));
    ca.send('updateSettings', { key: 'map', value: map });
    expect(await setting).toMatchObject({ userId: ids.alice, key: 'map', value: map });
    ca.send('updateSettings', { key: 'bw', value: '1' });
    await new Promise((r) => setTimeout(r, 50));
    const started = waitFor<{ game: entities.ReversiGameDetailed }>((r) => cw.on('started', r), 6000);
    ca.send('ready', true);
    cc.send('ready', true);
    const s = await started;
    expect(s.game).toMatchObject({ isStarted: true, black: 1, map });
    const logs: { player: boolean; pos: number }[] = [];
    cw.on('log', (l) => logs.push(l as { player: boolean; pos: number }));
    const ended = waitFor<{ winnerId: string | null; game: entities.ReversiGameDetailed }>((r) => cw.on('ended', r));
    // Alice (black) opens at 1 (flips 5); a move out of turn or an illegal square is ignored.
    cc.send('putStone', { pos: 1, id: 'x' });
    ca.send('putStone', { pos: 0, id: 'bad' });
    ca.send('putStone', { pos: 1, id: 'a1' });
    await new Promise((r) => setTimeout(r, 100));
    expect(logs).toEqual([expect.objectContaining({ player: true, pos: 1, id: 'a1', operation: 'put' })]);
    const shown = (await h.call('reversi/show-game', { gameId: game.id }, null)).body as entities.ReversiGameDetailed;
    expect(shown.logs).toHaveLength(1);
    expect(shown.logs[0].slice(1)).toEqual([1, 0, 1]);
    // Time is not up yet: a claim changes nothing.
    cw.send('claimTimeIsUp', {});
    ca.send('claimTimeIsUp', {});
    await h.call('reversi/surrender', { gameId: game.id }, carol);
    expect((await ended).winnerId).toBe(ids.alice);
  }, 15_000);
});
