import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisKey } from '../redis/redis.js';
import {
  invalidateMemberSnapshot,
  MEMBER_SNAPSHOT_TTL_SECONDS,
  type MemberSnapshot,
  memberGenerationKey,
  memberSnapshotKey,
} from '../user/member-snapshot.js';

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
 * A graphql-ws socket opened with an API token is watched under these names beside the sessions' ids (which are
 * base64url, so never contain ':'): its token's, closed when the token is revoked, and its member's, closed with the
 * member's sessions (a lock) — so no subscription keeps streaming to a token that no longer works (issue 25 §3).
 */
export function tokenSocketKey(tokenId: number): string {
  return `api-token:${tokenId}`;
}

export function memberTokenSocketsKey(userId: number): string {
  return `api-token-member:${userId}`;
}

/** The API token a `tokenSocketKey` names, else null (a session id, or a member's key). */
export function tokenIdOfSocketKey(key: string): number | null {
  const match = /^api-token:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** A session with its member's cached snapshot (null when not cached) and the snapshot generation read. */
export interface ResolvedSession {
  session: SessionData;
  member: MemberSnapshot | null;
  generation: string;
}

/**
 * One round trip per request: the session, its member's snapshot and the snapshot generation, and the sliding
 * idle timeout of a browser session. KEYS: session. ARGV: key prefix, browser-session TTL.
 */
const RESOLVE_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
local ok, session = pcall(cjson.decode, raw)
if not ok or type(session) ~= 'table' or type(session.userId) ~= 'number' then return nil end
if not session.remember then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
local uid = string.format('%d', session.userId)
local member = redis.call('GET', ARGV[1] .. ':member:' .. uid)
local generation = redis.call('GET', ARGV[1] .. ':member-gen:' .. uid)
return { raw, member or false, generation or '0' }
`;

/** Stores a snapshot only if no invalidation happened since it was read. KEYS: snapshot, generation. */
const STORE_MEMBER_SCRIPT = `
local current = redis.call('GET', KEYS[2]) or '0'
if current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1
`;

/**
 * Sessions are opaque 256-bit ids stored in Redis, so any gateway replica can serve any request and a
 * logout ends the session everywhere at once. A per-user set lets an account change (lock, unverify, role)
 * end all of a user's sessions; each end is announced so open WebSockets close too.
 */
export interface SessionStoreOptions {
  /**
   * Keep resolved sessions in this process for this long (ms; 0 = off). Every way a session or its member can
   * change evicts the entry at once (locally, and on other processes through the sessions-ended announcement and
   * the member-change listener, see `evictSessions` / `evictMember`); the lifetime only bounds how stale an entry
   * can get if such an announcement were lost. A hit costs no network round trip.
   */
  localCacheMs?: number;
  /** At most this many sessions are kept locally (least recently used go first). */
  localCacheMax?: number;
}

interface LocalEntry {
  value: ResolvedSession;
  expires: number;
}

type ResolveReply = [string, string | null, string] | null;

/** ioredis with the resolve script defined as a command (EVALSHA, with EVAL as the fallback ioredis handles). */
type RedisWithScripts = Redis & {
  koalaResolveSession(key: string, prefix: string, ttl: number): Promise<ResolveReply>;
  koalaStoreMember(
    snapshotKey: string,
    generationKey: string,
    generation: string,
    snapshot: string,
    ttl: number,
  ): Promise<number>;
};

/** Sessions read per MGET by `exist`. */
const SESSIONS_PER_READ = 250;

/** Whether a stored session value is one `get` would return (present and valid JSON). */
function readable(raw: string | null): boolean {
  if (!raw) return false;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

export class SessionStore {
  private readonly redis: RedisWithScripts;
  private readonly local = new Map<string, LocalEntry>();
  private readonly localByUser = new Map<number, Set<string>>();
  private readonly localCacheMs: number;
  private readonly localCacheMax: number;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    options: SessionStoreOptions = {},
  ) {
    const scripted = redis as RedisWithScripts;
    if (typeof scripted.koalaResolveSession !== 'function') {
      redis.defineCommand('koalaResolveSession', { numberOfKeys: 1, lua: RESOLVE_SCRIPT });
      redis.defineCommand('koalaStoreMember', { numberOfKeys: 2, lua: STORE_MEMBER_SCRIPT });
    }
    this.redis = scripted;
    this.localCacheMs = options.localCacheMs ?? 0;
    this.localCacheMax = options.localCacheMax ?? 10_000;
  }

  private remember(id: string, value: ResolvedSession): void {
    if (this.localCacheMs <= 0) return;
    if (this.local.size >= this.localCacheMax) {
      const oldest = this.local.keys().next().value;
      if (oldest !== undefined) this.evictSessions([oldest]);
    }
    this.local.set(id, { value, expires: Date.now() + this.localCacheMs });
    const userId = value.session.userId;
    let ids = this.localByUser.get(userId);
    if (!ids) {
      ids = new Set();
      this.localByUser.set(userId, ids);
    }
    ids.add(id);
  }

  /** Forgets sessions kept in this process (they ended, here or on another process). */
  evictSessions(ids: Iterable<string>): void {
    for (const id of ids) {
      const entry = this.local.get(id);
      if (!entry) continue;
      this.local.delete(id);
      const userId = entry.value.session.userId;
      const set = this.localByUser.get(userId);
      set?.delete(id);
      if (set?.size === 0) this.localByUser.delete(userId);
    }
  }

  /** Forgets every session of a member kept in this process (the member changed, here or elsewhere). */
  evictMember(userId: number): void {
    const ids = this.localByUser.get(userId);
    if (ids) this.evictSessions([...ids]);
  }

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

  /**
   * Which of these sessions still exist and are readable (one answer per id, in order), as `get` would answer, but
   * in MGETs of `SESSIONS_PER_READ` with a turn of the event loop between them: the periodic check of every open
   * socket's session reads thousands at once, and one GET (and promise) each held the gateway's core for a third
   * of a second at 2,000 sockets, stalling every live delivery behind it.
   */
  async exist(ids: readonly string[]): Promise<boolean[]> {
    const answers: boolean[] = [];
    for (let start = 0; start < ids.length; start += SESSIONS_PER_READ) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const chunk = ids.slice(start, start + SESSIONS_PER_READ);
      const wellFormed = chunk.filter((id) => SessionStore.isWellFormedId(id));
      const raws = wellFormed.length ? await this.redis.mget(wellFormed.map((id) => this.key(id))) : [];
      const found = new Map(wellFormed.map((id, i) => [id, raws[i] ?? null]));
      for (const id of chunk) answers.push(readable(found.get(id) ?? null));
    }
    return answers;
  }

  /** The session as this process keeps it, if it does and the entry is fresh: no round trip, no promise. */
  peek(id: string): ResolvedSession | undefined {
    const kept = this.local.get(id);
    return kept && kept.expires > Date.now() ? kept.value : undefined;
  }

  /**
   * The session behind an id, with its member's cached snapshot, in one round trip; also slides a browser
   * session's idle timeout. Null when the id is malformed, unknown or expired.
   */
  async resolve(id: string | undefined): Promise<ResolvedSession | null> {
    if (!SessionStore.isWellFormedId(id)) return null;
    const kept = this.local.get(id);
    if (kept) {
      if (kept.expires > Date.now()) return kept.value;
      this.evictSessions([id]);
    }
    const reply = await this.redis.koalaResolveSession(
      this.key(id),
      this.prefix,
      BROWSER_SESSION_TTL_SECONDS,
    );
    if (!reply) return null;
    let resolved: ResolvedSession;
    try {
      resolved = {
        session: JSON.parse(reply[0]) as SessionData,
        member: reply[1] ? (JSON.parse(reply[1]) as MemberSnapshot) : null,
        generation: String(reply[2]),
      };
    } catch {
      return null;
    }
    // Only a complete answer is kept: without a member snapshot the caller reads the database and stores one.
    if (resolved.member) this.remember(id, resolved);
    return resolved;
  }

  /** Caches a member snapshot read from the database, unless the member changed since `generation` was read. */
  async storeMember(member: MemberSnapshot, generation: string): Promise<void> {
    await this.redis.koalaStoreMember(
      memberSnapshotKey(this.prefix, member.id),
      memberGenerationKey(this.prefix, member.id),
      generation,
      JSON.stringify(member),
      MEMBER_SNAPSHOT_TTL_SECONDS,
    );
  }

  /** Drops a member's cached snapshot after a change the caller just committed. */
  async forgetMember(userId: number): Promise<void> {
    this.evictMember(userId);
    await invalidateMemberSnapshot(this.redis, this.prefix, userId);
    this.evictMember(userId);
  }

  async destroy(id: string | undefined): Promise<void> {
    if (!SessionStore.isWellFormedId(id)) return;
    this.evictSessions([id]);
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
    this.evictMember(userId);
    const ids = await this.redis.smembers(this.userKey(userId));
    const multi = this.redis.multi();
    for (const id of ids) multi.del(this.key(id));
    multi.del(this.userKey(userId));
    // The member's token sockets too: a lock stops their subscriptions as it stops the browser's.
    multi.publish(
      sessionsEndedChannel(this.prefix),
      JSON.stringify({ sessionIds: [...ids, memberTokenSocketsKey(userId)] } satisfies SessionsEnded),
    );
    await multi.exec();
    return ids.length;
  }

  /** Closes the open sockets of these API tokens on every gateway (a revocation). */
  async endTokenSockets(tokenIds: readonly number[]): Promise<void> {
    if (tokenIds.length === 0) return;
    await this.redis.publish(
      sessionsEndedChannel(this.prefix),
      JSON.stringify({ sessionIds: tokenIds.map(tokenSocketKey) } satisfies SessionsEnded),
    );
  }
}
