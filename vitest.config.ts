import { defineConfig } from 'vitest/config';

const shared = { env: { TZ: 'UTC' } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          ...shared,
          name: 'db',
          // One database per worker, shared by its files (CONVENTIONS.md).
          isolate: false,
          pool: 'forks',
          include: ['packages/db/src/**/*.test.ts'],
          setupFiles: ['packages/db/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'server',
          isolate: false,
          pool: 'forks',
          include: ['apps/server/src/**/*.test.ts'],
          setupFiles: ['packages/db/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
