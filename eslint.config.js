// Lint for the whole tree (run by `npm test` as `npm run lint`): TypeScript, React hooks, accessibility.
// Formatting is Prettier's (`npm run format:check`); eslint-config-prettier turns off the rules it owns.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'tests/fixtures/*/dist/',
      'test-results/',
      'playwright-report/',
      'bench/.cache/',
      '.devserver-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // Media here are files people uploaded to a Misskey server, which carries no caption tracks to offer.
      'jsx-a11y/media-has-caption': 'off',
      // Key handlers on containers (a form's Ctrl+Enter, a dialog's Escape, a feed's j/k) catch keys bubbling up from
      // the focusable controls inside; the rule cannot tell that delegation from a fake control. Mouse handlers stay checked.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp'],
          body: ['onError', 'onLoad'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  {
    // Type-aware rules: promises that nobody awaits or that are passed where a plain callback is expected, a switch
    // that misses a case of its union, and assertions the types already make.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    rules: {
      // TypeScript checks names; the core rule does not know DOM/Node types.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `import('./x').T` annotations are allowed: they type lazily loaded modules without pulling them into the first load.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  prettier,
);
