import type { ServiceResolver, Token } from '../tokens';

/** One service of a test: a token and a value of the token's type (`provide(Api, mockApi({...}))`). */
export interface Provided<T> {
  readonly token: Token<T>;
  readonly value: T;
}

/** Pairs a token with its double; the type checker holds the double to the token's interface. */
export function provide<T>(token: Token<T>, value: T): Provided<T> {
  return { token, value };
}

/** Thrown when a test resolves a token nobody provided, naming it and how to provide it. */
export class MissingServiceError extends Error {
  constructor(readonly tokenName: string) {
    super(`no service for token "${tokenName}" in this test: pass provide(token, double) in services`);
    this.name = 'MissingServiceError';
  }
}

/**
 * The service container of a test: tokens to services, the latest `provide` of a token winning
 * (so a test's own doubles replace the defaults), withdrawn when an extension's test deactivates.
 */
export class TestServices implements ServiceResolver {
  private readonly values = new Map<symbol, Provided<unknown>>();

  constructor(provided: readonly Provided<unknown>[] = []) {
    for (const p of provided) this.values.set(p.token.key, p);
  }

  provide<T>(token: Token<T>, value: T): void {
    this.values.set(token.key, { token, value });
  }

  withdraw(token: Token<unknown>): void {
    this.values.delete(token.key);
  }

  has(token: Token<unknown>): boolean {
    return this.values.has(token.key);
  }

  resolve<T>(token: Token<T>): T {
    const entry = this.values.get(token.key);
    if (!entry) throw new MissingServiceError(token.name);
    // Stored by `provide` under this token's key, so it has the token's own type (as in the kernel's container).
    return entry.value as T;
  }

  get<T>(token: Token<T>): T {
    return this.resolve(token);
  }
}
