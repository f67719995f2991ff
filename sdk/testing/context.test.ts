import { describe, expect, it } from 'vitest';
import { Commands, CommandNotFoundError } from '../commands';
import { Contributions, I18n, Navigation, Preferences, Viewer } from '../services';
import { Api } from '../api';
import { createToken } from '../tokens';
import { testContext } from './context';
import { mockApi } from './api';
import { provide } from './services';
import { MissingServiceError } from './services';

const page = () => null;

describe('testContext', () => {
  it('registers contributions in its registry, in order, each owned by the context, until disposed', () => {
    const ctx = testContext({ id: 'x' });
    const seen: number[] = [];
    ctx.registry.subscribe('routes', () => void seen.push(ctx.registry.list('routes').length));
    const first = ctx.routes.add({ path: '/a', component: page });
    ctx.routes.add({ path: '/b', component: page });
    const before = ctx.registry.list('routes');
    expect(ctx.registry.list('routes')).toBe(before);
    expect(before.map((r) => r.path)).toEqual(['/a', '/b']);
    expect(ctx.registry.ownerOf('routes', before[0])).toBe('x');
    first.dispose();
    first.dispose();
    expect(ctx.registry.list('routes').map((r) => r.path)).toEqual(['/b']);
    ctx.dispose();
    expect(ctx.registry.list('routes')).toEqual([]);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('resolves the kernel basics by default and the test’s doubles over them; a missing token throws naming it', () => {
    const api = mockApi();
    const ctx = testContext({ services: [provide(Api, api)] });
    for (const token of [Contributions, Commands, I18n, Preferences, Viewer, Navigation]) expect(ctx.has(token)).toBe(true);
    expect(ctx.get(Api)).toBe(api);
    expect(ctx.get(Contributions)).toBe(ctx.registry);
    const Clock = createToken<{ now(): number }>('Clock');
    expect(ctx.has(Clock)).toBe(false);
    expect(() => ctx.get(Clock)).toThrow(MissingServiceError);
    expect(() => ctx.resolve(Clock)).toThrow('no service for token "Clock"');
  });

  it('registers commands in the Commands service, one owner per id, removed on dispose', async () => {
    const ctx = testContext({ id: 'x' });
    const commands = ctx.get(Commands);
    ctx.commands.add('search.open', () => 'opened');
    expect(() => ctx.commands.add('search.open', () => 'again')).toThrow('already registered by "x"');
    expect(await commands.run('search.open')).toBe('opened');
    ctx.dispose();
    expect(commands.has('search.open')).toBe(false);
    await expect(commands.run('search.open')).rejects.toBeInstanceOf(CommandNotFoundError);
  });

  it('provides only the tokens it may, withdraws them on dispose and runs the clean-ups last first', () => {
    const Mine = createToken<string>('Mine');
    const Other = createToken<string>('Other');
    const ctx = testContext({ id: 'x', provides: [Mine] });
    ctx.provide(Mine, 'mine');
    expect(() => ctx.provide(Other, 'other')).toThrow('provided "Other" without listing it in provides');
    expect(ctx.get(Mine)).toBe('mine');
    const order: string[] = [];
    ctx.onDispose(() => void order.push('first'));
    ctx.onDispose(() => void order.push('second'));
    ctx.dispose();
    expect(order).toEqual(['second', 'first']);
    expect(ctx.has(Mine)).toBe(false);
  });
});
