import {
  apiTokensInForce,
  type Logger,
  type SessionsEnded,
  sessionsEndedChannel,
  tokenIdOfSocketKey,
} from '@koalarent/core';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { GatewayDeps } from '../deps.js';

/** The close code sent when a socket's session ends (logout, lock, unverify, role change, expiry). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** How often the sessions of open sockets are checked for having expired (see `SocketSessionsOptions`). */
const SESSION_CHECK_EVERY_MS = 30_000;

export interface SocketSessionsOptions {
  /** Also told of every ended session, e.g. to drop what this process keeps of it. */
  onEnded?: (sessionIds: string[]) => void;
  /** Which of these sessions still exist (one answer per id, in order). */
  sessionsExist?: (sessionIds: string[]) => Promise<boolean[]>;
  /** How often to ask `sessionsExist` about every session with an open socket here. */
  checkEveryMs?: number;
}

/**
 * The open graphql-ws sockets of this gateway by session id. When any gateway ends a session, the session store
 * announces it on Redis and every gateway closes that session's sockets here, which ends their subscriptions:
 * nothing keeps flowing to a browser whose session is over. A session that simply expires (Redis drops its key,
 * nobody announces it) is found by a periodic check of the sessions that have sockets here: one read per session
 * every `checkEveryMs`, whatever the number of sockets.
 */
export class SocketSessions {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly options: SocketSessionsOptions = {},
  ) {}

  async start(): Promise<void> {
    const channel = sessionsEndedChannel(this.prefix);
    this.subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      try {
        const { sessionIds } = JSON.parse(message) as SessionsEnded;
        this.options.onEnded?.(sessionIds);
        for (const id of sessionIds) this.close(id);
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable sessions-ended message');
      }
    });
    await this.subscriber.subscribe(channel);
    if (this.options.sessionsExist) {
      this.timer = setInterval(
        () => void this.closeExpired(),
        this.options.checkEveryMs ?? SESSION_CHECK_EVERY_MS,
      );
      // The check never keeps a stopping process alive.
      this.timer.unref();
    }
  }

  add(sessionId: string, socket: WebSocket): void {
    let set = this.sockets.get(sessionId);
    if (!set) {
      set = new Set();
      this.sockets.set(sessionId, set);
    }
    set.add(socket);
    socket.once('close', () => this.forget(sessionId, socket));
  }

  /** Stops watching a socket without closing it (it turned out to have no valid session: it is anonymous). */
  forget(sessionId: string, socket: WebSocket): void {
    const set = this.sockets.get(sessionId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(sessionId);
  }

  close(sessionId: string): void {
    for (const socket of this.sockets.get(sessionId) ?? [])
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    this.sockets.delete(sessionId);
  }

  /** Closes the sockets of sessions that no longer exist (expired); returns how many sessions that was. */
  async closeExpired(): Promise<number> {
    const exist = this.options.sessionsExist;
    if (!exist || this.checking || this.sockets.size === 0) return 0;
    this.checking = true;
    try {
      const ids = [...this.sockets.keys()];
      const answers = await exist(ids);
      let closed = 0;
      ids.forEach((id, i) => {
        if (answers[i] !== false) return;
        closed += 1;
        this.options.onEnded?.([id]);
        this.close(id);
      });
      return closed;
    } catch (error) {
      // Redis did not answer: the next round tries again; nothing is closed on a guess.
      this.logger.warn({ err: error }, 'checking the sessions of open sockets failed');
      return 0;
    } finally {
      this.checking = false;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.subscriber.quit().catch(() => undefined);
  }
}

/**
 * The periodic check's answer for every key with a socket here: a session whether it still exists, a token whether
 * it still works (so an expired one stops its subscriptions too), and a member's token key always (a lock is
 * announced at once; its tokens are checked by their own keys).
 */
export async function socketKeysInForce(deps: GatewayDeps, keys: readonly string[]): Promise<boolean[]> {
  const tokenIds = keys.map(tokenIdOfSocketKey);
  const sessionKeys = keys.filter((key, i) => tokenIds[i] === null && !key.startsWith('api-token-member:'));
  const tokens = tokenIds.filter((id): id is number => id !== null);
  const [sessions, working] = await Promise.all([
    deps.sessions.exist(sessionKeys),
    apiTokensInForce(deps.orm.em.fork(), tokens, new Date()),
  ]);
  const sessionAnswer = new Map(sessionKeys.map((key, i) => [key, sessions[i] ?? false]));
  const tokenAnswer = new Map(tokens.map((id, i) => [id, working[i] ?? false]));
  return keys.map((key, i) => {
    const token = tokenIds[i];
    if (token !== null && token !== undefined) return tokenAnswer.get(token) ?? false;
    if (key.startsWith('api-token-member:')) return true;
    return sessionAnswer.get(key) ?? false;
  });
}
