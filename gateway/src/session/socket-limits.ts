import { randomUUID } from 'node:crypto';
import { type Logger, redisKey } from '@koalarent/core';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';

/** Closes a socket beyond its address's connection cap. graphql-ws clients do not reconnect after a 4429. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 4429;
export const TOO_MANY_CONNECTIONS_REASON = 'Too many connections from this address';
/** Closes a socket that asks for one subscription more than the cap (a policy violation, as 1008, in 4xxx). */
export const TOO_MANY_SUBSCRIPTIONS_CLOSE_CODE = 4008;
export const TOO_MANY_SUBSCRIPTIONS_REASON = 'Too many subscriptions on this connection';

/** How long a socket counts without its gateway refreshing it: a crashed gateway's sockets stop counting then. */
const ENTRY_TTL_MS = 90_000;
const REFRESH_EVERY_MS = 30_000;

/**
 * KEYS[1] the address's sorted set (member = one socket, score = when it stops counting); ARGV: now, ttl, cap,
 * member. Drops expired entries, then admits the socket only if fewer than `cap` are left: atomic, so sockets
 * opened at once on several gateways cannot all slip under the cap.
 */
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

interface Admitted {
  key: string;
  member: string;
}

/**
 * The per-address cap on graphql-ws connections, counted in Redis so it holds across every gateway behind the
 * load balancer (a per-process count would multiply the cap by the number of replicas). Each open socket is an
 * entry of its address's sorted set, refreshed by its gateway; closing removes it, and a gateway that dies
 * without closing simply stops refreshing, so its entries expire instead of blocking the address for good.
 */
export class SocketConnectionLimit {
  private readonly gatewayId = randomUUID();
  private readonly open = new Map<WebSocket, Admitted>();
  private timer: NodeJS.Timeout | null = null;
  private sequence = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly maxPerAddress: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.refresh(), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Counts a new socket against its address, or closes it with 4429 and a reason when the address is at its cap.
   * If Redis does not answer the socket is let in (logged): the cap guards against floods, and closing every
   * member's live updates during a Redis hiccup would do more harm than a few uncounted sockets.
   */
  async admit(socket: WebSocket, address: string): Promise<void> {
    const key = redisKey(this.prefix, 'ws-ip', address);
    const member = `${this.gatewayId}:${++this.sequence}`;
    let admitted: boolean;
    try {
      const answer = await this.redis.eval(
        ADMIT_SCRIPT,
        1,
        key,
        Date.now(),
        ENTRY_TTL_MS,
        this.maxPerAddress,
        member,
      );
      admitted = answer === 1;
    } catch (error) {
      this.logger.warn({ err: error }, 'socket connection count unavailable; socket let in uncounted');
      return;
    }
    if (!admitted) {
      socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, TOO_MANY_CONNECTIONS_REASON);
      return;
    }
    const entry = { key, member };
    // The socket may have closed while Redis answered: then it must not keep counting.
    if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) {
      this.release(entry);
      return;
    }
    this.open.set(socket, entry);
    socket.once('close', () => {
      this.open.delete(socket);
      this.release(entry);
    });
  }

  private release({ key, member }: Admitted): void {
    this.redis.zrem(key, member).catch((error: unknown) => {
      // Left behind, the entry stops counting when its time runs out.
      this.logger.warn({ err: error }, 'socket connection count not released');
    });
  }

  /** Moves every open socket's expiry forward: one pipeline per interval, whatever the number of sockets. */
  private async refresh(): Promise<void> {
    if (this.open.size === 0) return;
    const until = Date.now() + ENTRY_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const { key, member } of this.open.values()) {
      pipeline.zadd(key, 'XX', until, member);
      pipeline.pexpire(key, ENTRY_TTL_MS);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'socket connection counts not refreshed');
    }
  }
}
