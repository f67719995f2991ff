import { describe, expect, it } from 'vitest';
import { createToken } from '@kite/sdk';
import { KernelServices } from './services';

describe('KernelServices without the reflect-metadata polyfill', () => {
  it('loads tsyringe on the stand-in and resolves values, factories and child scopes', () => {
    // The polyfill is not loaded anywhere (not even in the test set-up): tsyringe would throw on import.
    expect('getOwnMetadataKeys' in Reflect).toBe(false);
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

  it('keeps metadata per target and finds inherited entries, as tsyringe decorators would expect', () => {
    class Base {}
    class Derived extends Base {}
    const api = Reflect as typeof Reflect & {
      defineMetadata(k: string, v: unknown, t: object): void;
      getMetadata(k: string, t: object): unknown;
      getOwnMetadata(k: string, t: object): unknown;
    };
    api.defineMetadata('k', 1, Base);
    expect(api.getMetadata('k', Derived)).toBe(1);
    expect(api.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(api.getMetadata('other', Derived)).toBeUndefined();
  });
});
