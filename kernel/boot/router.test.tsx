import { describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../tests/support/kernelRouter';

describe('createKiteRouter', () => {
  it('rebuilds the route tree once for routes added across awaited activations, after them', async () => {
    const t = createTestRouter({ path: '/' });
    const update = vi.spyOn(t.router, 'update');
    // As the extension host does: each extension's activate is awaited, so microtasks run between them.
    for (const id of ['a', 'b', 'c', 'd']) {
      t.registry.add('routes', id, { path: `/${id}`, component: () => <p>{id}</p> });
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(update).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r));
    expect(update).toHaveBeenCalledTimes(1);
    expect(t.router.routesByPath).toHaveProperty('/d');
  });
});
