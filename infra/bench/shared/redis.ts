/**
 * What the benchmarks that leave state in Redis (bench:booking, bench:tracking, bench:fanout) share about it: removing
 * every key under their prefixes before and after a run, and watching BullMQ queues for the work still in hand.
 * Imported only once the build exists (see build.ts): `@koalarent/core` resolves to its `dist/`.
 */
import { createQueue, createRedis, type QueueName } from '@koalarent/core';
import type { Logger } from '../../src/launcher/logger.js';
import type { Cleanup } from './processes.js';

/** Removes every key under the given Redis prefixes (sessions, queues, the jobs a run leaves); resolves to the count. */
export async function clearRedisKeys(redisUrl: string, prefixes: string[]): Promise<number> {
  const redis = createRedis(redisUrl);
  let removed = 0;
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        cursor = nextCursor;
        if (keys.length) removed += await redis.unlink(...keys);
      } while (cursor !== '0');
    }
  } finally {
    await redis.quit().catch(() => undefined);
  }
  return removed;
}

/**
 * A run starts from no keys under `prefixes` and leaves none behind: removes what a previous run left (logged, named
 * by the first prefix) and has the cleanup remove them again on the way out.
 */
export async function clearRedisKeysAround(options: {
  redisUrl: string;
  prefixes: string[];
  cleanup: Cleanup;
  log: Logger;
}): Promise<void> {
  const { redisUrl, prefixes } = options;
  const stale = await clearRedisKeys(redisUrl, prefixes);
  if (stale) options.log.info(`removed ${stale} Redis keys a previous run left under ${prefixes[0]}`);
  options.cleanup.add({
    name: 'Redis keys',
    stop: async () => void (await clearRedisKeys(redisUrl, prefixes)),
    killNow: () => {},
  });
}

export type BenchQueue = ReturnType<typeof createQueue>;

/**
 * The queue `name` under each of `prefixes` (in that order), on one connection of their own, closed by the cleanup:
 * for watching the jobs a run leaves in hand. BullMQ leaves a connection it was given open, hence its own.
 */
export function watchQueues(
  redisUrl: string,
  name: QueueName,
  prefixes: string[],
  cleanup: Cleanup,
): BenchQueue[] {
  const monitorRedis = createRedis(redisUrl);
  const queues = prefixes.map((prefix) => createQueue(name, monitorRedis, prefix));
  cleanup.add({
    name: 'queue monitor',
    stop: async () => {
      for (const queue of queues) await queue.close();
      await monitorRedis.quit().catch(() => undefined);
    },
    killNow: () => {},
  });
  return queues;
}

/** Jobs waiting or running in `queue`. Delayed jobs (the hourly schedules' next runs) are not work in hand. */
export async function pendingJobs(queue: BenchQueue): Promise<number> {
  const counts = await queue.getJobCounts('wait', 'active', 'prioritized', 'paused');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** The CPU seconds the Redis server has used so far (`INFO cpu`: system plus user, all its threads), or null. */
async function redisCpuSeconds(redis: ReturnType<typeof createRedis>): Promise<number | null> {
  const info = await redis.info('cpu').catch(() => '');
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? Number.NaN);
  const seconds = field('used_cpu_sys') + field('used_cpu_user');
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * Starts counting the Redis server's CPU (it reports its own, so this works for a server on another machine too); the
 * returned call answers the seconds it used meanwhile, or null when it would not say. Redis runs every BullMQ script
 * of both round trips, so its share belongs in a run's CPU per request.
 */
export async function meterRedisCpu(redisUrl: string): Promise<() => Promise<number | null>> {
  const redis = createRedis(redisUrl);
  const start = await redisCpuSeconds(redis);
  return async () => {
    const end = await redisCpuSeconds(redis);
    await redis.quit().catch(() => undefined);
    return start === null || end === null ? null : end - start;
  };
}
