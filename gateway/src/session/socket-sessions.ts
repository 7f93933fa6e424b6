import { type Logger, type SessionsEnded, sessionsEndedChannel } from '@koalarent/core';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';

/** The close code sent when a socket's session ends (logout, lock, unverify, role change). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The open graphql-ws sockets of this gateway by session id. When any gateway ends a session, the session store
 * announces it on Redis and every gateway closes that session's sockets here, which ends their subscriptions:
 * nothing keeps flowing to a browser whose session is over.
 */
export class SocketSessions {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  constructor(
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
    /** Also told of every ended session, e.g. to drop what this process keeps of it. */
    private readonly onEnded: (sessionIds: string[]) => void = () => {},
  ) {}

  async start(): Promise<void> {
    const channel = sessionsEndedChannel(this.prefix);
    this.subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      try {
        const { sessionIds } = JSON.parse(message) as SessionsEnded;
        this.onEnded(sessionIds);
        for (const id of sessionIds) this.close(id);
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable sessions-ended message');
      }
    });
    await this.subscriber.subscribe(channel);
  }

  add(sessionId: string, socket: WebSocket): void {
    let set = this.sockets.get(sessionId);
    if (!set) {
      set = new Set();
      this.sockets.set(sessionId, set);
    }
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(sessionId);
    });
  }

  close(sessionId: string): void {
    for (const socket of this.sockets.get(sessionId) ?? [])
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    this.sockets.delete(sessionId);
  }

  async stop(): Promise<void> {
    await this.subscriber.quit().catch(() => undefined);
  }
}
