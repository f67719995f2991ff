// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Api } from '@kite/sdk';
import { mockApi, provide, renderWithServices } from '@kite/sdk/testing';
import BubbleGamePage from './BubbleGamePage';
import { BubbleGame, GAME_VERSION } from './engine';
import { recordOf } from './saveRecord';

afterEach(cleanup);

const user = (username: string) => ({
  id: `id-${username}`,
  name: null,
  username,
  host: null,
  avatarUrl: 'https://misskey.example/avatar.png',
  avatarBlurhash: null,
  avatarDecorations: [],
  isBot: false,
  isCat: false,
  emojis: {},
  onlineStatus: 'unknown' as const,
  badgeRoles: [],
});

describe('bubble game title screen', () => {
  it('shows the chosen mode’s ranking from bubble-game/ranking, and how to play', async () => {
    const api = mockApi({
      'bubble-game/ranking': (p: { gameMode: string }) => (p.gameMode === 'normal' ? [{ id: 'r1', score: 1234, user: user('carol') }] : []),
    });
    renderWithServices(<BubbleGamePage />, { services: [provide(Api, api)] });
    const ranking = await screen.findByRole('list', { name: 'Ranking of the last 7 days (NORMAL)' });
    expect(ranking.textContent).toContain('carol');
    expect(ranking.textContent).toContain('1,234 pt');
    expect(screen.getByRole('heading', { name: 'How to play' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Game mode'), { target: { value: 'yen' } });
    expect(await screen.findByText('No scores in this mode yet.')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.endpoint === 'bubble-game/ranking').map((c) => c.params)).toEqual([
        { gameMode: 'normal' },
        { gameMode: 'yen' },
      ]),
    );
  });
});

describe('the saved record', () => {
  it('has every field bubble-game/register requires, the seed being the start time', () => {
    const seed = String(Date.now());
    const g = new BubbleGame('square', seed);
    g.tick();
    g.drop(200);
    g.surrender();
    expect(recordOf(g)).toEqual({
      seed,
      score: 0,
      gameMode: 'square',
      gameVersion: GAME_VERSION,
      logs: [
        [1, 0, 200],
        [0, 2],
      ],
    });
    g.dispose();
  });
});
