// Lint for the whole tree (run by `npm test` as `npm run lint`): TypeScript, React hooks, accessibility.
// Formatting is Prettier's (`npm run format:check`); eslint-config-prettier turns off the rules it owns.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'tests/fixtures/*/dist/', 'test-results/', 'playwright-report/', 'bench/.cache/', '.devserver-data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    rules: {
      // TypeScript checks names; the core rule does not know DOM/Node types.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  prettier,
);
