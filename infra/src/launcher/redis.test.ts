import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIS_URL, decideRedis, findOnPath, pingRedis } from './redis.js';

describe('decideRedis', () => {
  it('uses REDIS_URL when it answers', () => {
    expect(decideRedis({ envUrl: 'redis://cache:6379', envAnswers: true })).toEqual({
      kind: 'use',
      url: 'redis://cache:6379',
      source: 'env',
    });
  });

  it('fails clearly when REDIS_URL does not answer, never falling back silently', () => {
    const decision = decideRedis({
      envUrl: 'redis://:hunter2@cache:6379',
      envAnswers: false,
      defaultAnswers: true,
    });
    expect(decision.kind).toBe('fail');
    if (decision.kind === 'fail') {
      expect(decision.message).toMatch(/REDIS_URL/);
      expect(decision.message).not.toMatch(/hunter2/);
    }
  });

  it('uses the local default Redis when it answers', () => {
    expect(decideRedis({ envUrl: undefined, defaultAnswers: true })).toEqual({
      kind: 'use',
      url: DEFAULT_REDIS_URL,
      source: 'default',
    });
  });

  it('adopts a redis-server an earlier run left on its port', () => {
    expect(decideRedis({ envUrl: undefined, defaultAnswers: false, leftoverAnswers: true }, 63790)).toEqual({
      kind: 'adopt',
      url: 'redis://127.0.0.1:63790',
    });
  });

  it('starts redis-server from PATH when nothing answers', () => {
    expect(
      decideRedis(
        {
          envUrl: undefined,
          defaultAnswers: false,
          leftoverAnswers: false,
          redisServerPath: '/usr/bin/redis-server',
        },
        63790,
      ),
    ).toEqual({ kind: 'spawn', binary: '/usr/bin/redis-server', url: 'redis://127.0.0.1:63790' });
  });

  it('names all three ways out when there is no Redis at all', () => {
    const decision = decideRedis({ envUrl: undefined, defaultAnswers: false, redisServerPath: null });
    expect(decision.kind).toBe('fail');
    if (decision.kind === 'fail') {
      expect(decision.message).toMatch(/REDIS_URL/);
      expect(decision.message).toMatch(/127\.0\.0\.1:6379/);
      expect(decision.message).toMatch(/docker compose up -d redis/);
      expect(decision.message).toMatch(/redis-server/);
    }
  });
});

describe('findOnPath', () => {
  it('finds executables and returns null for unknown names', () => {
    expect(findOnPath('node', `/nonexistent:${process.execPath.replace(/\/node$/, '')}`)).toBe(
      process.execPath,
    );
    expect(findOnPath('surely-not-a-real-binary-koala', '/usr/bin:/bin')).toBeNull();
  });
});

describe('pingRedis', () => {
  it('is false, quickly, when nothing listens', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => server.close(resolve));
    expect(await pingRedis(`redis://127.0.0.1:${port}`, 500)).toBe(false);
  });

  it('speaks RESP: AUTH first when the URL has a password, then PING', async () => {
    const received: string[] = [];
    const server = net.createServer((socket) => {
      socket.on('data', (chunk) => {
        received.push(chunk.toString());
        socket.write('+OK\r\n+PONG\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await pingRedis(`redis://:s3cret@127.0.0.1:${port}`, 1_000)).toBe(true);
      expect(received.join('')).toBe('*2\r\n$4\r\nAUTH\r\n$6\r\ns3cret\r\n*1\r\n$4\r\nPING\r\n');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
