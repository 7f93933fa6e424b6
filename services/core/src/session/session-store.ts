import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisKey } from '../redis/redis.js';

export interface SessionData {
  userId: number;
  role: 'admin' | 'user';
  remember: boolean;
  createdAt: string;
  ipAddress: string;
  userAgent: string;
}

/** "Remember me" keeps a session 30 days; otherwise it lives as long as the browser, at most a day idle. */
export const REMEMBER_TTL_SECONDS = 30 * 24 * 3600;
export const BROWSER_SESSION_TTL_SECONDS = 24 * 3600;

/** The Redis channel on which ended sessions are announced, so every gateway closes their open sockets. */
export function sessionsEndedChannel(prefix: string): string {
  return redisKey(prefix, 'sessions-ended');
}

export interface SessionsEnded {
  sessionIds: string[];
}

/**
 * Sessions are opaque 256-bit ids stored in Redis, so any gateway replica can serve any request and a
 * logout ends the session everywhere at once. A per-user set lets an account change (lock, unverify, role)
 * end all of a user's sessions; each end is announced so open WebSockets close too.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return redisKey(this.prefix, 'sess', id);
  }

  private userKey(userId: number): string {
    return redisKey(this.prefix, 'user-sess', userId);
  }

  static isWellFormedId(id: string | undefined): id is string {
    return typeof id === 'string' && /^[A-Za-z0-9_-]{43}$/.test(id);
  }

  static ttlFor(remember: boolean): number {
    return remember ? REMEMBER_TTL_SECONDS : BROWSER_SESSION_TTL_SECONDS;
  }

  async create(data: SessionData): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const ttl = SessionStore.ttlFor(data.remember);
    await this.redis
      .multi()
      .set(this.key(id), JSON.stringify(data), 'EX', ttl)
      .sadd(this.userKey(data.userId), id)
      .expire(this.userKey(data.userId), REMEMBER_TTL_SECONDS)
      .exec();
    return id;
  }

  async get(id: string | undefined): Promise<SessionData | null> {
    if (!SessionStore.isWellFormedId(id)) return null;
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionData;
    } catch {
      return null;
    }
  }

  /** Slides a browser session's idle timeout; remember-me sessions keep their fixed 30 days. */
  async touch(id: string, data: SessionData): Promise<void> {
    if (!data.remember) await this.redis.expire(this.key(id), BROWSER_SESSION_TTL_SECONDS);
  }

  async destroy(id: string | undefined): Promise<void> {
    if (!SessionStore.isWellFormedId(id)) return;
    const data = await this.get(id);
    const multi = this.redis.multi().del(this.key(id));
    if (data) multi.srem(this.userKey(data.userId), id);
    multi.publish(
      sessionsEndedChannel(this.prefix),
      JSON.stringify({ sessionIds: [id] } satisfies SessionsEnded),
    );
    await multi.exec();
  }

  /** Ends every session of a user at once, on every replica; returns how many there were. */
  async destroyAllForUser(userId: number): Promise<number> {
    const ids = await this.redis.smembers(this.userKey(userId));
    const multi = this.redis.multi();
    for (const id of ids) multi.del(this.key(id));
    multi.del(this.userKey(userId));
    if (ids.length > 0)
      multi.publish(
        sessionsEndedChannel(this.prefix),
        JSON.stringify({ sessionIds: ids } satisfies SessionsEnded),
      );
    await multi.exec();
    return ids.length;
  }
}
