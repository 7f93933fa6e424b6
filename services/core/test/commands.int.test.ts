import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import {
  CommandBus,
  type Config,
  coreEntities,
  createRedis,
  DomainError,
  defineCommand,
  ErrorCode,
  handleCommand,
  loadConfig,
  type RunningWorker,
  startWorker,
} from '../src/index.js';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '../src/testing/index.js';

// A command defined for the test: reserve an item for some days; more than 10 days is refused ("taken").
const reserve = defineCommand({
  name: 'test-reserve',
  queue: 'bookings',
  input: z.object({
    itemId: z.number().int().positive(),
    days: z.number().int().min(1),
    gate: z.string().optional(),
  }),
  result: z.object({ reference: z.string() }),
  timeoutMs: 5_000,
});

const runs: string[] = [];
const gates = new Map<string, () => void>();
let failOnce = new Set<string>();

const registration = handleCommand(reserve, async (input, { actor }) => {
  runs.push(`${input.itemId}`);
  if (failOnce.has(`${input.itemId}`)) {
    failOnce.delete(`${input.itemId}`);
    throw new Error('connection reset by the database');
  }
  if (input.gate) await new Promise<void>((resolve) => gates.set(input.gate!, resolve));
  if (input.days > 10) throw new DomainError(ErrorCode.Conflict, { message: 'These dates are taken.' });
  return { reference: `R-${input.itemId}-${actor.userId}` };
});

let config: Config;
let worker: RunningWorker | null = null;
let bus: CommandBus;
const redis = createRedis(inject('redisUrl'));
let drop: () => Promise<void>;
const actor = { userId: 7, role: 'user' as const };
let keys = 0;
const key = () => `key-${Date.now()}-${keys++}`;

async function startCommandWorker() {
  worker = await startWorker({ queue: 'bookings', entities: coreEntities, commands: [registration] }, config);
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix('cmd'),
    LOG_LEVEL: 'silent',
  });
  bus = new CommandBus({ redisUrl: config.REDIS_URL, connection: redis, redisPrefix: config.REDIS_PREFIX });
  await startCommandWorker();
});
afterAll(async () => {
  await worker?.stop();
  await bus.close();
  await redis.quit();
  await drop?.();
});

describe('commands through a real worker', () => {
  it('answers the caller with the typed result', async () => {
    await expect(
      bus.execute(reserve, { itemId: 1, days: 2 }, { actor, idempotencyKey: key() }),
    ).resolves.toEqual({
      reference: 'R-1-7',
    });
  });

  it('refuses invalid input in the caller, before anything is enqueued', async () => {
    const before = runs.length;
    await expect(
      bus.execute(reserve, { itemId: -1, days: 2 }, { actor, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    await expect(
      bus.execute(reserve, { itemId: 1, days: 2 }, { actor, idempotencyKey: 'short' }),
    ).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect(runs.length).toBe(before);
  });

  it('returns a domain refusal as its own error code, once, without retrying', async () => {
    const before = runs.filter((r) => r === '2').length;
    const error = await bus
      .execute(reserve, { itemId: 2, days: 30 }, { actor, idempotencyKey: key() })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.Conflict, message: 'These dates are taken.' });
    expect(runs.filter((r) => r === '2').length).toBe(before + 1);
  });

  it('runs a repeated key once and answers both callers the same; a reused key with other input is refused', async () => {
    const k = key();
    const [a, b] = await Promise.all([
      bus.execute(reserve, { itemId: 3, days: 1 }, { actor, idempotencyKey: k }),
      bus.execute(reserve, { itemId: 3, days: 1 }, { actor, idempotencyKey: k }),
    ]);
    const again = await bus.execute(reserve, { itemId: 3, days: 1 }, { actor, idempotencyKey: k });
    expect([a, b, again]).toEqual([{ reference: 'R-3-7' }, { reference: 'R-3-7' }, { reference: 'R-3-7' }]);
    expect(runs.filter((r) => r === '3')).toHaveLength(1);
    await expect(
      bus.execute(reserve, { itemId: 3, days: 5 }, { actor, idempotencyKey: k }),
    ).rejects.toMatchObject({
      code: ErrorCode.IdempotencyMismatch,
    });
    // The same key from another member is another request.
    await expect(
      bus.execute(reserve, { itemId: 3, days: 1 }, { actor: { userId: 8, role: 'user' }, idempotencyKey: k }),
    ).resolves.toEqual({ reference: 'R-3-8' });
  });

  it('answers "still processing" when the worker is slow, and the same key later returns the answer', async () => {
    const k = key();
    await expect(
      bus.execute(reserve, { itemId: 4, days: 1, gate: k }, { actor, idempotencyKey: k, timeoutMs: 300 }),
    ).rejects.toMatchObject({ code: ErrorCode.StillProcessing });
    await expect.poll(() => gates.has(k), { timeout: 10_000 }).toBe(true);
    gates.get(k)!();
    await expect(
      bus.execute(reserve, { itemId: 4, days: 1, gate: k }, { actor, idempotencyKey: k }),
    ).resolves.toEqual({
      reference: 'R-4-7',
    });
    expect(runs.filter((r) => r === '4')).toHaveLength(1);
  });

  it('retries an infrastructure failure with back-off and then answers', async () => {
    failOnce = new Set(['5']);
    await expect(
      bus.execute(reserve, { itemId: 5, days: 1 }, { actor, idempotencyKey: key() }),
    ).resolves.toEqual({
      reference: 'R-5-7',
    });
    expect(runs.filter((r) => r === '5')).toHaveLength(2);
  });

  it('answers a command sent while the worker was down once a worker starts again', async () => {
    await worker!.stop();
    worker = null;
    const pending = bus.execute(
      reserve,
      { itemId: 6, days: 1 },
      { actor, idempotencyKey: key(), timeoutMs: 15_000 },
    );
    await startCommandWorker();
    await expect(pending).resolves.toEqual({ reference: 'R-6-7' });
  });
});
