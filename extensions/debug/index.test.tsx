// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Contributions, ExtensionHost } from '@kite/sdk';
import type { ExtensionHostService, ExtensionStatus } from '@kite/sdk';
import { activateForTest, provide, renderWithServices } from '@kite/sdk/testing';
import debug from './index';

afterEach(cleanup);

/** The extension host as the debug page reads it: a list of statuses, and deactivation. */
class HostDouble implements ExtensionHostService {
  private statuses: ExtensionStatus[];
  private readonly listeners = new Set<() => void>();
  constructor(statuses: ExtensionStatus[]) {
    this.statuses = statuses;
  }
  list(): readonly ExtensionStatus[] {
    return this.statuses;
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  deactivate(id: string): void {
    this.statuses = this.statuses.map((s) => (s.id === id ? { ...s, state: 'inactive' } : s));
    for (const l of [...this.listeners]) l();
  }
  fire(): void {}
}

describe('debug extension', () => {
  it('serves /debug and its two sub-pages, linked from the navbar', async () => {
    const { registered } = await activateForTest(debug);
    expect(registered.routes.map((r) => r.path)).toEqual(['/debug', '/debug/overlays', '/debug/pieces']);
    expect(registered.navbar.map((n) => [n.id, n.to])).toEqual([['debug', '/debug']]);
  });

  it('/debug lists every extension’s state and the contribution counts, and deactivates one on request', async () => {
    const ext = await activateForTest(debug);
    const route = ext.registered.routes[0];
    if (!route || !('lazy' in route.component)) throw new Error('/debug is not a lazy page');
    const { default: Page } = await route.component.lazy();
    const host = new HostDouble([
      { id: 'debug', source: 'builtin', state: 'active' },
      { id: 'clips', source: 'builtin', state: 'active' },
      { id: 'broken', source: 'third-party', state: 'failed', error: 'boom' },
    ]);
    renderWithServices(<Page params={{}} query={{}} hash="" />, {
      services: [provide(ExtensionHost, host), provide(Contributions, ext.ctx.registry)],
    });
    const row = (id: string) => document.querySelector<HTMLElement>(`[data-extension="${id}"]`)!;
    expect(within(row('broken')).getByText('boom')).toBeTruthy();
    expect(within(row('debug')).queryByRole('button')).toBeNull();
    const routes = screen.getByText('routes').closest('tr')!;
    expect(within(routes).getByText('3')).toBeTruthy();
    fireEvent.click(within(row('clips')).getByRole('button'));
    expect(within(row('clips')).getByText('inactive')).toBeTruthy();
    expect(within(row('clips')).queryByRole('button')).toBeNull();
  });
});
