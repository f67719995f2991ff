import { fileURLToPath } from 'node:url';

/**
 * `@kite/sdk`, its page kit and the kernel's internal entry, for Vite and Vitest alike (tsconfig.json's
 * `paths` say the same to the type checker). The sub-paths come first: `@kite/sdk` would match them as a prefix.
 */
export const sdkAliases = {
  '@kite/sdk/pageKit': fileURLToPath(new URL('../sdk/pageKit.ts', import.meta.url)),
  '@kite/sdk/kit': fileURLToPath(new URL('../sdk/kit/index.ts', import.meta.url)),
  '@kite/sdk/internal': fileURLToPath(new URL('../sdk/internal.ts', import.meta.url)),
  '@kite/sdk/testing': fileURLToPath(new URL('../sdk/testing/index.ts', import.meta.url)),
  '@kite/sdk': fileURLToPath(new URL('../sdk/index.ts', import.meta.url)),
};
