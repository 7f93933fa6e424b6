import type { EntityManager } from '@koalarent/core';
import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  print,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context.js';
import { isPromiseLike, withStandardErrors } from './jit-executor.js';

/**
 * The context one event of a subscription runs with: the subscriber as resolved when they subscribed (a session
 * that ends closes the socket, see SocketSessions), but a new EntityManager fork and so new per-request loaders.
 * graphql-js would run every event with the one context of the subscription: its identity map and DataLoader
 * caches would then answer the tenth event about a booking with what was read for the first.
 */
function eventContext(base: GatewayContext): GatewayContext {
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
    token: base.token,
  };
}

/** Executes one event: the subscription's selection set with the event as its root value. */
type EventExecutor = (
  payload: unknown,
  contextValue: GatewayContext,
) => ExecutionResult | Promise<ExecutionResult>;

// One compiled subscription per schema and distinct document: the thousands of sockets that open the same
// subscription (every browser tab opens the same few) share one compiled function, compiled on the first.
// `false` marks a document graphql-jit could not compile (the cache cannot hold null).
const compiledBySchema = new WeakMap<GraphQLSchema, LRUCache<string, CompiledQuery | false>>();

function compiledSubscription(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): CompiledQuery | false {
  let cache = compiledBySchema.get(schema);
  if (!cache) {
    cache = new LRUCache({ max: 1_000 });
    compiledBySchema.set(schema, cache);
  }
  // The document's own text when it was parsed with locations (graphql-ws' documents are), else its printed form.
  const key = `${operationName ?? ''}\u0000${document.loc?.source.body ?? print(document)}`;
  let compiled = cache.get(key);
  if (compiled === undefined) {
    // Apollo and our formatter turn resolver errors into responses; keep graphql-js' leaf serialisation.
    const result = compileQuery(schema, document, operationName, { disableLeafSerialization: false });
    compiled = isCompiledQuery(result) ? result : false;
    cache.set(key, compiled);
  }
  return compiled;
}

/**
 * How each event is executed. graphql-js' `execute` walks the document and the schema again for every event of
 * every socket (building an execution context, collecting fields, completing each value through promises); the
 * compiled subscription is one generated function that answers synchronously when the resolvers do. Results are
 * the same, errors included (as graphql-js errors, with their locations); a document graphql-jit cannot compile
 * runs on graphql-js as before.
 */
function eventExecutor(args: ExecutionArgs): EventExecutor {
  const compiled = compiledSubscription(args.schema, args.document, args.operationName ?? undefined);
  if (!compiled) {
    return (payload, contextValue) =>
      execute({ ...args, rootValue: payload, contextValue }) as ExecutionResult | Promise<ExecutionResult>;
  }
  const variables = args.variableValues ?? {};
  return (payload, contextValue) => {
    const result = compiled.query(payload, contextValue, variables);
    return isPromiseLike(result)
      ? Promise.resolve(result).then(withStandardErrors)
      : withStandardErrors(result);
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterator<unknown> & AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** A resolver error is already in the result; only something thrown outside one becomes this. */
function unexpected(error: unknown): IteratorResult<ExecutionResult> {
  const wrapped =
    error instanceof GraphQLError
      ? error
      : new GraphQLError('Unexpected error', {
          originalError: error instanceof Error ? error : new Error(String(error)),
        });
  return { value: { errors: [wrapped] }, done: false };
}

/**
 * graphql-js `subscribe`, except that each event executes with its own `eventContext`, through the compiled
 * subscription (see `eventExecutor`). The returned iterator forwards `return` to the source at once (an async
 * generator could not: one waiting for the next event would keep the Redis listener until an event came), so a
 * completed subscription or a closed socket unsubscribes.
 */
export async function subscribeWithEventContexts(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream as ExecutionResult;
  const source = stream as AsyncIterator<unknown>;
  const base = args.contextValue as GatewayContext;
  const run = eventExecutor(args);
  const done = (): IteratorResult<ExecutionResult> => ({ value: undefined, done: true });
  const next = (value: ExecutionResult): IteratorResult<ExecutionResult> => ({ value, done: false });
  // Not async functions: an event whose resolvers answer synchronously costs no promise beyond the source's.
  const onEvent = (
    event: IteratorResult<unknown>,
  ): IteratorResult<ExecutionResult> | PromiseLike<IteratorResult<ExecutionResult>> => {
    if (event.done) return done();
    try {
      const result = run(event.value, eventContext(base));
      return isPromiseLike(result) ? result.then(next, unexpected) : next(result);
    } catch (error) {
      return unexpected(error);
    }
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next() {
      return source.next().then(onEvent);
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
