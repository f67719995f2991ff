import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
let carol: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

const game = (score: number, gameMode = 'normal', seed = String(Date.now() - 60_000)) => ({
  score,
  seed,
  logs: [
    [0, 0, 225],
    [40, 1],
    [30, 2],
  ],
  gameMode,
  gameVersion: 3,
});

describe('bubble game records (Misskey 2025.9 shapes)', () => {
  it('register answers 204; the ranking of the mode lists the best scores first with their users', async () => {
    expect((await h.call('bubble-game/register', game(40), alice)).status).toBe(204);
    expect((await h.call('bubble-game/register', game(90), bob)).status).toBe(204);
    expect((await h.call('bubble-game/register', game(7, 'square'), carol)).status).toBe(204);
    const normal = await h.call('bubble-game/ranking', { gameMode: 'normal' }, null);
    expect(normal.body.map((r: { score: number; user: { username: string } }) => [r.user.username, r.score])).toEqual([
      ['bob', 90],
      ['alice', 40],
    ]);
    expect(Object.keys(normal.body[0]).sort()).toEqual(['id', 'score', 'user']);
    const square = await h.call('bubble-game/ranking', { gameMode: 'square' }, null);
    expect(square.body.map((r: { score: number }) => r.score)).toEqual([7]);
    expect((await h.call('bubble-game/ranking', { gameMode: 'yen' }, null)).body).toEqual([]);
  });

  it('allows one register every 30 s per person, as Misskey’s limiter does', async () => {
    const again = await h.call('bubble-game/register', game(1), alice);
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef' });
  });

  it('refuses a seed from the future or older than 5 hours with INVALID_SEED', async () => {
    const dave = await h.signin('dave');
    const future = await h.call('bubble-game/register', game(5, 'normal', String(Date.now() + 60_000)), dave);
    expect(future.body.error).toMatchObject({ code: 'INVALID_SEED', id: 'eb627bc7-574b-4a52-a860-3c3eae772b88' });
    const erin = await h.signin('erin');
    const old = await h.call('bubble-game/register', game(5, 'normal', String(Date.now() - 6 * 3600_000)), erin);
    expect(old.body.error).toMatchObject({ code: 'INVALID_SEED' });
  });

  it('checks parameters and credentials like Misskey', async () => {
    // A fresh server: the limiter answers before the validation, and everyone here has registered.
    const fresh = await startHarness();
    const token = await fresh.signin('carol');
    const missing = await fresh.call('bubble-game/register', { score: 1, seed: '1', logs: [], gameMode: 'normal' }, token);
    expect(missing.body.error).toMatchObject({ code: 'INVALID_PARAM', info: { param: '#/required' } });
    const anonymous = await h.call('bubble-game/register', game(1), null);
    expect(anonymous.body.error).toMatchObject({ code: 'CREDENTIAL_REQUIRED' });
    const noMode = await h.call('bubble-game/ranking', {}, null);
    expect(noMode.body.error).toMatchObject({
      code: 'INVALID_PARAM',
      info: { param: '#/required', reason: "must have required property 'gameMode'" },
    });
    await fresh.close();
  });
});
