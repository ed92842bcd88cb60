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

// On the server, AI features call a module only through its exported use cases (decision 027):
// files holding one exported function that does one thing in one transaction (with its `...In`
// form for a caller's transaction). These are the ones AI uses; a new one is added here by name.
const SERVER = 'apps/server/src';
const ROOT = import.meta.dirname;
const MODULES = `${ROOT}/${SERVER}/modules`;
export const AI_MODULE_USE_CASES = [
  'controls/record-control-added.ts',
  'frameworks/framework-gaps.ts',
  'frameworks/framework-status.ts',
  'mappings/map-controls.ts',
  'risks/mitigations.ts',
];
const NOT_INTO_MODULES =
  "AI features call a module only through its exported use cases (decision 027): add a use case to the module and list it in eslint.config.js's AI_MODULE_USE_CASES";
// As globs (`@(name)` matches the name alone): the rule wants every exception to be one when
// `from` is.
const moduleFileGlob = (file) => `${MODULES}/${file.replace(/[^/]+$/, '@($&)')}`;
const aiUseCases = AI_MODULE_USE_CASES.map(moduleFileGlob);
// Tests may also seed through the modules' fixtures and test kits.
const TEST_HELPERS = [
  `${MODULES}/**/*.fixtures.ts`,
  `${MODULES}/**/*-fixtures.ts`,
  `${MODULES}/**/*-test-kit.ts`,
];

// Between modules, the files named as a module's internals (its routes, presenters and field
// helpers) stay inside it, with no exceptions: a module offers others a use case (decision 027).
const SERVER_MODULES = readdirSync(new URL(`./${SERVER}/modules`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MODULE_INTERNALS = ['**/*.routes.ts', '**/*.presenter.ts', '**/*-fields.ts'];
const NOT_INTO_INTERNALS =
  'a module calls another only through its exported use cases, never its routes, presenters or field helpers (decision 027)';

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
  ...SERVER_MODULES.map((module) => ({
    target: `${SERVER}/modules/${module}`,
    from: MODULE_INTERNALS.map((internal) => `${SERVER}/modules/${internal}`),
    except: [`${MODULES}/${module}/**`],
    message: NOT_INTO_INTERNALS,
  })),
  {
    target: `${SERVER}/ai/**/!(*.test).ts`,
    from: `${SERVER}/modules/**`,
    except: aiUseCases,
    message: NOT_INTO_MODULES,
  },
  {
    target: `${SERVER}/ai/**/*.test.ts`,
    from: `${SERVER}/modules/**`,
    except: [...aiUseCases, ...TEST_HELPERS],
    message: NOT_INTO_MODULES,
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
    // What the web shows is formatted without Intl: the first Intl formatter or toLocaleString a
    // page calls loads the browser's locale data, tens of milliseconds of a phone's first render
    // (issue 19, decision 008). The shapes are fixed (en-US, UTC) and written out in
    // packages/domain/src/shell/format.ts; a named time zone goes through formatMoment.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'packages/domain/src/**/*.ts',
      'packages/contracts/src/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/domain/src/shell/moment.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message:
            'Use formatNumber, formatDate, formatDateTime or formatMoment from @rampart/domain (no Intl on a first render).',
        })),
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message:
            'Use the formatters of packages/domain/src/shell/format.ts (no Intl on a first render).',
        },
      ],
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
