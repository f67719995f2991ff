/**
 * A typed service token. Services are registered in the kernel's DI container
 * against a token and resolved by extensions through `ctx.get(token)` or `useService(token)`.
 */
export interface Token<T> {
  /** The DI key (a unique symbol). */
  readonly key: symbol;
  /** Namespaced name (`kite.<area>` or `kite.<area>.<service>` for the sdk's own), used in error messages. */
  readonly name: string;
  /** What the service is, in a few words; error messages show it after the name. */
  readonly description?: string;
  /** Phantom field carrying the service type; never set at runtime. */
  readonly __service?: T;
}

/**
 * Creates a token. Two calls with the same name give two distinct tokens. Name a third-party
 * extension's tokens after its id (`my-extension.thing`): the sdk's own start with `kite.`.
 */
export function createToken<T>(name: string, description?: string): Token<T> {
  return Object.freeze(description === undefined ? { key: Symbol(name), name } : { key: Symbol(name), name, description });
}

/** A token as error messages name it: `"kite.api" (the Misskey API client)`, or only the quoted name. */
export function describeToken(token: Token<unknown>): string {
  return token.description ? `"${token.name}" (${token.description})` : `"${token.name}"`;
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
