import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries: web -> contracts, domain; server -> db -> domain -> contracts.
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*-cli.ts', 'apps/server/src/demo/**'],
    rules: { 'no-console': 'off' },
  },
  restrict(
    ['packages/contracts/**'],
    [
      {
        group: ['@rampart/domain', '@rampart/db', '@rampart/server', '@rampart/web'],
        message: 'contracts depends on zod only',
      },
    ],
  ),
  restrict(
    ['packages/domain/**'],
    [
      {
        group: ['@rampart/db', '@rampart/server', '@rampart/web'],
        message: 'domain is pure: contracts only',
      },
    ],
  ),
  restrict(
    ['packages/db/**'],
    [{ group: ['@rampart/server', '@rampart/web'], message: 'db must not import apps' }],
  ),
  restrict(
    ['apps/web/**'],
    [
      {
        group: ['@rampart/db', '@rampart/server', '**/apps/server/**'],
        message: 'web uses contracts and domain only',
      },
    ],
  ),
  restrict(
    ['apps/web/src/features/*/**', 'apps/web/src/components/**', 'apps/web/src/lib/**'],
    [
      { group: ['@rampart/db', '@rampart/server'], message: 'web uses contracts and domain only' },
      {
        group: ['**/features/*/**', '@/features/*'],
        message: 'features never import each other; compose them in src/app',
      },
    ],
  ),
);
