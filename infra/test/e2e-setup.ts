import './provided-context.js';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@koalarent/core';
import type { TestProject } from 'vitest/node';
import { startApp } from '../src/launcher/app.js';
import { prepareDatabase } from '../src/launcher/database.js';
import { quietLogger } from '../src/launcher/logger.js';
import { findFreePort, withDatabase } from '../src/launcher/ports.js';
import { dropDatabase, ensureDatabase } from '../src/launcher/postgres.js';
import { ProcessGroup } from '../src/launcher/processes.js';
import { repoRoot } from '../src/paths.js';
import { resolveTestServices } from '../src/test-services.js';
import { dropStaleRunDatabases, runDatabaseName } from './test-databases.js';

// The server bundle too: without it every page would be served unrendered and the e2e suite would test the old app.
const REQUIRED_BUILD = [
  'gateway/dist/main.js',
  'services/bookings/dist/worker.js',
  'web/dist/index.html',
  'web/dist/.ssr/entry-server.js',
  'web/dist/persisted-documents.json',
];

/** Copies of the app's output land here, kept after the run for reading failures (like screenshots). */
const LOG_DIR = '/tmp/koalarent-e2e';

/**
 * End-to-end tests' global setup: the built app (gateway + the four workers, from dist) on a free port,
 * against a fresh, migrated and demo-seeded database, with its own Redis prefix and mail/upload folders.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = REQUIRED_BUILD.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length) {
    throw new Error(
      `The e2e tests drive the built app, but ${missing.join(', ')} is missing: run \`npm run build\` (or \`npm test\`, which builds).`,
    );
  }

  const services = await resolveTestServices();
  const database = runDatabaseName('e2e');
  const dir = await mkdtemp(path.join(tmpdir(), 'koala-e2e-'));
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `app-${process.pid}-${Date.now()}.log`);
  const logStream = createWriteStream(logFile);
  const verbose = process.env.E2E_APP_LOGS === 'true';
  let group: ProcessGroup | null = null;

  const teardown = async () => {
    if (group) await group.stopAll(10_000);
    await new Promise((resolve) => logStream.end(resolve));
    await dropDatabase(services.adminDatabaseUrl, database).catch(() => {});
    await rm(dir, { recursive: true, force: true });
    await services.stop();
  };

  try {
    await dropStaleRunDatabases(services.adminDatabaseUrl, 'e2e');
    await ensureDatabase(services.adminDatabaseUrl, database);
    const port = await findFreePort();
    // The test runner's own variables stay out of the app; everything the app reads is set here.
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !key.startsWith('TEST_')),
    );
    const env: NodeJS.ProcessEnv = {
      ...base,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: withDatabase(services.adminDatabaseUrl, database),
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
      DEMO_MODE: 'true',
      DATA_DIR: dir,
      MAILBOX_DIR: path.join(dir, 'mailbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MAIL_TRANSPORT: 'mailbox',
      // Every browser of the suite connects from 127.0.0.1: the per-address socket cap (50) is for strangers, and one
      // address opening many pages over a run must not find a live screen's socket refused.
      WS_MAX_CONNECTIONS_PER_IP: '10000',
      // Likewise sign-ups: the suite registers a fresh member per journey, all from 127.0.0.1, far past the 20 an hour
      // one network is allowed. (The limit itself is proven in gateway/test/rate-limits.int.test.ts.)
      REGISTER_MAX_PER_IP: '10000',
      // The calendar-import journey serves its iCal file on this machine; everywhere else the worker refuses loopback
      // (the SSRF guard, proven in services/bookings/test/calendar-fetch.int.test.ts).
      ICAL_ALLOW_LOOPBACK_HOSTS: 'true',
      // The suite asserts that public pages arrive rendered, on a loaded two-core CI machine where Chromium, the
      // gateway and the workers share the CPU: a render there can outlast the 3 s production deadline, and the page
      // then (correctly) falls back to the shell. The deadline itself is proven in gateway/src/http/server-render.test.ts.
      SERVER_RENDER_TIMEOUT_MS: '20000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    };
    await prepareDatabase({
      databaseUrl: env.DATABASE_URL!,
      config: loadConfig(env),
      seed: true,
      log: quietLogger,
    });

    group = new ProcessGroup({
      color: false,
      write: (line) => {
        logStream.write(`${line}\n`);
        if (verbose) process.stdout.write(`${line}\n`);
      },
      onUnexpectedExit: ({ name, code, signal }) => {
        console.error(
          `e2e: ${name} exited unexpectedly (${signal ?? `code ${code}`}); its output is in ${logFile}`,
        );
      },
    });
    try {
      await startApp(group, env, port, 90_000);
    } catch (error) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const tail = existsSync(logFile)
        ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-40).join('\n')
        : '';
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\nLast app output (${logFile}):\n${tail}`,
      );
    }

    project.provide('baseUrl', `http://127.0.0.1:${port}`);
    project.provide('mailboxDir', env.MAILBOX_DIR!);
    project.provide('appLogFile', logFile);
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  return teardown;
}
