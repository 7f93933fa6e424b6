import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. BullMQ workers need `maxRetriesPerRequest: null` (blocking commands must wait out
 * reconnects); everything else keeps ioredis' defaults so a dead Redis surfaces as an error, not a hang.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { lazyConnect: false, enableAutoPipelining: true, ...options });
}

/** Joins key parts under the process' prefix: `koala:sess:abc`. */
export function redisKey(prefix: string, ...parts: (string | number)[]): string {
  return [prefix, ...parts].join(':');
}
