// @vitest-environment happy-dom
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Navigation, ServiceProvider } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { AppPage, AppRouting, useRouting } from './appRouting';
import { KernelPageRouters } from './pageRouters';
import { loadRouting } from './loadRouting';
import { createTestServices } from '../../tests/support/kernelRouter';

afterEach(cleanup);

function Echo(props: RouteProps) {
  return <pre data-testid="echo">{JSON.stringify(props)}</pre>;
}

function setup(path: string) {
  history.replaceState(null, '', path);
  const t = createTestServices();
  t.registry.add('routes', 'about', { path: '/about-kite', component: Echo });
  t.registry.add('routes', 'users', { path: '/@:acct', component: Echo });
  const load = vi.fn(loadRouting);
  const views: string[] = [];
  const routing = new AppRouting({ registry: t.registry, username: () => null, pageView: (href) => views.push(href) }, load);
  t.services.provide(Navigation, routing.navigation);
  const shell = { mounts: 0 };
  function Shell(props: { children: ReactNode }) {
    const at = useRouting(routing);
    useEffect(() => void shell.mounts++, []);
    return (
      <div data-testid="shell" data-path={at.pathname}>
        {props.children}
      </div>
    );
  }
  const ui = (
    <ServiceProvider services={t.services}>
      <Shell>
        <AppPage routing={routing} />
      </Shell>
    </ServiceProvider>
  );
  return { ...t, routing, load, views, shell, ui, begin: () => routing.begin() };
}

const echo = async () => JSON.parse((await screen.findByTestId('echo')).textContent ?? '{}') as RouteProps;

describe('app routing', () => {
  it('draws a first address that is a contributed path without the router, which takes over at the first navigation', async () => {
    const t = setup('/about-kite?tab=x#top');
    expect(await t.begin()).toBe('/about-kite');
    await act(async () => void render(t.ui));
    expect(await echo()).toEqual({ params: {}, query: { tab: 'x' }, hash: 'top' });
    expect(t.load).not.toHaveBeenCalled();

    await act(async () => t.routing.navigation.push('/@bob'));
    await vi.waitFor(async () => expect((await echo()).params).toEqual({ acct: 'bob' }));
    expect(t.load).toHaveBeenCalledTimes(1);
    expect(t.shell.mounts).toBe(1);
    expect(screen.getByTestId('shell').dataset.path).toBe('/@bob');
    expect(location.pathname).toBe('/@bob');
    expect(t.views).toEqual(['/about-kite?tab=x#top', '/@bob']);
  });

  it('keeps the directly drawn page when the router is built after the first content', async () => {
    const t = setup('/about-kite');
    await t.begin();
    await act(async () => void render(t.ui));
    const first = await screen.findByTestId('echo');
    await act(async () => void (await t.routing.build()));
    expect(screen.getByTestId('echo')).toBe(first);
    expect(t.views).toEqual(['/about-kite']);
  });

  it('routes a first address with params before the first render', async () => {
    const t = setup('/@alice');
    expect(await t.begin()).toBe('/@:acct');
    expect(t.load).toHaveBeenCalledTimes(1);
    await act(async () => void render(t.ui));
    expect((await echo()).params).toEqual({ acct: 'alice' });
    expect(t.views).toEqual(['/@alice']);
  });
});

describe('page routers', () => {
  it('opens a page window at once and draws its page when the router chunk is in', async () => {
    const t = createTestServices();
    t.registry.add('routes', 'users', { path: '/@:acct', component: Echo });
    const page = new KernelPageRouters({ ...t, username: () => null }).create('/@carol');
    expect(page.navigation.current).toBe('/@carol');
    expect(page.canGoBack()).toBe(false);
    await act(async () => void render(<page.View />));
    expect((await echo()).params).toEqual({ acct: 'carol' });
  });
});
