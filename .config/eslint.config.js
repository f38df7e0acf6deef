// ESLint flat config. It lives in .config/ because the repository's top level is fixed;
// `npm run lint` points at it with --config.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures call a function named `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The engine knows nothing of this site: it may import npm packages and itself only.
    files: ['src/form-engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/form-schema/**',
                '**/form-schema',
                '**/app/**',
                '**/pages/**',
                '**/sections/**',
                '**/content/**',
              ],
              message:
                'src/form-engine must stay generic: import only npm packages and engine files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['form-schema/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                '**/pages/**',
                '**/sections/**',
                '**/content/**',
                'react',
                '@mui/*',
                'zod',
              ],
              message:
                'form-schema is plain data: import only the engine types and define helpers.',
            },
          ],
        },
      ],
    },
  },
);
