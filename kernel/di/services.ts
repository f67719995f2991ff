import './reflectStandIn';
import { container as rootContainer } from 'tsyringe';
import type { DependencyContainer } from 'tsyringe';
import type { ServiceResolver, Token } from '@kite/sdk';

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
    return !this.withdrawn.has(token.key) && this.container.isRegistered(token.key, true);
  }

  resolve<T>(token: Token<T>): T {
    if (this.resolvedAt !== KernelServices.generation) {
      this.resolved.clear();
      this.resolvedAt = KernelServices.generation;
    }
    if (this.resolved.has(token.key)) return this.resolved.get(token.key) as T;
    if (!this.has(token)) throw new Error(`missing token "${token.name}"`);
    const value = this.container.resolve<T>(token.key);
    this.resolved.set(token.key, value);
    return value;
  }

  /** A child scope (a page window) whose registrations shadow this one's. */
  child(): KernelServices {
    const c = new KernelServices(this.container.createChildContainer());
    for (const k of this.withdrawn) c.withdrawn.add(k);
    return c;
  }
}
