import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { boardAt, colorOf, coordOf, playerOf, resultOf } from './gameState';
import { reversiMessages as m } from './messages';

const rules = { map: ['----', '-wb-', '-bw-', '----'], isLlotheo: false, canPutEverywhere: false, loopedBoard: false };
const user = (id: string, username: string) => ({ id, username, name: null, host: null }) as unknown as entities.UserLite;
const alice = user('a', 'alice');
const bob = user('b', 'bob');
const players = { user1Id: 'a', user2Id: 'b', user1: alice, user2: bob, black: 2 };
const ended = { ...players, winnerId: null, surrenderedUserId: null, timeoutUserId: null };

describe('boardAt', () => {
  it('shows the opening: black to move, two each, black’s four legal squares', () => {
    const v = boardAt({ ...rules, logs: [] });
    expect([v.width, v.height, v.black, v.white, v.turn, v.last, v.ended]).toEqual([4, 4, 2, 2, true, null, false]);
    expect([...v.legal].sort((a, b) => a - b)).toEqual([1, 4, 11, 14]);
    expect(v.cells.slice(4, 8)).toEqual(['empty', 'white', 'black', 'empty']);
  });

  it('replays the logs (Misskey’s delta times) and can stop at a step', () => {
    const logs = [
      [1000, 1, 0, 1],
      [500, 0, 0, 0],
    ];
    const after1 = boardAt({ ...rules, logs }, 1);
    expect([after1.black, after1.white, after1.turn, after1.last]).toEqual([4, 1, false, 1]);
    expect(after1.cells[5]).toBe('black');
    const after2 = boardAt({ ...rules, logs });
    expect([after2.black, after2.white, after2.turn, after2.last]).toEqual([3, 3, true, 0]);
  });

  it('marks squares that are not on the map as none, and a decided board as ended', () => {
    const v = boardAt({ ...rules, map: [' bb', '---'], logs: [] });
    expect(v.cells[0]).toBe('none');
    expect([v.ended, v.turn, v.winner, v.legal.size]).toEqual([true, null, true, 0]);
  });
});

describe('players and words', () => {
  it('tells colours and whose turn', () => {
    expect([colorOf(players, 'a'), colorOf(players, 'b'), colorOf(players, 'c'), colorOf({ ...players, black: null }, 'a')]).toEqual([
      false,
      true,
      null,
      null,
    ]);
    expect(playerOf(players, true).username).toBe('bob');
    expect(coordOf(0, 8)).toBe('A1');
    expect(coordOf(13, 4)).toBe('B4');
  });

  it('says the result for each player and for a spectator', () => {
    const won = { ...ended, winnerId: 'a' };
    expect(resultOf(won, 'a').key).toBe(m.youWon);
    expect(resultOf(won, 'b').key).toBe(m.youLost);
    expect(resultOf(won, null)).toEqual({ key: m.winnerIs, name: alice });
    expect(resultOf(ended, 'a').key).toBe(m.draw);
    expect(resultOf({ ...won, surrenderedUserId: 'b' }, null).reason).toEqual({ key: m.resigned, name: bob });
    expect(resultOf({ ...won, timeoutUserId: 'b' }, 'a')).toEqual({ key: m.youWon, reason: { key: m.timedOut, name: bob } });
  });
});
