import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (the "source" export condition), so tests never
// need a build; the e2e project drives the built app instead.
const resolve = { conditions: ['source', 'module', 'node', 'import', 'default'] };
const ignored = ['**/node_modules/**', '**/dist/**', '**/.data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'services/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'infra/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ignored,
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: [
            'services/*/test/**/*.int.test.ts',
            'gateway/test/**/*.int.test.ts',
            'infra/test/**/*.int.test.ts',
          ],
          exclude: ignored,
          environment: 'node',
          globalSetup: ['infra/test/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own database and Redis prefix; two cores run two files at a time.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['web/test/e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          environment: 'node',
          globalSetup: ['infra/test/e2e-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
