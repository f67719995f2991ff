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
    expect(byPath.get('/admin')).toEqual(['/admin', false, true, false]);
    expect(byPath.get('/pages/new')).toEqual(['/pages/new', true, false, false]);
    expect(byPath.get('/auth/:token')).toEqual(['/auth/:token', false, false, true]);
  });

  it('a bundle the operator switched off takes its paths and navbar entries with it', async () => {
    const all = await activateForTest(comingSoon);
    const { registered } = await activateForTest(comingSoon, { bundles: { admin: false, games: false } });
    const paths = registered.routes.map((r) => r.path);
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/clicker');
    expect(paths).toContain('/pages');
    expect(paths).toHaveLength(notBuiltYet.filter((r) => r.bundle !== 'admin' && r.bundle !== 'games').length);
    expect(all.registered.navbar.map((n) => n.id)).toContain('games');
    expect(registered.navbar.map((n) => n.id)).toEqual(['pages', 'play', 'gallery']);
  });

  it('its page says the path is not available yet and names the bundle that will bring it', async () => {
    const { registered } = await activateForTest(comingSoon);
    const route = registered.routes.find((r) => r.path === '/play');
    if (!route || !('lazy' in route.component)) throw new Error('/play is not a lazy page');
    const { default: Page } = await route.component.lazy();
    renderWithServices(<Page params={{}} query={{}} hash="" />);
    expect(screen.getByText('Not available yet')).toBeTruthy();
    expect(document.body.textContent).toContain('It will come with the “play” extension.');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });
});
