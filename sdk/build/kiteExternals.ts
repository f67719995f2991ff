import type { Plugin } from 'vite';

/** Modules a third-party extension must take from the host, never bundle. */
export const sharedModules = ['react', 'react-dom', 'react/jsx-runtime', '@kite/sdk', '@kite/sdk/pageKit', '@kite/sdk/kit'] as const;

const PREFIX = '\0kite-shared:';

/**
 * Vite plugin for third-party extension builds: `react`, `react-dom`, `react/jsx-runtime`,
 * `@kite/sdk`, `@kite/sdk/pageKit` and `@kite/sdk/kit` resolve to the host's single copies, which Kite exposes on
 * `globalThis.__kite_shared__` before loading extensions. The shim is CommonJS so the
 * bundler's interop serves named imports (`import { useState } from 'react'`).
 */
export function kiteExternals(): Plugin {
  return {
    name: 'kite-externals',
    enforce: 'pre',
    resolveId(id) {
      return (sharedModules as readonly string[]).includes(id) ? `${PREFIX}${id}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = JSON.stringify(id.slice(PREFIX.length));
      return `const shared = globalThis.__kite_shared__;\nif (!shared) throw new Error('Kite host modules are missing: load this extension from Kite');\nmodule.exports = shared[${name}];\n`;
    },
  };
}
