import { defineConfig } from 'vitest/config';
import { sdkAliases } from './tools/sdkAliases';

export default defineConfig({
  define: { __KITE_VERSION__: JSON.stringify('2025.9.0-kite.test'), __KITE_LOCALES_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: sdkAliases,
  },
  test: {
    include: [
      'kernel/**/*.test.{ts,tsx}',
      'sdk/**/*.test.{ts,tsx}',
      'extensions/**/*.test.{ts,tsx}',
      'devserver/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/routes/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 15000,
    setupFiles: ['tests/unit-setup.ts'],
  },
});
