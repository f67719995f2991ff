import { describe, expect, it } from 'vitest';
import { createToken } from '@kite/sdk';
import { KernelServices } from './services';

describe('KernelServices', () => {
  it('runs tsyringe on the reflect-metadata polyfill and resolves values, factories and child scopes', () => {
    // Loaded by services.ts itself (not by the test set-up): tsyringe would throw on import without it.
    expect(typeof (Reflect as typeof Reflect & { getMetadata?: unknown }).getMetadata).toBe('function');
    const greeting = createToken<string>('greeting');
    const counter = createToken<{ n: number }>('counter');
    const services = new KernelServices();
    services.provide(greeting, 'hello');
    let made = 0;
    services.provideFactory(counter, () => ({ n: ++made }));
    expect(services.resolve(greeting)).toBe('hello');
    expect(services.resolve(counter)).toBe(services.resolve(counter));
    expect(made).toBe(1);

    const child = services.child();
    child.provide(greeting, 'hi');
    expect(child.resolve(greeting)).toBe('hi');
    expect(services.resolve(greeting)).toBe('hello');
    services.withdraw(greeting);
    expect(() => services.resolve(greeting)).toThrow(/missing token "greeting"/);
  });

  it('asks once for a token nobody has provided, and answers from what that call provided (lazy activation)', () => {
    const late = createToken<string>('late');
    const never = createToken<string>('never');
    const services = new KernelServices();
    const asked: string[] = [];
    services.onMissing((token) => {
      asked.push(token.name);
      if (token === late) services.provide(late, 'here now');
    });
    expect(services.has(late)).toBe(true);
    expect(services.resolve(late)).toBe('here now');
    expect(services.has(never)).toBe(false);
    expect(asked).toEqual(['late', 'never']);
    // A child scope (a page window) asks the same way.
    const child = services.child();
    expect(child.has(never)).toBe(false);
    expect(asked).toEqual(['late', 'never', 'never']);
  });

  it('does not ask again for a token whose provider was withdrawn', () => {
    const gone = createToken<string>('gone');
    const services = new KernelServices();
    services.provide(gone, 'x');
    services.withdraw(gone);
    let asked = 0;
    services.onMissing(() => asked++);
    expect(services.has(gone)).toBe(false);
    expect(asked).toBe(0);
  });
});
