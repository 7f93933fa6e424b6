import net from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  databaseName,
  findFreePort,
  isPortFree,
  localUrl,
  parsePort,
  redactUrl,
  safeDatabaseName,
  withDatabase,
} from './ports.js';

describe('parsePort', () => {
  it('falls back when unset or blank', () => {
    expect(parsePort(undefined, 4000)).toBe(4000);
    expect(parsePort('  ', 4000)).toBe(4000);
  });
  it('reads a valid port', () => {
    expect(parsePort('5000', 4000)).toBe(5000);
    expect(parsePort('0', 4000)).toBe(0);
  });
  it('rejects nonsense with a message naming the value', () => {
    expect(() => parsePort('80a', 4000)).toThrow(/"80a"/);
    expect(() => parsePort('70000', 4000)).toThrow(/between 0 and 65535/);
    expect(() => parsePort('-1', 4000)).toThrow();
    expect(() => parsePort('1.5', 4000)).toThrow();
  });
});

describe('URL helpers', () => {
  it('builds the browser URL', () => {
    expect(localUrl(4000)).toBe('http://localhost:4000');
    expect(localUrl(5173, '127.0.0.1')).toBe('http://127.0.0.1:5173');
  });
  it('swaps the database of a PostgreSQL URL and keeps credentials and options', () => {
    expect(withDatabase('postgres://u:p@127.0.0.1:5432/postgres?sslmode=disable', 'koala_tpl_1')).toBe(
      'postgres://u:p@127.0.0.1:5432/koala_tpl_1?sslmode=disable',
    );
    expect(withDatabase('postgres://127.0.0.1:5432', 'x')).toBe('postgres://127.0.0.1:5432/x');
  });
  it('reads the database name', () => {
    expect(databaseName('postgres://h:1/test')).toBe('test');
    expect(databaseName('postgres://h:1')).toBeNull();
  });
  it('redacts passwords only', () => {
    expect(redactUrl('postgres://u:secret@h:1/db')).toBe('postgres://u:***@h:1/db');
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactUrl('not a url')).toBe('<invalid url>');
  });
  it('makes database names safe identifiers', () => {
    expect(safeDatabaseName('koala_tpl_123_456')).toBe('koala_tpl_123_456');
    expect(safeDatabaseName('My-File.test')).toBe('my_file_test');
    expect(safeDatabaseName('1abc')).toBe('db_1abc');
    expect(safeDatabaseName('x'.repeat(100))).toHaveLength(63);
  });
});

describe('ports', () => {
  it('finds a free port and sees it taken while something listens', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
