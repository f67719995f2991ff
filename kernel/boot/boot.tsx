import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AchievementEvents,
  afterFirstContent,
  Analytics,
  ApiError,
  ApiFeedback,
  Config,
  Contributions,
  ExtensionHost,
  I18n,
  Navigation,
  PreferenceProfiles,
  Preferences,
  ServiceProvider,
  Theme,
  Viewer,
} from '@kite/sdk';
import type { RuntimeConfig, Token } from '@kite/sdk';
import { KernelServices } from '../di/services';
import { KernelContributionRegistry } from '../contributions/registry';
import { KernelExtensionHost } from '../extensions/host';
import { KernelCommands } from '../commands/service';
import type { ExtensionEntry } from '../extensions/host';
import { builtinBundles } from '../extensions/builtins';
import { isBundleEnabled, loadRuntimeConfig } from '../config/runtimeConfig';
import { KernelPreferences, STORAGE_KEY as PREFERENCES_KEY } from '../preferences/store';
import { KernelI18n } from '../i18n/service';
import { KernelTheme } from '../theme/service';
import { KernelAnalytics } from './analytics';
import { setupNetServices } from '../accounts/setup';
import { readStartup } from './startup';
import { AppRouting } from '../router/appRouting';
import { AppFrame, MinimalShell } from '../shell/Frame';
import { setupOverlay } from '../overlay/setup';
import { preloadCurrentPage } from '../router/preloadPage';
import { startsMinimalShell } from '../router/minimalShell';
import { safeStorage } from './warmStart';
import { listenStorageTrouble } from './storageTrouble';
import { showBootError } from '../shell/bootError/page';

export const KITE_VERSION = __KITE_VERSION__;

