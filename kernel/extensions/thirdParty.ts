import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as sdk from '@kite/sdk';
import type { Extension } from '@kite/sdk';

/** Where third-party bundles find the host's single copies of React and the sdk. */
export const SHARED_GLOBAL = '__kite_shared__';

export function exposeSharedModules(): void {
  const shared = { react: React, 'react-dom': ReactDOM, 'react/jsx-runtime': jsxRuntime, '@kite/sdk': sdk };
  Object.defineProperty(globalThis, SHARED_GLOBAL, { value: Object.freeze(shared), configurable: false, writable: false });
}

/** Loads a third-party extension module; its default export must be a `defineExtension` value. */
export async function loadThirdPartyExtension(
  url: string,
  importer: (u: string) => Promise<unknown> = (u) => import(/* @vite-ignore */ u),
): Promise<Extension> {
  const mod = (await importer(url)) as { default?: unknown };
  if (!sdk.isExtension(mod.default)) throw new Error(`third-party extension ${url} does not default-export defineExtension(...)`);
  return mod.default;
}
