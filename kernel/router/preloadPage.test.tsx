// @vitest-environment happy-dom
import { Suspense, act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { RouteContribution, RouteProps } from '@kite/sdk';
import { preloadCurrentPage } from './preloadPage';
import { resolveLazy } from '@kite/sdk';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Home = () => <h1>Home</h1>;
const props: RouteProps = { params: {}, query: {}, hash: '' };

function render(route: RouteContribution): HTMLElement {
  const Page = resolveLazy(route.component);
  const el = document.createElement('div');
  act(() =>
    createRoot(el).render(
      <Suspense fallback="spinner">
        <Page {...props} />
      </Suspense>,
    ),
  );
  return el;
}

describe('preloadCurrentPage', () => {
  it('loads the page for the current path, which then renders without the spinner', async () => {
    const home: RouteContribution = { path: '/', component: { lazy: () => Promise.resolve({ default: Home }) } };
    await preloadCurrentPage([home], '/', true);
    expect(render(home).textContent).toBe('Home');
  });

  it("loads the page of the viewer's audience only", async () => {
    const visitorLazy = vi.fn(() => Promise.resolve({ default: Home }));
    const landing: RouteContribution = { path: '/', audience: 'visitor', component: { lazy: visitorLazy } };
    const home: RouteContribution = { path: '/', audience: 'signedIn', component: { lazy: () => Promise.resolve({ default: Home }) } };
    await preloadCurrentPage([landing, home], '/', true);
    expect(visitorLazy).not.toHaveBeenCalled();
    expect(render(home).textContent).toBe('Home');
  });

  it('loads nothing for another path; that page suspends as before', async () => {
    const lazy = vi.fn(() => Promise.resolve({ default: Home }));
    const home: RouteContribution = { path: '/', component: { lazy } };
    await preloadCurrentPage([home], '/about', true);
    expect(lazy).not.toHaveBeenCalled();
    expect(render(home).textContent).toBe('spinner');
  });

  it('does not wait past the cap for a slow page', async () => {
    const slow: RouteContribution = { path: '/', component: { lazy: () => new Promise(() => {}) } };
    const t0 = Date.now();
    await preloadCurrentPage([slow], '/', true, 30);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it("runs the route's prepare beside the page's code and waits for it", async () => {
    let prepared = false;
    const home: RouteContribution = {
      path: '/',
      component: { lazy: () => Promise.resolve({ default: Home }) },
      prepare: () => new Promise<void>((r) => setTimeout(() => ((prepared = true), r()), 20)),
    };
    await preloadCurrentPage([home], '/', true);
    expect(prepared).toBe(true);
  });

  it('waits for a slow prepare only briefly, and not at all for a failed one', async () => {
    const prepare = vi.fn(() => new Promise<void>(() => {}));
    const slow: RouteContribution = { path: '/', component: { lazy: () => Promise.resolve({ default: Home }) }, prepare };
    const t0 = Date.now();
    await preloadCurrentPage([slow], '/', true, 1000, 30);
    expect(prepare).toHaveBeenCalledOnce();
    expect(Date.now() - t0).toBeLessThan(500);
    const failed: RouteContribution = { path: '/', component: slow.component, prepare: () => Promise.reject(new Error('offline')) };
    await preloadCurrentPage([failed], '/', true);
    expect(render(failed).textContent).toBe('Home');
  });
});
