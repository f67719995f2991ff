import { proxy } from 'valtio';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  Api,
  Contributions,
  Dialogs,
  I18n,
  Instance,
  Navigation,
  Overlays,
  Popups,
  Preferences,
  ServiceProvider,
  Viewer,
  corePreferenceDefaults,
  interpolate,
} from '@kite/sdk';
import type {
  ApiService,
  ContributionPointId,
  DialogService,
  I18nService,
  InstanceService,
  NavigationService,
  OverlayHost,
  PopupService,
  PreferencesService,
  ServiceResolver,
  Token,
  ViewerInfo,
  ViewerService,
} from '@kite/sdk';
import { builtinMfmFunctions } from '../mfm/functions';
import { unixtimeFunction } from '../mfm/lazyFunctions';

/** Services for component tests: real MFM functions, en-US texts, in-memory preferences. */
export function makeServices(
  opts: {
    me?: ViewerInfo['me'];
    prefs?: Record<string, unknown>;
    api?: Partial<ApiService>;
    dialogs?: Partial<DialogService>;
    emojis?: Record<string, string>;
    overlays?: OverlayHost;
    popups?: PopupService;
  } = {},
) {
  const state = proxy<Record<string, unknown>>({ ...corePreferenceDefaults, ...opts.prefs });
  const prefs: PreferencesService = {
    state,
    get: (k) => state[k] as never,
    set: (k, v) => {
      state[k] = v;
    },
    define: (namespace, defaults) => ({
      namespace,
      defaults,
      get: (k) => state[`${namespace}.${k}`] as never,
      set: (k, v) => void (state[`${namespace}.${k}`] = v),
    }),
  };
  const i18n: I18nService = {
    lang: 'en-US',
    t: (key, params) => interpolate(typeof key === 'string' ? key : key.en, params),
    formatNumber: (n) => String(n),
    formatDate: (d) => new Date(d).toISOString(),
    formatRelative: (v, u) => new Intl.RelativeTimeFormat('en-US', { numeric: 'always' }).format(v, u),
    plural: () => 'other',
    subscribe: () => () => {},
  };
  const pushed: string[] = [];
  const navigation: NavigationService = {
    push: (p) => void pushed.push(p),
    replace: () => {},
    back: () => {},
    current: '/',
    subscribe: () => () => {},
  };
  const signins: number[] = [];
  const viewer: ViewerService = {
    info: { signedIn: Boolean(opts.me), me: opts.me ?? null, isStaff: false, meta: null },
    subscribe: () => () => {},
    requestSignin: () => void signins.push(1),
  };
  const fns = [...builtinMfmFunctions, unixtimeFunction];
  const contributions = {
    list: (p: ContributionPointId) => (p === 'mfmFunctions' ? fns : []),
    subscribe: () => () => {},
  };
  const instance: InstanceService = {
    meta: null,
    emojis: [],
    emojiByName: (name) => (opts.emojis?.[name] ? { name, url: opts.emojis[name], aliases: [], category: null } : undefined),
    subscribe: () => () => {},
  };
  const map = new Map<symbol, unknown>([
    [Preferences.key, prefs],
    [I18n.key, i18n],
    [Navigation.key, navigation],
    [Viewer.key, viewer],
    [Contributions.key, contributions],
    [Instance.key, instance],
  ]);
  if (opts.api) map.set(Api.key, { origin: 'http://localhost:3000', ...opts.api });
  if (opts.dialogs) map.set(Dialogs.key, opts.dialogs);
  if (opts.overlays) map.set(Overlays.key, opts.overlays);
  if (opts.popups) map.set(Popups.key, opts.popups);
  const resolver: ServiceResolver = {
    resolve<T>(token: Token<T>): T {
      if (!map.has(token.key)) throw new Error(`missing ${token.name}`);
      return map.get(token.key) as T;
    },
    has: (token) => map.has(token.key),
  };
  return { resolver, state, pushed, signins };
}

export function renderWith(ui: ReactElement, opts: Parameters<typeof makeServices>[0] = {}) {
  const services = makeServices(opts);
  const result = render(<ServiceProvider services={services.resolver}>{ui}</ServiceProvider>);
  return { ...result, ...services };
}
