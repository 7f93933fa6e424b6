import type { EntityManager } from '@koalarent/core';
import {
  createSourceEventStream,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  GraphQLError,
} from 'graphql';
import type { GatewayContext } from '../context.js';

/**
 * The context one event of a subscription runs with: the subscriber as resolved when they subscribed (a session
 * that ends closes the socket, see SocketSessions), but a new EntityManager fork and so new per-request loaders.
 * graphql-js would run every event with the one context of the subscription: its identity map and DataLoader
 * caches would then answer the tenth event about a booking with what was read for the first.
 */
export function eventContext(base: GatewayContext): GatewayContext {
  let em: EntityManager | undefined;
  return {
    requestId: base.requestId,
    deps: base.deps,
    get em() {
      em ??= base.deps.orm.em.fork();
      return em;
    },
    viewer: base.viewer,
    member: base.member,
    sessionId: base.sessionId,
    ipAddress: base.ipAddress,
    userAgent: base.userAgent,
    http: null,
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterator<unknown> & AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * graphql-js `subscribe`, except that each event executes with its own `eventContext`. The returned iterator
 * forwards `return` to the source at once (an async generator could not: one waiting for the next event would
 * keep the Redis listener until an event came), so a completed subscription or a closed socket unsubscribes.
 */
export async function subscribeWithEventContexts(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream as ExecutionResult;
  const source = stream as AsyncIterator<unknown>;
  const base = args.contextValue as GatewayContext;
  const run = (payload: unknown) =>
    execute({ ...args, rootValue: payload, contextValue: eventContext(base) }) as
      | ExecutionResult
      | Promise<ExecutionResult>;
  const done = (): IteratorResult<ExecutionResult> => ({ value: undefined, done: true });
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await source.next();
      if (event.done) return done();
      try {
        return { value: await run(event.value), done: false };
      } catch (error) {
        // A resolver error is already in the result; only something thrown outside one lands here.
        const wrapped =
          error instanceof GraphQLError
            ? error
            : new GraphQLError('Unexpected error', {
                originalError: error instanceof Error ? error : new Error(String(error)),
              });
        return { value: { errors: [wrapped] }, done: false };
      }
    },
    async return() {
      await source.return?.();
      return done();
    },
    async throw(error?: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
