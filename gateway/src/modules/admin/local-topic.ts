/** One subscriber of a LocalTopic: its iterator, and a way to hand it a value of its own (its first one, say). */
export interface LocalSubscription<T> {
  iterator: AsyncIterableIterator<T>;
  push(value: T): void;
}

/**
 * Values fanned out to this process's subscribers, each with its own buffered iterator (as RedisPubSub does for
 * Redis channels). `onChange` is told whenever a subscriber comes or goes, so the source can start and stop.
 */
export class LocalTopic<T> {
  private readonly listeners = new Set<(value: T) => void>();

  constructor(private readonly onChange: () => void) {}

  get size(): number {
    return this.listeners.size;
  }

  publish(value: T): void {
    for (const listener of this.listeners) listener(value);
  }

  subscribe(): LocalSubscription<T> {
    const buffer: T[] = [];
    const waiting: ((r: IteratorResult<T>) => void)[] = [];
    let done = false;
    const listener = (value: T) => {
      if (done) return;
      const next = waiting.shift();
      if (next) next({ value, done: false });
      // A subscriber that stopped reading loses the oldest news, not the gateway's memory.
      else if (buffer.push(value) > 100) buffer.shift();
    };
    this.listeners.add(listener);
    this.onChange();
    const finish = (): Promise<IteratorResult<T>> => {
      if (!done) {
        done = true;
        this.listeners.delete(listener);
        for (const w of waiting.splice(0)) w({ value: undefined, done: true });
        this.onChange();
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    const iterator: AsyncIterableIterator<T> = {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        if (buffer.length > 0) return Promise.resolve({ value: buffer.shift() as T, done: false });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return: finish,
      throw: (error?: unknown) => finish().then(() => Promise.reject(error)),
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return { iterator, push: listener };
  }
}
