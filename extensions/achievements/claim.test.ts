import { describe, expect, it } from 'vitest';
import { Claimer, postedAchievements, reached, startupAchievements } from './claim';

describe('achievement claims', () => {
  it('claims each name once, skips those already earned, and spaces claims 500 ms apart', async () => {
    const calls: string[] = [];
    const waits: number[] = [];
    const api = {
      request: async (_e: string, p: { name: string }) => {
        calls.push(p.name);
      },
    };
    const c = new Claimer(api as never, { achievements: [{ name: 'notes1', unlockedAt: 1 }], movedTo: null }, async (ms) => {
      waits.push(ms);
    });
    void c.claim('notes1');
    void c.claim('login3');
    void c.claim('login3');
    await c.claim('followers1');
    expect(calls).toEqual(['login3', 'followers1']);
    expect(waits).toEqual([500]);
  });

  it('a moved account claims nothing', async () => {
    const calls: string[] = [];
    const c = new Claimer(
      {
        request: async (_e: string, p: { name: string }) => {
          calls.push(p.name);
        },
      } as never,
      { achievements: [], movedTo: 'x' },
    );
    await c.claim('notes1');
    expect(calls).toEqual([]);
  });

  it('count thresholds, start-up and posting triggers', () => {
    expect(reached('notes', 12)).toEqual(['notes1', 'notes10']);
    expect(reached('followers', 0)).toEqual([]);
    const now = new Date(2026, 0, 1, 12, 0, 0);
    const s = startupAchievements(
      { notesCount: 0, loggedInDays: 3, followersCount: 1, createdAt: new Date(2024, 5, 1).toISOString(), birthday: '1990-01-01' },
      now,
    );
    expect(s).toEqual(['login3', 'followers1', 'passedSinceAccountCreated1', 'loggedInOnBirthday', 'loggedInOnNewYearsDay']);
    expect(postedAchievements(0, new Date(2026, 5, 1, 2, 0, 0))).toEqual(['notes1', 'postedAtLateNight', 'postedAt0min0sec']);
    expect(postedAchievements(5, new Date(2026, 5, 1, 12, 3, 4))).toEqual(['notes1']);
  });
});
