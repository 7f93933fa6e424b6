import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRedis, SessionStore } from '../src/index.js';
import { uniqueRedisPrefix } from '../src/testing/index.js';

const redis = createRedis(inject('redisUrl'));
const prefix = uniqueRedisPrefix('session-store');
const store = new SessionStore(redis, prefix);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const session = (userId: number) => ({
  userId,
  role: 'user' as const,
  remember: false,
  createdAt: new Date().toISOString(),
  ipAddress: '127.0.0.1',
  userAgent: 'test',
});

describe('SessionStore.exist', () => {
  it('answers as get would, in order, across several reads', async () => {
    const live = await Promise.all(Array.from({ length: 600 }, (_, i) => store.create(session(i + 1))));
    const ended = live.filter((_, i) => i % 7 === 0);
    for (const id of ended) await store.destroy(id);
    const unknown = 'A'.repeat(43);
    const malformed = 'not-a-session-id';
    // A value that is not a session any more (what `get` turns into null).
    const corrupt = await store.create(session(9999));
    await redis.set(`${prefix}:sess:${corrupt}`, '{not json');

    const ids = [...live, unknown, malformed, corrupt];
    const answers = await store.exist(ids);
    const expected = await Promise.all(ids.map(async (id) => (await store.get(id)) !== null));
    expect(answers).toEqual(expected);
    expect(answers.filter((a) => !a)).toHaveLength(ended.length + 3);
    expect(await store.exist([])).toEqual([]);
  });
});
