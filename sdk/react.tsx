import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ServiceResolver, Token } from './tokens';
import type { ContributionPointId, ContributionTypes, ViewerInfo } from './contributions';
import { Contributions, I18n, Preferences, Viewer } from './services';
import { pluralForm } from './i18n';
import { Commands } from './commands';
import type { CommandId } from './commands';
import type { MessageKey, MessageParams, PluralForms } from './i18n';
import type { CorePreferences } from './preferences';

export type { ServiceResolver };

/** The React context `useService` reads; `ServiceProvider` sets it. */
export const ServiceContext = createContext<ServiceResolver | null>(null);

/** Makes `services` the resolver of the components inside (the kernel's root; a page window's scope). */
export function ServiceProvider(props: { services: ServiceResolver; children: ReactNode }) {
  return <ServiceContext.Provider value={props.services}>{props.children}</ServiceContext.Provider>;
}

/** The service registered for `token`. */
export function useService<T>(token: Token<T>): T {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useService outside the Kite service provider');
  return services.resolve(token);
}

/** The service for `token`, or null when no one provides it. */
export function useOptionalService<T>(token: Token<T>): T | null {
  const services = useContext(ServiceContext);
  if (!services || !services.has(token)) return null;
  return services.resolve(token);
}

/** The current items of a contribution point; re-renders when they change. */
export function useContributions<K extends ContributionPointId>(point: K): readonly ContributionTypes[K][] {
  const registry = useService(Contributions);
  const subscribe = useCallback((fn: () => void) => registry.subscribe(point, fn), [registry, point]);
  return useSyncExternalStore(subscribe, () => registry.list(point));
}

/**
 * A counted message in the language's plural form: `tn(n, { one: m.vote, other: m.votes })`
 * gives "1 vote", "2 votes" (`{n}` is filled with the number, formatted for the language).
 */
export function useTn(): (n: number, forms: PluralForms, params?: MessageParams) => string {
  const i18n = useService(I18n);
  const subscribe = useCallback((fn: () => void) => i18n.subscribe(fn), [i18n]);
  useSyncExternalStore(subscribe, () => i18n.lang);
  return useCallback(
    (n: number, forms: PluralForms, params?: MessageParams) =>
      i18n.t(pluralForm(forms, i18n.plural(n)), { n: n.toLocaleString(i18n.lang), ...params }),
    [i18n],
  );
}

/** Translates message keys; re-renders when the language pack changes. */
export function useT(): (key: MessageKey | string, params?: MessageParams) => string {
  const i18n = useService(I18n);
  const subscribe = useCallback((fn: () => void) => i18n.subscribe(fn), [i18n]);
  useSyncExternalStore(subscribe, () => i18n.lang);
  return useCallback((key: MessageKey | string, params?: MessageParams) => i18n.t(key, params), [i18n]);
}

/** A core preference value (reactive). */
export function usePreference<K extends keyof CorePreferences>(key: K): CorePreferences[K] {
  const prefs = useService(Preferences);
  const snap = useSnapshot(prefs.state) as Record<string, unknown>;
  return snap[key] as CorePreferences[K];
}

/** Who is looking (reactive). */
export function useViewer(): ViewerInfo {
  const viewer = useService(Viewer);
  const subscribe = useCallback((fn: () => void) => viewer.subscribe(fn), [viewer]);
  return useSyncExternalStore(subscribe, () => viewer.info);
}

/** Whether command `id` is registered now (re-renders when extensions add or remove commands). */
export function useCommandAvailable(id: CommandId): boolean {
  const services = useContext(ServiceContext);
  const commands = services?.has(Commands) ? services.resolve(Commands) : null;
  const subscribe = useCallback((fn: () => void) => commands?.subscribe(fn) ?? (() => {}), [commands]);
  return useSyncExternalStore(subscribe, () => commands?.has(id) ?? false);
}
