import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '@koalarent/core';
import { APP_LABELS, startApp } from './launcher/app.js';
import { prepareDatabase } from './launcher/database.js';
import { type LauncherEnvironment, launcherEnvironment } from './launcher/environment.js';
import { shouldUseColor } from './launcher/log-prefix.js';
import { createLogger } from './launcher/logger.js';
import { isPortFree, localUrl, parsePort, redactUrl, waitForHttpOk, withDatabase } from './launcher/ports.js';
import {
  assertDatabaseAnswers,
  EMBEDDED_PG_DEFAULT_PORT,
  ensureDatabase,
  startEmbeddedPostgres,
} from './launcher/postgres.js';
import { describeExit, ProcessGroup } from './launcher/processes.js';
import { LAUNCHER_REDIS_PORT, resolveRedis } from './launcher/redis.js';
import { DEFAULT_RESTART_POLICY } from './launcher/restart-policy.js';
import { repoRoot } from './paths.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data.js';

const EMBEDDED_DATABASE = 'koalarent';
const VITE_PORT = 5173;

interface Stoppable {
  stop(): Promise<void>;
  killNow(): void;
}

/**
 * `npm start` / `npm run dev`: brings up PostgreSQL and Redis (reusing what is configured or running,
 * else starting local ones under .data), prepares the database, runs the gateway and the workers (bookings,
 * messaging, tracking and core's) as separate processes and prints the URL. Ctrl-C stops everything it started, in
 * reverse order.
 */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const color = shouldUseColor(process.env, Boolean(process.stdout.isTTY));
  const width = Math.max(...APP_LABELS.map((l) => l.length));
  const log = createLogger({ label: 'launcher', width, color });

  let launch: LauncherEnvironment;
  try {
    launch = launcherEnvironment();
  } catch (error) {
    log.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  }
  if (launch.loadedEnvFile) log.info('loaded settings from .env');
  const { env, config } = launch;
  const port = config.PORT;
  // The same folder the app processes derive from DATA_DIR, so uploads and mailbox line up.
  const dataDir = config.dataDir;

  // Everything started is registered here and stopped in reverse order: app, then Redis, then Postgres.
  const services: Stoppable[] = [];
  let group: ProcessGroup | null = null;
  let stopping: Promise<never> | null = null;

  const shutdown = (code: number, reason: string): Promise<never> => {
    stopping ??= (async () => {
      log.info(`stopping (${reason})…`);
      if (group) {
        const killed = await group.stopAll(10_000);
        if (killed.length) log.warn(`did not stop within 10 s, killed: ${killed.join(', ')}`);
      }
      for (const service of [...services].reverse()) {
        await service.stop().catch((error: unknown) => log.warn(`stop failed: ${String(error)}`));
      }
      log.info('stopped');
      process.exit(code);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) {
        // A second Ctrl-C means "now": no more waiting for graceful stops.
        log.warn('forced stop');
        process.exit(130);
      }
      void shutdown(signal === 'SIGTERM' ? 143 : 130, signal);
    });
  }
  // Last resort when the launcher exits any other way (a bug, process.exit in a library): nothing
  // asynchronous runs here, so children are killed and local servers stopped synchronously.
  process.on('exit', () => {
    group?.killAllNow();
    for (const service of [...services].reverse()) service.killNow();
  });

  try {
    // Port first: a second `npm start` should fail in a second, not after starting databases.
    if (!(await isPortFree(port, config.HOST))) {
      throw new Error(
        `Port ${port} is already in use (is KoalaRent already running?). Stop that program or set PORT to another port.`,
      );
    }
    if (dev && !(await isPortFree(VITE_PORT, 'localhost'))) {
      throw new Error(
        `Port ${VITE_PORT} (Vite dev server) is already in use. Stop the other dev server first.`,
      );
    }

    if (env.DATABASE_URL) {
      await assertDatabaseAnswers(env.DATABASE_URL);
      log.info(`PostgreSQL: DATABASE_URL ${redactUrl(env.DATABASE_URL)}`);
    } else {
      const pgPort = parsePort(env.EMBEDDED_PG_PORT, EMBEDDED_PG_DEFAULT_PORT);
      const postgres = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        port: pgPort,
        log,
      });
      services.push({ stop: postgres.stop, killNow: postgres.stopNow });
      await ensureDatabase(postgres.adminUrl, EMBEDDED_DATABASE);
      env.DATABASE_URL = withDatabase(postgres.adminUrl, EMBEDDED_DATABASE);
      log.info(`PostgreSQL: ${postgres.description}`);
    }

    const redis = await resolveRedis({
      env,
      port: LAUNCHER_REDIS_PORT,
      dir: path.join(dataDir, 'redis'),
      persistent: true,
      adoptLeftover: true,
      log,
    });
    services.push({ stop: redis.stop, killNow: redis.killNow });
    env.REDIS_URL = redis.url;
    log.info(`Redis: ${redis.description}`);

    const seed = env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : config.DEMO_MODE;
    const prepared = await prepareDatabase({
      databaseUrl: env.DATABASE_URL,
      config: loadConfig(env),
      seed,
      log,
    });

    group = new ProcessGroup(
      {
        color,
        // A crashed child is restarted with capped back-off while everything else stays up; only a process
        // that never stayed up (it cannot start at all) stops the whole app.
        restart: {},
        onCrashLoop: (loop, restartInMs) => {
          log.error(
            `${describeExit(loop)}; still restarting it (next in ${(restartInMs / 1000).toFixed(1)} s; waits grow to ${DEFAULT_RESTART_POLICY.maxDelayMs / 1000} s) while PostgreSQL, Redis and the other processes stay up. Look at its output above.`,
          );
        },
        onUnexpectedExit: (exit) => {
          log.error(`${describeExit(exit)} and never stayed up; it cannot start, shutting everything down`);
          void shutdown(1, `${exit.name} cannot start`);
        },
      },
      APP_LABELS,
    );
    await startApp(group, env, port);

    let devUrl: string | null = null;
    if (dev) {
      group.start({
        name: 'web',
        command: process.platform === 'win32' ? 'npm.cmd' : 'npm',
        args: ['run', 'dev', '-w', 'web', '--', '--strictPort'],
        cwd: repoRoot,
        env: { ...env, GATEWAY_URL: `http://127.0.0.1:${port}` },
      });
      devUrl = localUrl(VITE_PORT);
      await waitForHttpOk(devUrl, { timeoutMs: 60_000, abortReason: () => group?.deadReason() ?? null });
    }

    const seconds = (performance.now() / 1000).toFixed(1);
    const lines = ['', `KoalaRent is running at ${localUrl(port)}`];
    if (devUrl) lines.push(`Vite dev server (hot reload) at ${devUrl}`);
    if (prepared.admin) {
      const shown = prepared.admin.demo ? ` / ${prepared.admin.password}` : '';
      lines.push(`Admin: ${localUrl(port)}/admin/login as ${prepared.admin.email}${shown}`);
    }
    if (seed) {
      const owner = DEMO_USERS.find((u) => u.kind === 'owner');
      const renter = DEMO_USERS.find((u) => u.kind === 'renter');
      lines.push(
        `Demo members: ${owner?.email} (owner), ${renter?.email} (renter) … password ${DEMO_PASSWORD}`,
      );
    }
    lines.push(`Started in ${seconds} s. Press Ctrl-C to stop.`, '');
    log.info(lines.join('\n'));
  } catch (error) {
    if (stopping) return;
    log.error(error instanceof Error ? error.message : String(error));
    await shutdown(1, 'start failed');
  }
}

await main();
