import { describe, expect, it, vi } from 'vitest';
import { CommandNotFoundError, createToken, defineExtension } from '@kite/sdk';
import type { ServiceResolver } from '@kite/sdk';
import { KernelServices } from '../di/services';
import { KernelContributionRegistry } from '../contributions/registry';
import { KernelExtensionHost } from '../extensions/host';
import { KernelCommands } from './service';

function setup() {
  const commands = new KernelCommands();
  const registry = new KernelContributionRegistry();
  const errors: string[] = [];
  const host = new KernelExtensionHost(new KernelServices(), registry, new Set(), (id, e) => errors.push(`${id}: ${String(e)}`), commands);
  return { commands, registry, host, errors };
}

describe('commands', () => {
  it('runs what an extension registered with typed arguments, and forgets it when the extension deactivates', async () => {
    const { commands, host } = setup();
    const open = vi.fn();
    await host.activateAll(
      [
        {
          source: 'builtin',
          def: defineExtension({
            id: 'compose',
            activate: (ctx) => void ctx.commands.add('compose.open', (opts) => open(opts?.initialText)),
          }),
        },
      ],
      () => true,
    );
    expect(commands.has('compose.open')).toBe(true);
    await commands.run('compose.open', { initialText: 'hi' });
    expect(open).toHaveBeenCalledWith('hi');
    host.deactivate('compose');
    expect(commands.has('compose.open')).toBe(false);
    await expect(commands.run('compose.open')).rejects.toThrow(/no command "compose\.open"/);
  });

  it('rejects an unknown id with an error naming it, and a failing handler with its own error', async () => {
    const { commands } = setup();
    await expect(commands.run('nobody.here')).rejects.toBeInstanceOf(CommandNotFoundError);
    commands.register(
      'boom',
      () => {
        throw new Error('kaboom');
      },
      'x',
    );
    await expect(commands.run('boom')).rejects.toThrow('kaboom');
  });

  it('refuses a second owner for one id, naming both', async () => {
    const { commands, host, errors } = setup();
    commands.register('search.open', () => {}, 'kernel');
    await host.activateAll(
      [{ source: 'builtin', def: defineExtension({ id: 'search', activate: (ctx) => void ctx.commands.add('search.open', () => {}) }) }],
      () => true,
    );
    expect(errors.join()).toMatch(/command "search\.open" is already registered by "kernel"/);
    expect(host.list().find((s) => s.id === 'search')?.state).toBe('failed');
  });

  it('tells subscribers when commands come and go', () => {
    const { commands } = setup();
    const seen = vi.fn();
    commands.subscribe(seen);
    commands.register('a', () => {}, 'x').dispose();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('gives extensions a ctx that is itself a service resolver (passed where one is wanted)', async () => {
    const services = new KernelServices();
    const Thing = createToken<string>('Thing');
    services.provide(Thing, 'the thing');
    const host = new KernelExtensionHost(services, new KernelContributionRegistry(), new Set([Thing.key]));
    const read = (r: ServiceResolver) => (r.has(Thing) ? r.resolve(Thing) : 'absent');
    let got = '';
    await host.activateAll(
      [
        {
          source: 'builtin',
          def: defineExtension({
            id: 'r',
            activate: (ctx) => {
              got = read(ctx);
            },
          }),
        },
      ],
      () => true,
    );
    expect(got).toBe('the thing');
  });

  it('tells the person when a command cannot load its code, and still rejects', async () => {
    const { commands } = setup();
    const told = vi.fn();
    commands.onLoadFailure(told);
    commands.register(
      'compose.open',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/PostDialog.js')),
      'compose',
    );
    await expect(commands.run('compose.open')).rejects.toThrow(/dynamically imported/);
    expect(told).toHaveBeenCalledOnce();
    // Other failures are the caller's to report.
    commands.register('boom', () => Promise.reject(new Error('kaboom')), 'x');
    await expect(commands.run('boom')).rejects.toThrow('kaboom');
    expect(told).toHaveBeenCalledOnce();
  });
});
