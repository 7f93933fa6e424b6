import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** Parses a port from the environment; anything that is not a whole number in range falls back. */
export function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${value}": expected a whole number between 0 and 65535`);
  }
  return port;
}

/** The address people open in a browser: localhost reads better than 127.0.0.1 in a terminal. */
export function localUrl(port: number, host = 'localhost'): string {
  return `http://${host}:${port}`;
}

/** Returns the same server URL pointing at another database (used for CREATE DATABASE ... flows). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The database a URL names, or null when it names none. */
export function databaseName(url: string): string | null {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  return name === '' ? null : name;
}

/** Hides the password so URLs can be logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid url>';
  }
}

/** Database names end up in SQL identifiers; keep them to a boring, always-safe alphabet. */
export function safeDatabaseName(raw: string): string {
  const cleaned = raw.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const prefixed = /^[a-z_]/.test(cleaned) ? cleaned : `db_${cleaned}`;
  return prefixed.slice(0, 63);
}

/** True when nothing listens on host:port (we try to bind it and let go at once). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now (a tiny race remains, acceptable for local runs and tests). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

export interface WaitForHttpOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Polled between attempts: return a reason to give up early (e.g. the server process died). */
  abortReason?: () => string | null;
}

/** Polls a URL until it answers 2xx; throws with the last failure when time runs out. */
export async function waitForHttpOk(url: string, options: WaitForHttpOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const interval = options.intervalMs ?? 200;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const aborted = options.abortReason?.();
    if (aborted) throw new Error(`Gave up waiting for ${url}: ${aborted}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(interval);
  }
  throw new Error(
    `${url} did not become ready within ${Math.round(options.timeoutMs / 1000)} s (last: ${last})`,
  );
}
