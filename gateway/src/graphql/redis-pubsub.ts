import { channelName } from '@koalarent/core';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

type Listener = (payload: unknown) => void;

/**
 * Redis pub/sub as async iterables for subscriptions. One subscriber connection per gateway; each GraphQL
 * subscription gets its own buffered iterator, and the Redis channel is dropped when its last listener leaves.
 * Any worker or gateway replica may publish: every replica's subscribers hear it.
 */
export class RedisPubSub {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      const set = this.listeners.get(channel);
      if (!set) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        this.logger.warn({ channel }, 'dropped a pub/sub message that is not JSON');
        return;
      }
      for (const listener of set) listener(payload);
    });
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.subscriber.quit().catch(() => undefined);
  }

  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    const channel = channelName(this.prefix, topic);
    const buffer: T[] = [];
    const waiting: ((r: IteratorResult<T>) => void)[] = [];
    let done = false;
    const listener: Listener = (payload) => {
      const next = waiting.shift();
      if (next) next({ value: payload as T, done: false });
      else if (buffer.length < 1000) buffer.push(payload as T);
    };
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      this.subscriber
        .subscribe(channel)
        .catch((err: unknown) => this.logger.error({ err, channel }, 'subscribe failed'));
    }
    set.add(listener);
    const finish = (): Promise<IteratorResult<T>> => {
      if (!done) {
        done = true;
        const current = this.listeners.get(channel);
        current?.delete(listener);
        if (current && current.size === 0) {
          this.listeners.delete(channel);
          this.subscriber.unsubscribe(channel).catch(() => undefined);
        }
        for (const w of waiting.splice(0)) w({ value: undefined, done: true });
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    const iterator: AsyncIterableIterator<T> = {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const value = buffer.shift();
        if (value !== undefined) return Promise.resolve({ value, done: false });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return: finish,
      throw: (error?: unknown) => finish().then(() => Promise.reject(error)),
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Resolves once Redis confirms the subscription, so a test can publish right after. */
  async ready(topic: string): Promise<void> {
    const channel = channelName(this.prefix, topic);
    if (!this.listeners.has(channel)) return;
    await this.subscriber.subscribe(channel);
  }
}
