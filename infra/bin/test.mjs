#!/usr/bin/env node
// `npm test`: install and build what is missing (the e2e tests drive the built server and web app;
// --build rebuilds everything first), make sure Chromium exists for them, then run every vitest
// project. Other arguments go to vitest: `npm test -- --project unit`, `npm test -- infra`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run, step } from './bootstrap.mjs';

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const vitestArgs = args.filter((a) => a !== '--build');

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, name)));
}

/** The e2e project runs unless the arguments pick only other projects. */
function e2eSelected() {
  const projects = [];
  vitestArgs.forEach((arg, i) => {
    if (arg === '--project' && vitestArgs[i + 1]) projects.push(vitestArgs[i + 1]);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  });
  return projects.length === 0 || projects.some((p) => p.includes('e2e') || p.includes('*'));
}

function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    process.stderr.write(`CHROMIUM_PATH is set to ${configured}, which is not an executable file.\n`);
    process.exit(1);
  }
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    step("the e2e tests need Debian's Chromium: apt-get update && apt-get install -y chromium");
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  process.stderr.write(
    [
      'The end-to-end tests need Chromium and none was found.',
      '  - Debian/Ubuntu: sudo apt-get install chromium (then /usr/bin/chromium is used), or',
      '  - set CHROMIUM_PATH to a Chromium or Chrome executable, or',
      '  - run the other projects only: npm test -- --project unit --project integration',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

ensureInstalled();
ensureBuilt(forceBuild);
const env = { ...process.env };
if (e2eSelected()) env.CHROMIUM_PATH = ensureChromium();

step(`vitest run ${vitestArgs.join(' ')}`.trim());
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...vitestArgs], {
  stdio: 'inherit',
  cwd: root,
  env,
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
