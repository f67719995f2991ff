// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RouteContribution } from '@kite/sdk';
import { activateForTest, renderWithServices } from '@kite/sdk/testing';
import comingSoon from './index';
import { notBuiltYet } from './notBuiltYet';

afterEach(cleanup);

const rules = (r: Pick<RouteContribution, 'path' | 'loginRequired' | 'staffOnly' | 'minimalShell'>) =>
  [r.path, r.loginRequired ?? false, r.staffOnly ?? false, r.minimalShell ?? false] as const;

describe('coming-soon extension', () => {
  it('serves every path not built yet, with its login, staff and shell rules, without running any code', async () => {
    const { registered } = await activateForTest(comingSoon);
    expect(registered.routes.map(rules)).toEqual(notBuiltYet.map(rules));
    const byPath = new Map(registered.routes.map((r) => [r.path, rules(r)]));
    expect(byPath.get('/reversi')).toEqual(['/reversi', false, false, false]);
    expect(byPath.get('/bubble-game')).toEqual(['/bubble-game', true, false, false]);
    expect(byPath.get('/oauth/authorize')).toEqual(['/oauth/authorize', false, false, true]);
  });

  it('a bundle the operator switched off takes its paths with it', async () => {
    const { registered } = await activateForTest(comingSoon, { bundles: { games: false } });
    const paths = registered.routes.map((r) => r.path);
    expect(paths).not.toContain('/bubble-game');
    expect(paths).not.toContain('/reversi');
    expect(paths).toContain('/oauth/authorize');
    expect(paths).toHaveLength(notBuiltYet.filter((r) => r.bundle !== 'games').length);
  });

  it('its page says the path is not available yet and names the bundle that will bring it', async () => {
    const { registered } = await activateForTest(comingSoon);
    const route = registered.routes.find((r) => r.path === '/bubble-game');
    if (!route || !('lazy' in route.component)) throw new Error('/bubble-game is not a lazy page');
    const { default: Page } = await route.component.lazy();
    renderWithServices(<Page params={{}} query={{}} hash="" />);
    expect(screen.getByText('Not available yet')).toBeTruthy();
    expect(document.body.textContent).toContain('It will come with the “games” extension.');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });
});
