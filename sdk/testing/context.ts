import type { ContributionPointId, ContributionTypes } from '../contributions';
import type { Contributor, Contributors, ExtensionContext } from '../extension';
import type { RuntimeConfig } from '../services';
import { Config, Contributions, I18n, Navigation, Preferences, Viewer } from '../services';
import { Commands } from '../commands';
import type { Disposable, Token } from '../tokens';
import { TestCommands } from './commands';
import { i18nDouble } from './i18n';
import { navigationDouble } from './navigation';
import { preferencesDouble } from './preferences';
import { TestContributionRegistry } from './registry';
import { provide, TestServices } from './services';
import type { Provided } from './services';
import { viewerDouble } from './viewer';

export interface TestContextOptions {
  /** The extension id the context belongs to (`test` by default). */
  id?: string;
  /** Doubles by token (`provide(Api, mockApi({...}))`); they replace the defaults. */
  services?: readonly Provided<unknown>[];
  /** Operator bundle switches, as kite.config.json's `bundles` (a missing id is on). */
  bundles?: Readonly<Record<string, boolean>>;
  /** Tokens `ctx.provide` accepts; absent: any. */
  provides?: readonly Token<unknown>[];
}

/** An extension context over the test's own registry, container and commands. */
export interface TestContext extends ExtensionContext {
  readonly registry: TestContributionRegistry;
  readonly services: TestServices;
  /** The `Commands` service the context's commands register in. */
  readonly commandService: TestCommands;
  /** Tokens provided through this context, in order. */
  readonly provided: readonly Token<unknown>[];
  /** Removes all the context registered, runs its `onDispose` functions, withdraws what it provided. */
  dispose(): void;
}

/**
 * The kernel basics every context can resolve unless the test replaces them: the contribution
 * registry, commands and config, an en-US `I18n`, in-memory `Preferences`, a visitor `Viewer` and a
 * `Navigation` at `/`.
 */
function defaults(registry: TestContributionRegistry, commands: TestCommands, config: RuntimeConfig): Provided<unknown>[] {
  return [
    provide(Contributions, registry),
    provide(Commands, commands),
    provide(Config, config),
    provide(I18n, i18nDouble()),
    provide(Preferences, preferencesDouble()),
    provide(Viewer, viewerDouble()),
    provide(Navigation, navigationDouble()),
  ];
}

/**
 * An `ExtensionContext` for a test, backed by a contribution registry, a service container and a
 * command registry that behave as the kernel's: `ctx.routes.add(…)` lands in `ctx.registry`,
 * `ctx.get(Token)` answers the provided double (or throws naming the token), `ctx.commands.add`
 * registers in the `Commands` service. Everything registered through it goes on `dispose()`.
 */
export function testContext(options: TestContextOptions = {}): TestContext {
  const id = options.id ?? 'test';
  const registry = new TestContributionRegistry();
  const commandService = new TestCommands();
  const config: RuntimeConfig = { bundles: options.bundles ?? {}, extensions: [] };
  const services = new TestServices([...defaults(registry, commandService, config), ...(options.services ?? [])]);
  const disposables: Disposable[] = [];
  const cleanups: (() => void)[] = [];
  const provided: Token<unknown>[] = [];
  const allowed = options.provides ? new Set(options.provides.map((t) => t.key)) : null;
  const track = (d: Disposable) => {
    disposables.push(d);
    return d;
  };
  const contributor = <K extends ContributionPointId>(point: K): Contributor<ContributionTypes[K]> => ({
    add: (item) => track(registry.add(point, id, item)),
  });
  const contributors: Contributors = {
    routes: contributor('routes'),
    redirects: contributor('redirects'),
    navbar: contributor('navbar'),
    widgets: contributor('widgets'),
    menuItems: contributor('menuItems'),
    mfmFunctions: contributor('mfmFunctions'),
    settingsPages: contributor('settingsPages'),
    notificationRenderers: contributor('notificationRenderers'),
    deckColumns: contributor('deckColumns'),
    layouts: contributor('layouts'),
    hotkeys: contributor('hotkeys'),
    paletteCommands: contributor('paletteCommands'),
    noteViewInterruptors: contributor('noteViewInterruptors'),
    notePostInterruptors: contributor('notePostInterruptors'),
    pageViewInterruptors: contributor('pageViewInterruptors'),
  };
  return {
    ...contributors,
    id,
    registry,
    services,
    commandService,
    provided,
    resolve: (token) => services.resolve(token),
    get: (token) => services.resolve(token),
    has: (token) => services.has(token),
    commands: { add: (command, handler) => track(commandService.register(command, handler, id)) },
    provide(token, value) {
      if (allowed && !allowed.has(token.key)) throw new Error(`extension "${id}" provided "${token.name}" without listing it in provides`);
      services.provide(token, value);
      provided.push(token);
    },
    onDispose(fn) {
      cleanups.push(fn);
    },
    dispose() {
      for (const d of disposables.splice(0).reverse()) d.dispose();
      for (const fn of cleanups.splice(0).reverse()) fn();
      for (const token of provided.splice(0)) services.withdraw(token);
    },
  };
}
