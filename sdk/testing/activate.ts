import { contributionPointIds } from '../contributions';
import type { ContributionPointId, ContributionTypes } from '../contributions';
import type { Contributors, ExtensionDefinition } from '../extension';
import type { CommandArgs, CommandId } from '../commands';
import type { ServiceResolver, Token } from '../tokens';
import { bindDeclared } from './bind';
import { testContext } from './context';
import type { TestContext, TestContextOptions } from './context';

/** What an extension registered at each point, in registration order (live: it follows later changes). */
export type Registered = { readonly [K in ContributionPointId]: readonly ContributionTypes[K][] };

export interface ActivatedExtension {
  /** The context the extension was activated with. */
  readonly ctx: TestContext;
  /** Its contributions by point: the declared ones (bound to its context), then those `activate` added. */
  readonly registered: Registered;
  /** The services it provided (resolving another token throws). */
  readonly provided: ServiceResolver & { readonly tokens: readonly Token<unknown>[] };
  /** The commands it registered. */
  readonly commands: {
    ids(): string[];
    has(id: CommandId): boolean;
    run<K extends CommandId>(id: K, ...args: CommandArgs<K>): Promise<unknown>;
  };
  /** Deactivates it as the host does: `deactivate`, then every registration, clean-up and service goes. */
  dispose(): void;
}

/**
 * Activates `extension` as the kernel's host does, over the test's doubles: checks that every
 * `requires` token is provided, registers its declared `contributes` (without the items of a bundle
 * switched off in `bundles`), runs `activate`, and checks it provided what it declared.
 */
export async function activateForTest(
  extension: ExtensionDefinition,
  options: Pick<TestContextOptions, 'services' | 'bundles'> = {},
): Promise<ActivatedExtension> {
  const ctx = testContext({ ...options, id: extension.id, provides: extension.provides ?? [] });
  const missing = (extension.requires ?? []).filter((t) => !ctx.has(t));
  if (missing.length)
    throw new Error(
      `extension "${extension.id}" requires ${missing.map((t) => `"${t.name}"`).join(', ')}: pass provide(token, double) in services`,
    );
  const enabled = (bundle: unknown) => typeof bundle !== 'string' || options.bundles?.[bundle] !== false;
  const contributors: Contributors = ctx;
  const declare = <K extends ContributionPointId>(point: K) => {
    for (const item of extension.contributes?.[point] ?? [])
      if (enabled(Reflect.get(item, 'bundle'))) contributors[point].add(bindDeclared(point, item, ctx));
  };
  for (const point of contributionPointIds) declare(point);
  const activate = extension.activate;
  await (typeof activate === 'object' ? (await activate.lazy()).default : activate)?.(ctx);
  const notProvided = (extension.provides ?? []).filter((t) => !ctx.provided.includes(t));
  if (notProvided.length)
    throw new Error(`extension "${extension.id}" declared but did not provide: ${notProvided.map((t) => t.name).join(', ')}`);
  return {
    ctx,
    registered: registeredBy(ctx),
    provided: providedBy(ctx),
    commands: {
      ids: () => ctx.commandService.ids(extension.id),
      has: (id) => ctx.commandService.ids(extension.id).includes(id),
      run: (id, ...args) => ctx.commandService.run(id, ...args),
    },
    dispose() {
      extension.deactivate?.();
      ctx.dispose();
    },
  };
}

function providedBy(ctx: TestContext): ActivatedExtension['provided'] {
  const mine = (token: Token<unknown>) => ctx.provided.includes(token);
  return {
    get tokens() {
      return [...ctx.provided];
    },
    has: (token) => mine(token) && ctx.services.has(token),
    resolve(token) {
      if (!mine(token)) throw new Error(`extension "${ctx.id}" did not provide "${token.name}"`);
      return ctx.services.resolve(token);
    },
  };
}

function registeredBy(ctx: TestContext): Registered {
  const list = <K extends ContributionPointId>(point: K) => ctx.registry.listOwnedBy(point, ctx.id);
  return {
    get routes() {
      return list('routes');
    },
    get redirects() {
      return list('redirects');
    },
    get navbar() {
      return list('navbar');
    },
    get widgets() {
      return list('widgets');
    },
    get menuItems() {
      return list('menuItems');
    },
    get mfmFunctions() {
      return list('mfmFunctions');
    },
    get settingsPages() {
      return list('settingsPages');
    },
    get notificationRenderers() {
      return list('notificationRenderers');
    },
    get deckColumns() {
      return list('deckColumns');
    },
    get layouts() {
      return list('layouts');
    },
    get hotkeys() {
      return list('hotkeys');
    },
    get paletteCommands() {
      return list('paletteCommands');
    },
    get noteViewInterruptors() {
      return list('noteViewInterruptors');
    },
    get notePostInterruptors() {
      return list('notePostInterruptors');
    },
    get pageViewInterruptors() {
      return list('pageViewInterruptors');
    },
  };
}
