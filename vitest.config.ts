import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const root = dirname(fileURLToPath(import.meta.url));

interface PackageJson {
  name: string;
  workspaces?: string[];
  exports?: Record<string, { source?: string }>;
}

/**
 * Every workspace package's export, aliased to its TypeScript source (the "source" condition of its exports
 * map). Tests then see the code as written: nothing resolves through dist/, which is missing on a fresh clone
 * and stale after an edit. (Vitest runs server code in Vite's SSR environment, which ignores
 * `resolve.conditions`, so the condition alone is not enough.)
 */
function workspaceSourceAliases(): { find: RegExp; replacement: string }[] {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
  return (rootPackage.workspaces ?? []).flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageJson;
    return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) => {
      if (!target.source) return [];
      const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
      const escaped = specifier.replace(/[/.]/g, '\\$&');
      return [{ find: new RegExp(`^${escaped}$`), replacement: join(root, dir, target.source) }];
    });
  });
}

// The e2e project drives the built app instead.
const resolve = {
  conditions: ['source', 'node', 'import', 'default'],
  alias: [
    ...workspaceSourceAliases(),
    // graphql 16 ships CommonJS and .mjs side by side; type-graphql loads the CommonJS one, so our code must
    // too (two copies of graphql refuse each other's types).
    { find: /^graphql$/, replacement: require.resolve('graphql') },
  ],
};
const ignored = ['**/node_modules/**', '**/dist/**', '**/.data/**'];

export default defineConfig({
  test: {
    reporters: ['default', './infra/test/flaky-reporter.ts'],
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
          // Under CI a failed test runs once more, as the e2e journeys do (see there): the fault tests time real
          // outages against the spec's bounds (a 503 within 2 s of Redis going silent), and a run 70 % slower than
          // usual once took 2,019 ms for a 1-s timeout. FLAKY lines at the end list every test that needed it.
          retry: process.env.CI ? 1 : 0,
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
          // Under CI a failed journey runs once more: a real browser against a loaded two-core machine meets a
          // timing race now and then (two stops' runs each failed on one of ~100 journeys that passed in every
          // other run), and one such race must not cost a whole run. A test that fails twice still fails, and
          // infra/test/flaky-reporter.ts lists every test that needed the retry, with its first error, so each
          // race is still seen and fixed.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
