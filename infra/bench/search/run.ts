/**
 * `npm run bench:search`: the search through the REST shim beside pgbench running the same SQL, on 100,000
 * generated listings, in one run on this machine. See infra/bench/README.md.
 *
 * This entry only makes sure the app is built, then loads the benchmark: the launcher functions it imports
 * resolve `@koalarent/core` to its built `dist/`, and the gateway it measures is `gateway/dist/main.js`, so
 * neither may be imported before the build exists.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bootstrap = pathToFileURL(path.join(root, 'infra/bin/bootstrap.mjs')).href;

// The same check-and-build `npm start` does (infra/bin/bootstrap.mjs), in a child: that module is plain
// JavaScript without type declarations, and it exits the process itself when a build fails.
const built = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', `const b = await import(${JSON.stringify(bootstrap)}); b.ensureBuilt();`],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) {
  process.stderr.write(`bench: the build failed (exit ${built.status ?? built.signal}); nothing measured.\n`);
  process.exit(built.status || 1);
}

const { main } = await import('./bench.js');
process.exit(await main(process.argv.slice(2)));
