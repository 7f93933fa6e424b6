import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Workspace packages resolve to their TypeScript sources (the "source" export condition), so tests never
// need a build; the e2e project drives the built app instead.
const resolve = {
  conditions: ['source', 'node', 'import', 'default'],
  // graphql 16 ships CommonJS and .mjs side by side; type-graphql loads the CommonJS one, so our code must too
  // (two copies of graphql refuse each other's types).
  alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
};
const ignored = ['**/node_modules/**', '**/dist/**', '**/.data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          // Projects run one after another (unit, integration, e2e), each with its own parallelism.
          sequence: { groupOrder: 0 },
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
          sequence: { groupOrder: 1 },
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
          sequence: { groupOrder: 2 },
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
