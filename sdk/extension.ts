import type { ContributionPointId, ContributionTypes } from './contributions';
import type { Disposable, ServiceResolver, Token } from './tokens';
import type { CommandRegistrar } from './commands';

/** Adds items to one contribution point; every item is removed when the extension deactivates. */
export interface Contributor<T> {
  add(item: T): Disposable;
}

/** One `Contributor` per contribution point, as `ctx.routes`, `ctx.navbar`… */
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

/**
 * The functions of a declared contribution that receive the extension's context as an extra last
 * argument (after all of their own, which the host fills with `undefined` when a caller leaves them
 * out): `prepare`, `action`, `show`, `indicator`, `settings`, `keywords`, `setup`, `render`,
 * `handler`. Components never receive it: they read services with `useService`.
 */
export type ContextKey = 'prepare' | 'action' | 'show' | 'indicator' | 'settings' | 'keywords' | 'setup' | 'render' | 'handler';

type WithContext<F> = F extends (...args: infer A) => infer R ? (...args: [...A, ctx: ExtensionContext]) => R : F;

/**
 * A contribution as an extension declares it in `contributes`: the point's item type, whose
 * `ContextKey` functions also receive the extension's context. Distributes over unions (a menu
 * item's `location` still types its target).
 */
export type Declared<T> = T extends unknown ? { [K in keyof T]: K extends ContextKey ? WithContext<T[K]> : T[K] } : never;

/**
 * What an extension contributes, as data: the host registers every item when the extension
 * activates and removes it on deactivate, and the kernel, the tests and the operator's bundle
 * switches read it without running the extension's code. Components and heavy code stay lazy
 * (`{ lazy: () => import('./Page') }`). Items that depend on services at activation time (a
 * list of the user's own antennas, another extension's contributions) are added in `activate`.
 */
export type ExtensionContributions = { readonly [K in ContributionPointId]?: readonly Declared<ContributionTypes[K]>[] };

/**
 * When an idle extension activates besides its implicit triggers. Every extension with `activate`
 * also activates on first need: when one of its declared pages, widgets, columns or settings pages
 * loads, when one of its declared actions runs, or when a token it provides is asked for.
 * - `onStartup`: at start-up (the default when `activationEvents` is absent).
 * - `onCommand:<id>`: when the command runs (or is asked whether it is available).
 * - `onEvent:<name>`: when the kernel or an extension fires the event (`ExtensionHost.fire`); the kernel
 *   fires `firstContent` once the first screen's content is drawn.
 */
export type ActivationEvent = 'onStartup' | `onCommand:${string}` | `onEvent:${string}`;

/** What `defineExtension` takes: the extension's id, its dependencies, its declared contributions and `activate`. */
export interface ExtensionDefinition {
  /** Unique id; also the bundle id an operator switches off in kite.config.json. */
  readonly id: string;
  /**
   * The sdk versions this extension works with, as an npm range over `SDK_VERSION` (e.g.
   * `{ kite: '^1' }`). The host refuses an extension whose range the running sdk does not meet,
   * naming both versions. Third-party extensions should always declare it.
   */
  readonly engines?: { readonly kite?: string };
  /**
   * Static contributions, registered at start-up whether or not the extension has activated yet
   * (see `ExtensionContributions`).
   */
  readonly contributes?: ExtensionContributions;
  /**
   * When `activate` runs (see `ActivationEvent`). Absent: at start-up. `[]`: only on first need.
   * Built-ins that the first screen does not need declare their events so that start-up stays short.
   */
  readonly activationEvents?: readonly ActivationEvent[];
  /** Tokens this extension needs; activation waits for their providers. */
  readonly requires?: readonly Token<unknown>[];
  /** Tokens used when present, never waited for beyond ordering. */
  readonly optional?: readonly Token<unknown>[];
  /** Tokens this extension provides in `activate`. */
  readonly provides?: readonly Token<unknown>[];
  /**
   * Provides services and adds dynamic contributions; optional for a manifest-only extension. Either
   * the function, or `{ lazy: () => import('./activate') }`: a module default-exporting it, loaded when
   * the extension first activates and, for an idle one, after the first content, so its code stays out
   * of the first load. Until that module has loaded, a token the extension provides is absent (`has`
   * answers false and starts the load); what `requires` it, and its own pages, wait for the activation.
   * Use it with `activationEvents`.
   */
  readonly activate?:
    | ((ctx: ExtensionContext) => void | Promise<void>)
    | { readonly lazy: () => Promise<{ readonly default: (ctx: ExtensionContext) => void | Promise<void> }> };
  /** Extra clean-up beyond the automatic disposal of registrations. */
  deactivate?(): void;
}

const marker = Symbol.for('kite.extension');

/** An extension as `defineExtension` returns it (frozen and marked as one); default-export it. */
export type Extension = ExtensionDefinition & { readonly [marker]: true };

/** Declares an extension. Export it as the module's default export. */
export function defineExtension(def: ExtensionDefinition): Extension {
  if (!def.id || !/^[a-z0-9][a-z0-9._-]*$/i.test(def.id)) throw new Error(`invalid extension id: ${JSON.stringify(def.id)}`);
  return Object.freeze({ ...def, [marker]: true as const });
}

/** Whether `v` came from `defineExtension` (the kernel checks a third-party module's default export). */
export function isExtension(v: unknown): v is Extension {
  return typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[marker] === true;
}
