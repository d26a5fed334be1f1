// ESLint flat config: typescript-eslint, the React hooks rules
// (the recommended set, which carries the React Compiler rules) and the layer
// rule of DESIGN.md: each layer imports only the layers below it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports a layer may not make, by the layer's folder. */
const FORBIDDEN = {
  core: ['react', 'react-dom', 'react-dom/*', 'react/*', '@tanstack/react-query', '**/react/**', '**/components/**', '**/server/**', '**/testing/**', 'chatbot-kit', 'chatbot-kit/*'],
  // The client runs the upload steps (withUploads → runUpload); the engine needs only the client's type.
  'core/upload': ['react', 'react-dom', 'react-dom/*', 'react/*', '@tanstack/react-query', '**/react/**', '**/components/**', '**/server/**', '**/testing/**', 'chatbot-kit', 'chatbot-kit/*', '**/client/**'],
  react: ['**/components/**', '**/server/**', '**/testing/**', 'chatbot-kit', 'chatbot-kit/*'],
  components: ['**/server/**', '**/testing/**', 'chatbot-kit', 'chatbot-kit/*'],
  server: ['react', 'react-dom', 'react/*', 'react-dom/*', '**/react/**', '**/components/**', '**/testing/**', 'chatbot-kit', 'chatbot-kit/*'],
  testing: ['react', 'react-dom', 'react/*', 'react-dom/*', '**/react/**', '**/components/**', '**/server/**', 'chatbot-kit', 'chatbot-kit/*'],
};

const layerRules = Object.entries(FORBIDDEN).map(([layer, patterns]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: patterns, message: `DESIGN.md layers: src/${layer} may not import this.` }] },
    ],
  },
}));

export default tseslint.config(
  {
    // Generated output and copies of other tools' files: nobody edits them by
    // hand, so a finding there could not be fixed there. (public/ holds msw's
    // generated mockServiceWorker.js, rewritten by `npx msw init`.)
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'coverage/**',
      'public/**',
      'etc/**',
      'test-results/**',
      '.vitest-attachments/**',
      '**/__screenshots__/**',
      'bench/tmp/**',
      'examples/**/.next/**',
      'examples/**/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerRules,
  {
    // Tests, stories, scripts and examples may use any layer, and tests may
    // reach for a non-null assertion or an any on purpose.
    files: ['test/**', 'stories/**', 'scripts/**', 'examples/**', 'bench/**', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
