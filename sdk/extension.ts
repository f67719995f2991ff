import type { ContributionTypes } from './contributions';
import type { Disposable, ServiceResolver, Token } from './tokens';
import type { CommandRegistrar } from './commands';

/** Adds items to one contribution point; every item is removed when the extension deactivates. */
export interface Contributor<T> {
  add(item: T): Disposable;
}

export type Contributors = { readonly [K in keyof ContributionTypes]: Contributor<ContributionTypes[K]> };

/**
 * What `activate` receives. Everything registered through it is disposed on deactivate.
 * It is a `ServiceResolver`: pass `ctx` wherever a resolver is wanted.
 */
export interface ExtensionContext extends Contributors, ServiceResolver {
  /** The extension's id. */
  readonly id: string;
  /**
   * Resolves a service. Allowed for kernel services and for tokens listed in `requires`
   * or `optional` (an absent optional token throws; check with `has`).
   */
  resolve<T>(token: Token<T>): T;
  /** The same as `resolve` (the older name; both stay). */
  get<T>(token: Token<T>): T;
  /** Whether an (optional) service is available. */
  has(token: Token<unknown>): boolean;
  /** Registers commands (`ctx.commands.add('compose.open', fn)`); removed on deactivate. */
  readonly commands: CommandRegistrar;
  /** Offers a service to others; the token must be listed in `provides`. */
  provide<T>(token: Token<T>, value: T): void;
  /** Runs `fn` when the extension deactivates. */
  onDispose(fn: () => void): void;
}

export interface ExtensionDefinition {
  /** Unique id; also the bundle id an operator switches off in kite.config.json. */
  readonly id: string;
  /** Tokens this extension needs; activation waits for their providers. */
  readonly requires?: readonly Token<unknown>[];
  /** Tokens used when present, never waited for beyond ordering. */
  readonly optional?: readonly Token<unknown>[];
  /** Tokens this extension provides in `activate`. */
  readonly provides?: readonly Token<unknown>[];
  activate(ctx: ExtensionContext): void | Promise<void>;
  /** Extra clean-up beyond the automatic disposal of registrations. */
  deactivate?(): void;
}

const marker = Symbol.for('kite.extension');

export type Extension = ExtensionDefinition & { readonly [marker]: true };

/** Declares an extension. Export it as the module's default export. */
export function defineExtension(def: ExtensionDefinition): Extension {
  if (!def.id || !/^[a-z0-9][a-z0-9._-]*$/i.test(def.id)) throw new Error(`invalid extension id: ${JSON.stringify(def.id)}`);
  return Object.freeze({ ...def, [marker]: true as const });
}

export function isExtension(v: unknown): v is Extension {
  return typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[marker] === true;
}
