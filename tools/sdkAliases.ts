import { fileURLToPath } from 'node:url';

/** `@kite/sdk` and its page kit, for Vite and Vitest alike (tsconfig.json's `paths` say the same to the type checker). */
export const sdkAliases = {
  '@kite/sdk/pageKit': fileURLToPath(new URL('../sdk/pageKit.ts', import.meta.url)),
  '@kite/sdk': fileURLToPath(new URL('../sdk/index.ts', import.meta.url)),
};
