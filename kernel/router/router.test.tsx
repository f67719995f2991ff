// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import type { RouteProps } from '@kite/sdk';
import { createTestRouter } from '../../tests/support/kernelRouter';
import { startsMinimalShell } from './minimalShell';

afterEach(cleanup);

function Echo(props: RouteProps) {
  return <pre data-testid="echo">{JSON.stringify(props)}</pre>;
}
const echo = () => JSON.parse(screen.getByTestId('echo').textContent ?? '{}') as RouteProps;
const me = { id: 'u1', username: 'alice' } as entities.MeDetailed;

async function mount(t: ReturnType<typeof createTestRouter>) {
  t.refresh();
  await act(async () => {
    render(t.ui);
    await t.router.load();
  });
}

describe('router', () => {
  it('renders a contributed page with its path params, query and hash', async () => {
    const t = createTestRouter({ path: '/notes/n1/reactions?x=1#top' });
    t.registry.add('routes', 'notes', { path: '/notes/:noteId/:initialTab?', component: Echo });
    await mount(t);
    expect(echo()).toEqual({ params: { noteId: 'n1', initialTab: 'reactions' }, query: { x: '1' }, hash: 'top' });
  });

  it('matches /@user, /@user@host, their sub-pages and rest parameters', async () => {
    const t = createTestRouter({ path: '/@alice@remote.example' });
    t.registry.add('routes', 'users', { path: '/@:acct/:page?', component: Echo });
    t.registry.add('routes', 'users', { path: '/@:acct/following', component: () => <p>following list</p> });
    t.registry.add('routes', 'settings', { path: '/registry/keys/:domain/:path(*)?', component: Echo });
    await mount(t);
    expect(echo().params).toEqual({ acct: 'alice@remote.example' });
    await act(() => t.navigation.push('/@bob/following'));
    expect(await screen.findByText('following list')).toBeTruthy();
    await act(() => t.navigation.push('/@bob/clips'));
    expect(echo().params).toEqual({ acct: 'bob', page: 'clips' });
    await act(() => t.navigation.push('/registry/keys/system/a/b/c'));
    expect(echo().params).toEqual({ domain: 'system', path: 'a/b/c' });
  });

  it('a required rest parameter needs a value: /@user/pages is the profile tab, /@user/pages/x a page', async () => {
    const t = createTestRouter({ path: '/@alice/pages' });
    t.registry.add('routes', 'users', { path: '/@:acct/:page?', component: Echo });
    t.registry.add('routes', 'pages', { path: '/@:username/pages/:pageName(*)', component: () => <p>a page</p> });
    await mount(t);
    expect(echo().params).toEqual({ acct: 'alice', page: 'pages' });
    await act(() => t.navigation.push('/@alice/pages/my/page'));
    expect(await screen.findByText('a page')).toBeTruthy();
  });

  it('serves a path per audience: visitors and signed-in people get different pages at /', async () => {
    const add = (t: ReturnType<typeof createTestRouter>) => {
      t.registry.add('routes', 'auth', { path: '/', audience: 'visitor', component: () => <p>landing</p> });
      t.registry.add('routes', 'timeline', { path: '/', audience: 'signedIn', component: () => <p>timeline</p> });
    };
    const visitor = createTestRouter({ path: '/' });
    add(visitor);
    await mount(visitor);
    expect(screen.getByText('landing')).toBeTruthy();
    cleanup();
    const signedIn = createTestRouter({ path: '/', viewer: { signedIn: true, me } });
    add(signedIn);
    await mount(signedIn);
    expect(screen.getByText('timeline')).toBeTruthy();
  });

  it('a path served to signed-in people only is, for visitors, not found with the sign-in prompt', async () => {
    const t = createTestRouter({ path: '/' });
    t.registry.add('routes', 'timeline', { path: '/', audience: 'signedIn', component: () => <p>timeline</p> });
    await mount(t);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(t.signinRequests).toHaveLength(1);
  });

  it('login-required routes show not-found to visitors and ask them to sign in', async () => {
    const t = createTestRouter({ path: '/my/drive' });
    t.registry.add('routes', 'drive', { path: '/my/drive', loginRequired: true, component: () => <p>drive</p> });
    await mount(t);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(screen.queryByText('drive')).toBeNull();
    expect(t.signinRequests).toHaveLength(1);
    cleanup();
    const signedIn = createTestRouter({ path: '/my/drive', viewer: { signedIn: true, me } });
    signedIn.registry.add('routes', 'drive', { path: '/my/drive', loginRequired: true, component: () => <p>drive</p> });
    await mount(signedIn);
    expect(screen.getByText('drive')).toBeTruthy();
  });

  it('staff-only routes show not-found to everyone but staff', async () => {
    const t = createTestRouter({ path: '/admin/users', viewer: { signedIn: true, me } });
    t.registry.add('routes', 'admin', { path: '/admin/users', staffOnly: true, component: () => <p>user admin</p> });
    await mount(t);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    cleanup();
    const staff = createTestRouter({ path: '/admin/users', viewer: { signedIn: true, me, isStaff: true } });
    staff.registry.add('routes', 'admin', { path: '/admin/users', staffOnly: true, component: () => <p>user admin</p> });
    await mount(staff);
    expect(screen.getByText('user admin')).toBeTruthy();
  });

  it('a route gated by `allow` (a role policy) shows not-found to whoever it refuses', async () => {
    const gate = { path: '/custom-emojis-manager', allow: (w: { me: { isAdmin?: boolean } | null }) => Boolean(w.me?.isAdmin) };
    const t = createTestRouter({ path: '/custom-emojis-manager', viewer: { signedIn: true, me } });
    t.registry.add('routes', 'admin', { ...gate, component: () => <p>emoji manager</p> });
    await mount(t);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    cleanup();
    const admin = createTestRouter({ path: '/custom-emojis-manager', viewer: { signedIn: true, me: { ...me, isAdmin: true } } });
    admin.registry.add('routes', 'admin', { ...gate, component: () => <p>emoji manager</p> });
    await mount(admin);
    expect(screen.getByText('emoji manager')).toBeTruthy();
  });

  it('redirects /authorize-follow to /lookup and /redirect-test to the own profile', async () => {
    const t = createTestRouter({ path: '/authorize-follow?acct=bob@remote.example', viewer: { signedIn: true, me } });
    t.registry.add('redirects', 'lookup', { from: '/authorize-follow', to: (c) => `/lookup${c.search}` });
    t.registry.add('redirects', 'users', { from: '/redirect-test', to: (c) => (c.username ? `/@${c.username}` : '/') });
    await mount(t);
    expect(t.router.state.location.href).toBe('/lookup?acct=bob%40remote.example');
    await act(() => t.navigation.push('/redirect-test'));
    await act(() => t.router.load());
    expect(t.router.state.location.pathname).toBe('/@alice');
  });

  it('tells which contributed pages start the minimal shell (spec 1 §2.2)', async () => {
    const t = createTestRouter({ path: '/' });
    t.registry.add('routes', 'compose', { path: '/share', minimalShell: true, component: () => <p>share</p> });
    t.registry.add('routes', 'auth', { path: '/miauth/:session', minimalShell: true, component: () => <p>miauth</p> });
    t.registry.add('routes', 'timeline', { path: '/timeline', component: () => <p>timeline</p> });
    t.refresh();
    const routes = t.registry.list('routes');
    expect(startsMinimalShell(t.navigation.routePathAt('/share'), routes)).toBe(true);
    expect(startsMinimalShell(t.navigation.routePathAt('/miauth/s1'), routes)).toBe(true);
    expect(startsMinimalShell(t.navigation.routePathAt('/timeline'), routes)).toBe(false);
    expect(startsMinimalShell(t.navigation.routePathAt('/shared-things'), routes)).toBe(false);
    expect(startsMinimalShell(t.navigation.routePathAt('/nowhere'), routes)).toBe(false);
  });

  it('an unmatched path shows not-found and in-app navigation to it does a full page load', async () => {
    const fullLoad = vi.fn();
    const t = createTestRouter({ path: '/definitely/not/a/page', fullLoad });
    t.registry.add('routes', 'about', { path: '/about-kite', component: () => <p>about</p> });
    await mount(t);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    t.navigation.push('/api-doc');
    expect(fullLoad).toHaveBeenCalledWith('/api-doc');
    t.navigation.push('/about-kite');
    expect(fullLoad).toHaveBeenCalledTimes(1);
  });

  it('raises "no route found" when nothing at all matches', async () => {
    const t = createTestRouter({ path: '/' });
    const { buildRouteTree } = await import('./routeTree');
    t.router.update({
      ...t.router.options,
      routeTree: buildRouteTree({ paths: [], rootComponent: () => <></>, username: () => null, catchAll: false }),
    });
    expect(() => t.navigation.push('/nowhere')).toThrow('no route found');
  });

  it('gives each router (e.g. a page window) its own history', async () => {
    const main = createTestRouter({ path: '/about-kite' });
    const win = createTestRouter({ path: '/debug' });
    for (const t of [main, win]) {
      for (const path of ['/about-kite', '/debug', '/explore']) t.registry.add('routes', 'x', { path, component: () => <p>{path}</p> });
      t.refresh();
    }
    await act(() => main.router.load());
    await act(() => win.router.load());
    await act(() => win.navigation.push('/explore'));
    expect(win.router.state.location.pathname).toBe('/explore');
    expect(main.router.state.location.pathname).toBe('/about-kite');
    await act(async () => {
      win.navigation.back();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(win.router.history.location.pathname).toBe('/debug');
  });

  it('adds routes that only an extension declares, and drops them when it goes away', async () => {
    const t = createTestRouter({ path: '/' });
    await mount(t);
    const d = t.registry.add('routes', 'third', { path: '/hello-ext', component: () => <p>hello from ext</p> });
    await act(() => t.navigation.push('/hello-ext'));
    expect(await screen.findByText('hello from ext')).toBeTruthy();
    await act(async () => d.dispose());
    expect(screen.queryByText('hello from ext')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
  });
});
