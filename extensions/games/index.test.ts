import { describe, expect, it } from 'vitest';
import games from './index';

describe('games manifest', () => {
  it('serves /games to everyone and /clicker to signed-in people', () => {
    const routes = games.contributes?.routes ?? [];
    expect(routes.map((r) => [r.path, Boolean(r.loginRequired)])).toEqual([
      ['/games', false],
      ['/clicker', true],
      ['/reversi', false],
      ['/reversi/g/:gameId', false],
      ['/bubble-game', true],
    ]);
  });
  it('puts Games in the navbar and activates only on first need', () => {
    expect(games.contributes?.navbar?.map((n) => n.to)).toEqual(['/games']);
    expect(games.activationEvents).toEqual([]);
  });
});
