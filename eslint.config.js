import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// Import boundaries, checked on the file an import resolves to (not on its text), so a relative
// `../../analytics/x` is caught as well as a package name: web -> contracts, domain;
// server -> db -> domain -> contracts. Within the web, features never import each other or the
// app layer; src/app composes them and what two features share lives in components/ or lib/.
const WEB = 'apps/web/src';
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_ACROSS_FEATURES =
  'features never import each other; compose them in src/app, share through components/ or lib/';

export const BOUNDARY_ZONES = [
  { target: 'packages', from: 'apps', message: 'packages never import the apps' },
  {
    target: 'packages/contracts',
    from: ['packages/domain', 'packages/db'],
    message: 'contracts depends on zod only',
  },
  { target: 'packages/domain', from: 'packages/db', message: 'domain is pure: contracts only' },
  { target: 'apps/server', from: 'apps/web', message: 'the server never imports the web app' },
  {
    target: 'apps/web',
    from: ['apps/server', 'packages/db'],
    message: 'web uses contracts and domain only',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: NOT_ACROSS_FEATURES,
  })),
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/app`,
    message: 'only src/app composes; nothing imports it back',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/features`,
    message: 'shared code never depends on a feature',
  },
];

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
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: BOUNDARY_ZONES },
      ],
    },
  },
);
