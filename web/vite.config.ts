import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  type Alias,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type PluginOption,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { INDEXABLE_PAGES, PATHS, PRIVATE_PAGES } from './src/shared/routes/paths';

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

/**
 * react-icons publishes each icon set as one module (`react-icons/lu`: every Lucide icon in one file).
 * Tree-shaking keeps only the icons the app uses, but a module belongs to one chunk: every icon any page
 * uses would ride in the shell chunk with the header's few. This rewrites `import { LuX } from
 * 'react-icons/lu'` into one small module per icon (its generated function, as in the set's file), so
 * each icon goes to the chunk of the page that renders it. Build only: the dev server serves the sets as
 * they are.
 */
function reactIconsPerIcon(): Plugin {
  const PREFIX = '\0react-icon:';
  const sets = new Map<string, Map<string, string>>();
  const iconsOf = (set: string): Map<string, string> => {
    let icons = sets.get(set);
    if (!icons) {
      const file = join(dirname(packageJsonOf('react-icons')), set, 'index.mjs');
      icons = new Map();
      for (const m of readFileSync(file, 'utf8').matchAll(
        /^export function (\w+) \(props\) \{\n([\s\S]*?)\n\};$/gm,
      ))
        icons.set(m[1] ?? '', m[2] ?? '');
      sets.set(set, icons);
    }
    return icons;
  };
  return {
    name: 'koalarent:react-icons-per-icon',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'react-icons/' },
      handler(code) {
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*'react-icons\/(\w+)';?/g,
          (statement, names: string, set: string) => {
            const icons = iconsOf(set);
            const parts = names
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean);
            // Anything but plain icon imports (types, unknown names) stays as written.
            if (!parts.every((part) => icons.has(part.split(/\s+as\s+/)[0] ?? ''))) return statement;
            return parts
              .map((part) => `import { ${part} } from '${PREFIX}${set}/${part.split(/\s+as\s+/)[0]}';`)
              .join('\n');
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /^\0react-icon:/ },
      handler(id) {
        return id;
      },
    },
    load: {
      filter: { id: /^\0react-icon:/ },
      handler(id) {
        const [set = '', name = ''] = id.slice(PREFIX.length).split('/');
        const body = iconsOf(set).get(name);
        if (body === undefined) return null;
        return `import { GenIcon } from 'react-icons/lib';\nexport function ${name}(props) {\n${body}\n}\n`;
      },
    },
  };
}

/**
 * Writes `routes.json` beside index.html: the route-path table's patterns, and which pages are indexable or
 * private. The gateway reads it to answer 404 for a path no route matches and to write robots.txt and the
 * sitemap, so the server and the client's router read one table.
 */
function routeTable(): Plugin {
  return {
    name: 'koalarent:route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({
          paths: Object.values(PATHS),
          indexable: INDEXABLE_PAGES,
          private: PRIVATE_PAGES,
        }),
      });
    },
  };
}

/**
 * Installable, and a second visit starts from cache: a web app manifest and a Workbox service worker. The worker
 * precaches only the offline page; the hashed assets a visit loads (scripts, styles) are kept as they are fetched,
 * so a phone's first visit downloads no page it does not open. Pages themselves always come from the network — the
 * gateway gives each its status and head — and a member's data is never kept by the worker (no API, GraphQL or
 * upload answer is cached); a page that cannot be reached shows the offline page instead.
 */
function installableApp() {
  return VitePWA({
    registerType: 'autoUpdate',
    // registerSW.js, a file of our own origin: the CSP allows no inline script.
    injectRegister: 'script-defer',
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'KoalaRent',
      short_name: 'KoalaRent',
      description: 'Rent cameras, tools, bikes and gear from people nearby, and earn from your own.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0f766e',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['offline.html', 'offline.js', 'favicon.svg'],
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // Content-hashed file names: an entry never changes, so the cache answers without asking the network.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'assets',
            expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // Web Push (issue 25 §6): the push and notificationclick handlers, a file of our own origin (public/).
      importScripts: ['/push-sw.js'],
    },
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Every script, style and text file of the browser's build also as Brotli (`.br`) and gzip (`.gz`) beside it, made
 * once here at the best levels rather than on every request: the gateway sends the one the browser accepts (a phone
 * on slow 4G downloads about a quarter of the bytes). Written after the bundle, so the service worker's and the PWA
 * plugin's files are included. (vite-plugin-compression2 hooks into another plugin's output and also compressed the
 * server bundle; this runs only where it is put: the browser's build.)
 */
function precompressed(): Plugin {
  let outDir = '';
  const files: string[] = [];
  return {
    name: 'koalarent:precompressed',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle))
        if (/\.(js|css|svg|json|webmanifest|html)$/.test(name)) files.push(name);
    },
    async closeBundle() {
      await Promise.all(
        files.map(async (name) => {
          const file = join(outDir, name);
          const body = await readFile(file);
          if (body.length < 1024) return; // Smaller than a packet: compressing saves nothing.
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** A plugin (or a plugin list) for the browser's build only: the server bundle needs no route file or worker. */
function clientOnly(option: PluginOption): Plugin[] {
  const plugins: Plugin[] = [];
  const collect = (entry: unknown): void => {
    if (Array.isArray(entry)) for (const inner of entry) collect(inner);
    else if (typeof entry === 'object' && entry !== null && 'name' in entry) plugins.push(entry as Plugin);
  };
  collect(option);
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}

/**
 * `vite build` makes both halves of one build: the browser's app into the output directory, then the server's render
 * of its public pages (src/entry-server.tsx, issue 21 §1) into `.ssr/` inside it, so the gateway always finds the
 * server bundle that matches the assets it serves. A dot directory: the gateway's static files never include it.
 * One self-contained file tree (`noExternal`): it runs from wherever the build is copied, without node_modules.
 */
function serverRenderBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'koalarent:server-render-build',
    config(config) {
      outDir = resolve(config.root ?? import.meta.dirname, config.build?.outDir ?? 'dist');
    },
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        // React, emotion and the rest choose their production build by this at run time; bundled, they read it here.
        define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
        // The server's conditions (no 'browser'): emotion's server build writes each component's styles beside it.
        resolve: { conditions: ['source', ...defaultServerConditions], noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(outDir, '.ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          // The browser's build has its maps; this one would add 11 MB to every deploy for stack traces alone.
          sourcemap: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      };
    },
  };
}

const proxy = {
  '/graphql': { target: gateway, ws: true, changeOrigin: true },
  '/api': { target: gateway, changeOrigin: true },
  '/uploads': { target: gateway, changeOrigin: true },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    reactIconsPerIcon(),
    react(),
    ...clientOnly([routeTable(), installableApp(), precompressed()]),
    serverRenderBuild(),
  ],
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('vite build needs the client and ssr environments');
      // The browser's build first: it empties the output directory, the server's goes inside it.
      await builder.build(client);
      await builder.build(ssr);
      // The documents the browser may send, by hash, for the gateway's allowlist (issue 25 §4).
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          join(import.meta.dirname, 'scripts', 'persisted-documents.ts'),
          resolve(import.meta.dirname, client.config.build.outDir),
        ],
        { stdio: 'inherit', cwd: import.meta.dirname },
      );
    },
  },
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
            // zod is for forms (sign-in, the rental wizard, listing, reviews): no public page's first screen loads
            // it. One long-lived chunk of its own, fetched with the first form, under a name a test can look for.
            {
              name: 'vendor-zod',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 3,
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
