import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Alias, defaultClientConditions, defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const require = createRequire(import.meta.url);

/**
 * Some third-party packages also publish a "source" export (raw TypeScript written for their own
 * build). Only our workspace packages are meant to be read from source, so these resolve to their
 * published ESM entry instead.
 */
const THIRD_PARTY_WITH_SOURCE_EXPORT = [
  '@internationalized/date',
  '@internationalized/number',
  '@pandacss/is-valid-prop',
];

function packageJsonOf(name: string): string {
  // The package's own entry (require condition), then up to its package.json: some packages do not
  // export './package.json'.
  let dir = dirname(require.resolve(name));
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes(`"name": "${name}"`)
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find package.json of ${name}`);
    dir = parent;
  }
  return join(dir, 'package.json');
}

function publishedEntry(name: string): Alias {
  const packageJson = packageJsonOf(name);
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Record<string, unknown> };
  const root = (manifest.exports['.'] ?? manifest.exports) as Record<string, unknown>;
  const entry = typeof root.import === 'string' ? root.import : (root.import as { default: string }).default;
  return {
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: join(dirname(packageJson), entry),
  };
}

const proxy = {
  '/graphql': { target: gateway, ws: true, changeOrigin: true },
  '/api': { target: gateway, changeOrigin: true },
  '/uploads': { target: gateway, changeOrigin: true },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // 'source' first so workspace packages (@koalarent/core/contracts) resolve to their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    alias: THIRD_PARTY_WITH_SOURCE_EXPORT.map(publishedEntry),
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The shared contracts (zod schemas, currencies, error codes) are plain declarations: a page that
        // imports a currency table must not pull in zod and every schema with it. Their top-level
        // `z.object(...)` calls look like side effects to the bundler, so this says they are not.
        moduleSideEffects: [{ test: /services[\\/]core[\\/]src[\\/]contracts[\\/]/, sideEffects: false }],
      },
      output: {
        // Long-lived vendor chunks: they change far less often than the app code. Each group takes only
        // modules the entry loads statically (`$initial`): a group captures every module it matches, so
        // without the tag the search page's slider or the listing form's dialogs would ride along on the
        // landing page. What only lazy routes use is split by the bundler into those routes' chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'vendor-apollo',
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'vendor-ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|stylis|proxy-compare|@swc)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            // The rest of the shell (header, footer, session, i18n, icons): one chunk instead of a few dozen
            // small ones shared between the entry and the pages.
            { name: 'shell', test: /./, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