/** Starts Kite: config, kernel services, router, extensions, then the first render. */
export async function boot(rootElement: HTMLElement, early: { config?: Promise<RuntimeConfig> } = {}): Promise<void> {
  // The self-XSS warning is printed by main.tsx before boot, so it shows even when boot fails.
  const storage = safeStorage();
  const startup = readStartup(location, storage);

  const services = new KernelServices();
  const registry = new KernelContributionRegistry();
  // Nothing stored yet: a first visit, whose language follows the browser's.
  const firstVisit = storage?.getItem(PREFERENCES_KEY) == null;
  const prefs = new KernelPreferences(storage, KITE_VERSION);
  const i18n = new KernelI18n();
  // Its chunk loads on a first visit only, beside the config and the accounts.
  const langLoad = (
    firstVisit ? import('../i18n/browserLanguage').then((l) => l.browserLanguage(navigator.languages)) : Promise.resolve(null)
  )
    .catch(() => null)
    .then((browser) => {
      if (browser) prefs.set('lang', browser);
      return i18n.load(prefs.get('lang'), __KITE_LOCALES_VERSION__, storage);
    });
  // Nothing here waits on another: the config, then the extension code it enables, the
  // language pack, and the stored accounts (whose token check and meta start at once).
  const configLoad = early.config ?? loadRuntimeConfig();
  const codeLoad = configLoad.then((c) => loadExtensionCode(c, startup.safeMode));
  const [config, , net] = await Promise.all([
    configLoad,
    langLoad,
    // Accounts, Api, Instance, Stream and the real Viewer (signed-in user + meta).
    setupNetServices({ services, i18n, prefs, storage, loginId: startup.loginId }),
  ]);
  // The profile's records for this account, and the server's values of synced keys.
  const signedIn = net.accounts.current;
  void prefs.attach(signedIn ? { host: signedIn.host, account: signedIn.id } : null, net.api);
  const theme = new KernelTheme(prefs);
  const analytics = new KernelAnalytics();
  const viewer = net.viewer;

  services.provide(Contributions, registry);
  services.provide(Config, { ...config, safeMode: startup.safeMode });
  services.provide(Preferences, prefs);
  services.provide(PreferenceProfiles, prefs);
  services.provide(I18n, i18n);
  services.provide(Theme, theme);
  services.provide(Analytics, analytics);

  const routing = new AppRouting({
    registry,
    username: () => viewer.info.me?.username ?? null,
    pageView: (href) => analytics.pageView(href),
  });
  const navigation = routing.navigation;
  services.provide(Navigation, navigation);
  const commands = new KernelCommands();
  // Said as the network failure it is ("Could not reach the server."), by whoever provides the error dialogs.
  commands.onLoadFailure(() => {
    if (!services.has(ApiFeedback)) return;
    const error = new ApiError({ code: 'NETWORK_ERROR', id: '', message: 'code could not be loaded', endpoint: '' });
    void services.resolve(ApiFeedback).showError(error);
  });
  const overlay = setupOverlay({ services, registry, prefs, theme, i18n, viewer, navigation, storage, commands });

  const kernelTokens: Token<unknown>[] = [
    Contributions,
    Config,
    Preferences,
    PreferenceProfiles,
    I18n,
    Theme,
    Analytics,
    Viewer,
    Navigation,
    ExtensionHost,
    ...net.tokens,
    ...overlay.tokens,
  ];
  const host = new KernelExtensionHost(services, registry, new Set(kernelTokens.map((t) => t.key)), undefined, commands);
  services.provide(ExtensionHost, host);

  const entries: ExtensionEntry[] = [];
  for (const r of await codeLoad) {
    if (r.kind === 'ok') entries.push(r.entry);
    else if (r.kind === 'disabled') host.markDisabled(r.id);
    else host.markFailed(r.id, r.source, r.error);
  }
  // Code-unit order: ids are ASCII, and localeCompare's first call loads ICU's collation data (≈ 40 ms).
  entries.sort((a, b) => (a.def.id < b.def.id ? -1 : a.def.id > b.def.id ? 1 : 0));
  await host.activateAll(entries, (id) => isBundleEnabled(config, id));
  // The minimal shell (spec 1 §2.2) is chosen once the extensions have said which pages want it.
  const minimalShell = startsMinimalShell(await routing.begin(), registry.list('routes'));
  const Root = () => (minimalShell ? <MinimalShell routing={routing} /> : <AppFrame routing={routing} safeMode={startup.safeMode} />);
  await preloadCurrentPage(registry.list('routes'), location.pathname, viewer.info.signedIn);

  const achievements = services.has(AchievementEvents) ? services.resolve(AchievementEvents) : undefined;
  Object.assign(globalThis, { __kite__: { version: KITE_VERSION, analytics, host, navigation, achievements } });
  const reactRoot = createRoot(rootElement);
  reactRoot.render(
    <StrictMode>
      <ServiceProvider services={services}>
        <Root />
        <overlay.Root />
      </ServiceProvider>
    </StrictMode>,
  );
  void net.start();
  // Online, with no meta cached and none to be had, nothing here can work: the page-load error
  // page says so (spec 2 §8). Offline, or with cached meta, the cached content stays readable.
  void net.metaFailure.then((e) => {
    if (e == null || net.instance.meta || !navigator.onLine) return;
    reactRoot.unmount();
    void showBootError(rootElement, e, { version: KITE_VERSION, origin: net.api.origin });
  });
  void afterFirstContent().then(() => {
    void routing.build();
    // Extensions that wait for the first screen (`onEvent:firstContent`) activate now.
    host.fire('firstContent');
    // Full or refused storage is said once, in words (issue 38); the notice's code loads only then.
    listenStorageTrouble((t) => void import('./storageNotice').then((n) => n.showStorageTrouble(services, t)));
  });
}

type CodeLoad =
  | { kind: 'ok'; entry: ExtensionEntry }
  | { kind: 'disabled'; id: string }
  | { kind: 'failed'; id: string; source: 'builtin' | 'third-party'; error: unknown };

/** Takes the enabled built-in bundles and downloads (outside safe mode) third-party extensions, in parallel. */
function loadExtensionCode(config: RuntimeConfig, safeMode: boolean): Promise<CodeLoad[]> {
  const builtins = Object.entries(builtinBundles).map(([id, def]): CodeLoad =>
    isBundleEnabled(config, id) ? { kind: 'ok', entry: { def, source: 'builtin' } } : { kind: 'disabled', id },
  );
  const thirdParty = (safeMode ? [] : config.extensions).map(async (url): Promise<CodeLoad> => {
    try {
      const { loadThirdPartyExtension, engineRefusal } = await import('../extensions/thirdParty');
      const def = await loadThirdPartyExtension(url);
      return { kind: 'ok', entry: { def, source: 'third-party', refusal: engineRefusal(def) } };
    } catch (error) {
      return { kind: 'failed', id: url, source: 'third-party', error };
    }
  });
  return Promise.all([...builtins, ...thirdParty]);
}
