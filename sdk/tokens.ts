/**
 * A typed service token. Services are registered in the kernel's DI container
 * against a token and resolved by extensions through `ctx.get(token)` or `useService(token)`.
 */
export interface Token<T> {
  /** The DI key (a unique symbol). */
  readonly key: symbol;
  /** Human-readable name, used in error messages ("missing token: X"). */
  readonly name: string;
  /** Phantom field carrying the service type; never set at runtime. */
  readonly __service?: T;
}

/** Creates a token. Two calls with the same name give two distinct tokens. */
export function createToken<T>(name: string): Token<T> {
  return Object.freeze({ key: Symbol(name), name });
}

/** Something that can be undone, e.g. a contribution registration. */
export interface Disposable {
  dispose(): void;
}

/** Resolves tokens to services: the kernel's root, a page window's scope, and every extension's `ctx`. */
export interface ServiceResolver {
  resolve<T>(token: Token<T>): T;
  has(token: Token<unknown>): boolean;
}
