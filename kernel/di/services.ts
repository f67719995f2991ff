// tsyringe needs the Reflect metadata API before it loads. The lite build: no Map polyfills, which every browser Kite supports has.
import 'reflect-metadata/lite';
import { container as rootContainer } from 'tsyringe';
import type { DependencyContainer } from 'tsyringe';
import type { ServiceResolver, Token } from '@kite/sdk';
import { describeToken } from '@kite/sdk/internal';

/**
 * The kernel's view of the tsyringe container: services are registered against sdk
 * tokens. tsyringe cannot unregister, so a withdrawn token (its extension deactivated)
 * is remembered here and reported as absent.
 */
export class KernelServices implements ServiceResolver {
  /** Bumped by every registration or withdrawal in any scope: a child's answers may come from its parents. */
  private static generation = 0;
  private withdrawn = new Set<symbol>();
  /**
   * Answers of `resolve` since the last change anywhere. Every component asks for its services on
   * every render; tsyringe's lookup through the scope chain showed in the first render's profile.
   */
  private resolved = new Map<symbol, unknown>();
  private resolvedAt = -1;
  /** Asked once for a token nobody has provided yet, before answering that it is absent (lazy activation). */
  private missing: (token: Token<unknown>) => void = () => {};

  constructor(readonly container: DependencyContainer = rootContainer.createChildContainer()) {}

  provide<T>(token: Token<T>, value: T): void {
    KernelServices.generation++;
    this.withdrawn.delete(token.key);
    this.container.register(token.key, { useValue: value });
  }

  provideFactory<T>(token: Token<T>, factory: (c: DependencyContainer) => T): void {
    KernelServices.generation++;
    this.withdrawn.delete(token.key);
    let instance: T | undefined;
    this.container.register(token.key, { useFactory: (c) => (instance ??= factory(c)) });
  }

  withdraw(token: Token<unknown> | symbol): void {
    KernelServices.generation++;
    this.withdrawn.add(typeof token === 'symbol' ? token : token.key);
  }

  has(token: Token<unknown>): boolean {
    if (this.withdrawn.has(token.key)) return false;
    if (this.container.isRegistered(token.key, true)) return true;
    this.missing(token);
    return !this.withdrawn.has(token.key) && this.container.isRegistered(token.key, true);
  }

  /** Sets what runs when a token is asked for that nobody has provided yet (the extension host activates its provider). */
  onMissing(fn: (token: Token<unknown>) => void): void {
    this.missing = fn;
  }

  resolve<T>(token: Token<T>): T {
    if (this.resolvedAt !== KernelServices.generation) {
      this.resolved.clear();
      this.resolvedAt = KernelServices.generation;
    }
    if (this.resolved.has(token.key)) return this.resolved.get(token.key) as T;
    if (!this.has(token)) throw new Error(`missing token ${describeToken(token)}`);
    const value = this.container.resolve<T>(token.key);
    this.resolved.set(token.key, value);
    return value;
  }

  /** A child scope (a page window) whose registrations shadow this one's. */
  child(): KernelServices {
    const c = new KernelServices(this.container.createChildContainer());
    for (const k of this.withdrawn) c.withdrawn.add(k);
    c.missing = this.missing;
    return c;
  }
}
