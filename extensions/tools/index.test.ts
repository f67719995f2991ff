import { describe, expect, it } from 'vitest';
import tools from './index';

describe('tools manifest', () => {
  it('serves /api-console to signed-in people and /preview to everyone, lazily', () => {
    const routes = tools.contributes?.routes ?? [];
    expect(routes.map((r) => [r.path, Boolean(r.loginRequired)])).toEqual([
      ['/api-console', true],
      ['/preview', false],
    ]);
    for (const r of routes) expect(typeof r.component).toBe('object');
  });
  it('activates only on first need', () => {
    expect(tools.activationEvents).toEqual([]);
  });
});
