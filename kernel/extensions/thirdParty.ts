import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as sdk from '@kite/sdk';
import * as pageKit from '@kite/sdk/pageKit';
import * as kit from '@kite/sdk/kit';
import type { Extension } from '@kite/sdk';
export { engineRefusal } from './engines';
import { isExtension } from '@kite/sdk/internal';

/** Where third-party bundles find the host's single copies of React and the sdk. */
export const SHARED_GLOBAL = '__kite_shared__';

/**
 * Publishes the shared modules once, before the first third-party bundle loads. Boot imports this module
 * only when kite.config.json lists third-party extensions: its namespaces put every sdk export in its chunk.
 */
function exposeSharedModules(): void {
  if (SHARED_GLOBAL in globalThis) return;
  const shared = {
    react: React,
    'react-dom': ReactDOM,
    'react/jsx-runtime': jsxRuntime,
    '@kite/sdk': sdk,
    '@kite/sdk/pageKit': pageKit,
    '@kite/sdk/kit': kit,
  };
  Object.defineProperty(globalThis, SHARED_GLOBAL, { value: Object.freeze(shared), configurable: false, writable: false });
}

/** Loads a third-party extension module; its default export must be a `defineExtension` value. */
export async function loadThirdPartyExtension(
  url: string,
  importer: (u: string) => Promise<unknown> = (u) => import(/* @vite-ignore */ u),
): Promise<Extension> {
  exposeSharedModules();
  const mod = (await importer(url)) as { default?: unknown };
  if (!isExtension(mod.default)) throw new Error(`third-party extension ${url} does not default-export defineExtension(...)`);
  return mod.default;
}
