/**
 * The benchmarks' entries (`run.ts`) call this before loading the benchmark itself: the launcher functions a
 * benchmark imports resolve `@koalarent/core` to its built `dist/`, and the gateway it measures is
 * `gateway/dist/main.js`, so neither may be imported before the build exists. Node built-ins only, for that reason.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bootstrap = pathToFileURL(path.join(root, 'infra/bin/bootstrap.mjs')).href;

/** Builds what is missing, as `npm start` does; exits the process when the build fails (nothing is measured). */
export function ensureBuilt(): void {
  // The same check-and-build `npm start` does (infra/bin/bootstrap.mjs), run in a child: the module is
  // plain JavaScript without type declarations, and it exits the process itself when a build fails.
  const built = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const b = await import(${JSON.stringify(bootstrap)}); b.ensureBuilt();`],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) {
    process.stderr.write(
      `bench: the build failed (exit ${built.status ?? built.signal}); nothing measured.\n`,
    );
    process.exit(built.status || 1);
  }
}
