// Shared first steps of `npm start` and `npm test`. Plain JavaScript on purpose: it runs before
// anything is installed or compiled.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// One built file per package: a directory alone could be left half-written by an interrupted build.
export const BUILD_OUTPUTS = [
  'services/core/dist/index.js',
  'services/core/dist/worker.js',
  'services/bookings/dist/worker.js',
  'services/messaging/dist/worker.js',
  'services/tracking/dist/worker.js',
  'gateway/dist/main.js',
  'web/dist/index.html',
  // The server half of the web build (issue 21 §1): a build from before it would serve every page unrendered.
  'web/dist/.ssr/entry-server.js',
  // The web app's documents by hash (issue 25 §4): with GRAPHQL_PERSISTED_ONLY a build without it serves no member.
  'web/dist/persisted-documents.json',
  'infra/dist/start.js',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function step(message) {
  process.stdout.write(`\n> ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status || 1);
  }
}

export function ensureInstalled() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  step('installing dependencies (first run): npm install');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

export function ensureBuilt(force = false) {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(join(root, file)));
  if (!force && missing.length === 0) return;
  step(
    force ? 'building (--build): npm run build' : `building (missing ${missing.join(', ')}): npm run build`,
  );
  run(npm, ['run', 'build']);
}
