import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PgListener } from '../src/db/pg-listener.js';
import { createLogger } from '../src/logging/logger.js';

/** The one LISTEN connection behind the admin signals and the member change listener: notifications, reconnects, stop. */
const databaseUrl = inject('adminDatabaseUrl');
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const logger = createLogger('pg-listener-test', 'silent');
let counter = 0;

afterAll(async () => {
  await admin.end();
});

function channel(): string {
  counter += 1;
  return `pg_listener_test_${process.pid}_${counter}`;
}

/** Backends of this cluster that LISTEN on `name` (what pg_stat_activity shows of a listener's last statement). */
async function listenersOn(name: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()',
    [`listen ${name}`],
  );
  return rows.map((r) => r.pid);
}

function listener(name: string, heard: string[], reconnects: { count: number }) {
  return new PgListener({
    databaseUrl,
    logger,
    name: 'test listener',
    channels: [name],
    onNotification: (_channel, payload) => heard.push(payload),
    onReconnected: () => {
      reconnects.count += 1;
    },
  });
}

describe('PgListener', () => {
  it('hears notifications, reconnects after its connection is killed, and hears them again', async () => {
    const name = channel();
    const heard: string[] = [];
    const reconnects = { count: 0 };
    const subject = listener(name, heard, reconnects);
    await subject.start();
    await admin.query(`notify ${name}, 'one'`);
    await expect.poll(() => heard).toEqual(['one']);

    const [pid] = await listenersOn(name);
    expect(pid).toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => reconnects.count, { timeout: 10_000 }).toBe(1);
    expect(subject.listening).toBe(true);
    await admin.query(`notify ${name}, 'two'`);
    await expect.poll(() => heard).toEqual(['one', 'two']);

    await subject.stop();
    await expect.poll(() => listenersOn(name)).toEqual([]);
  });

  it('leaves no connection and no pending retry when stopped while connecting or while waiting to retry', async () => {
    const name = channel();
    const reconnects = { count: 0 };
    const connecting = listener(name, [], reconnects);
    const started = connecting.start();
    await connecting.stop();
    await started;
    expect(connecting.listening).toBe(false);

    const waiting = listener(name, [], reconnects);
    await waiting.start();
    waiting.retryLater();
    await waiting.stop();
    // Past the first back-off (0.5 s): a retry still scheduled would have connected by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(waiting.listening).toBe(false);
    expect(reconnects.count).toBe(0);
    expect(await listenersOn(name)).toEqual([]);
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => listener('x; drop table users', [], { count: 0 })).toThrow(/plain channel name/);
  });
});
