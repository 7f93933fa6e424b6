import { makeExecutableSchema } from '@graphql-tools/schema';
import { DomainError, ErrorCode } from '@koalarent/core';
import { type ExecutionResult, GraphQLError, parse, subscribe } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { domainErrorOf } from './error-mapping.js';
import { subscribeWithEventContexts } from './subscribe.js';

interface Note {
  id: number;
  text: string;
  required?: string | null;
}

/** A source of events that can be fed by hand, and tells whether it was returned (unsubscribed). */
function feed() {
  const buffer: unknown[] = [];
  const waiting: ((r: IteratorResult<unknown>) => void)[] = [];
  const state = { returned: false };
  const iterator: AsyncIterableIterator<unknown> = {
    next: () => {
      if (state.returned) return Promise.resolve({ value: undefined, done: true });
      if (buffer.length) return Promise.resolve({ value: buffer.shift(), done: false });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: () => {
      state.returned = true;
      for (const w of waiting.splice(0)) w({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  const push = (value: unknown) => {
    const w = waiting.shift();
    if (w) w({ value, done: false });
    else buffer.push(value);
  };
  return { iterator, push, state };
}

// An event's context carries what the subscription's did (deps, viewer, …), so the test's bookkeeping rides in deps.
type TestContext = GatewayContext & {
  source: () => AsyncIterableIterator<unknown>;
  deps: { seen: unknown[] };
};

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Note { id: Int! text: String! shout: String! required: String! }
    type Query { ok: Boolean }
    type Subscription {
      noted(prefix: String): Note
      later: Note
      refused: Note
      count: Int!
      notAllowed: Int
    }
  `,
  resolvers: {
    Note: {
      shout: (note: Note) => `${note.text.toUpperCase()}!`,
      required: (note: Note) => note.required,
    },
    Subscription: {
      noted: {
        subscribe: (_r: unknown, _a: unknown, ctx: TestContext) => ctx.source(),
        resolve: (payload: Note, args: { prefix?: string }, ctx: TestContext) => {
          ctx.deps.seen.push(ctx);
          return args.prefix ? { ...payload, text: `${args.prefix}${payload.text}` } : payload;
        },
      },
      later: {
        subscribe: (_r: unknown, _a: unknown, ctx: TestContext) => ctx.source(),
        resolve: async (payload: Note) => payload,
      },
      refused: {
        subscribe: (_r: unknown, _a: unknown, ctx: TestContext) => ctx.source(),
        resolve: (payload: Note) => {
          if (payload.id === 2) throw new DomainError(ErrorCode.Forbidden);
          return payload;
        },
      },
      count: {
        subscribe: (_r: unknown, _a: unknown, ctx: TestContext) => ctx.source(),
        resolve: (payload: { n: number | null }) => payload.n,
      },
      notAllowed: {
        subscribe: () => {
          throw new DomainError(ErrorCode.Unauthenticated);
        },
      },
    },
  },
});

function contextFor(source: () => AsyncIterableIterator<unknown>, forks: { count: number }): TestContext {
  return {
    requestId: 'req-1',
    deps: {
      orm: {
        em: {
          fork: () => {
            forks.count++;
            return { forked: forks.count };
          },
        },
      },
      seen: [],
    },
    viewer: { id: 7, role: 'user' },
    member: null,
    sessionId: 'session-1',
    ipAddress: '127.0.0.1',
    userAgent: 'test',
    http: null,
    source,
  } as unknown as TestContext;
}

/** A result as it goes over the wire (graphql-ws sends `toJSON()` of each error), and each error's cause. */
function wire(result: ExecutionResult) {
  return {
    data: result.data,
    errors: result.errors?.map((e) => e.toJSON()),
    causes: result.errors?.map((e) => domainErrorOf(e)?.code ?? null),
  };
}

/** Runs `query` on graphql-js' own subscribe and on ours with the same events; answers both sides' results. */
async function bothWays(query: string, events: unknown[], variableValues: Record<string, unknown> = {}) {
  const document = parse(query);
  const ours = feed();
  const theirs = feed();
  const forks = { count: 0 };
  const oursCtx = contextFor(() => ours.iterator, forks);
  const theirsCtx = contextFor(() => theirs.iterator, { count: 0 });
  const mine = await subscribeWithEventContexts({ schema, document, variableValues, contextValue: oursCtx });
  const reference = await subscribe({ schema, document, variableValues, contextValue: theirsCtx });
  if (!(Symbol.asyncIterator in mine) || !(Symbol.asyncIterator in reference)) {
    return {
      mine: [wire(mine as ExecutionResult)],
      reference: [wire(reference as ExecutionResult)],
      oursCtx,
    };
  }
  const got: ExecutionResult[] = [];
  const expected: ExecutionResult[] = [];
  for (const event of events) {
    ours.push(event);
    theirs.push(event);
    got.push((await mine.next()).value as ExecutionResult);
    expected.push((await reference.next()).value as ExecutionResult);
  }
  await mine.return?.();
  await reference.return?.();
  return { mine: got.map(wire), reference: expected.map(wire), oursCtx, forks, ours };
}

const notes: Note[] = [
  { id: 1, text: 'hello' },
  { id: 2, text: 'second' },
];

describe('subscription events, executed with a context each', () => {
  it('answers every event exactly as graphql-js would: data, nested resolvers, aliases, variables', async () => {
    for (const [query, variables] of [
      ['subscription { noted { id text shout } }', {}],
      ['subscription S { a: noted(prefix: "re: ") { id b: text __typename } }', {}],
      ['subscription ($p: String) { noted(prefix: $p) { text shout } }', { p: '> ' }],
      ['subscription { later { id shout } }', {}],
    ] as const) {
      const { mine, reference } = await bothWays(query, notes, variables);
      expect(mine).toEqual(reference);
      expect(mine[0]?.errors).toBeUndefined();
    }
  });

  it('reports a resolver error as graphql-js does, with its path, locations and domain error', async () => {
    const { mine, reference } = await bothWays('subscription {\n  refused { id text }\n}', notes);
    expect(mine).toEqual(reference);
    expect(mine[1]).toEqual({
      data: { refused: null },
      errors: [
        {
          message: 'You do not have permission to do that.',
          locations: [{ line: 2, column: 3 }],
          path: ['refused'],
        },
      ],
      causes: [ErrorCode.Forbidden],
    });
  });

  it('nulls out a missing non-null field up to the nearest nullable one, as graphql-js does', async () => {
    const { mine, reference } = await bothWays('subscription { noted { id required } }', notes);
    expect(mine).toEqual(reference);
    expect(mine[0]?.data).toEqual({ noted: null });
    expect(mine[0]?.errors?.[0]).toMatchObject({ path: ['noted', 'required'] });
    const counts = await bothWays('subscription { count }', [{ n: 3 }, { n: null }]);
    expect(counts.mine).toEqual(counts.reference);
    expect(counts.mine[1]?.data).toBeNull();
  });

  it('refuses a subscription whose topic choice throws, as graphql-js does', async () => {
    const { mine, reference } = await bothWays('subscription { notAllowed }', []);
    expect(mine).toEqual(reference);
    expect(mine[0]?.causes).toEqual([ErrorCode.Unauthenticated]);
  });

  it('gives each event a context of its own, with the subscriber, and forks the EntityManager only when read', async () => {
    const { oursCtx, forks } = await bothWays('subscription { noted { id } }', notes);
    const [first, second] = oursCtx.deps.seen as GatewayContext[];
    // Identity only (a deep comparison would read `em` and fork it).
    expect(first === second || first === oursCtx).toBe(false);
    expect(first?.viewer).toBe(oursCtx.viewer);
    expect(first?.sessionId).toBe('session-1');
    expect(forks?.count).toBe(0);
    // Forked once per event, on first use, then kept for that event.
    const firstEm = first?.em;
    expect(first?.em === firstEm).toBe(true);
    expect(second?.em === firstEm).toBe(false);
    expect(forks?.count).toBe(2);
  });

  it('unsubscribes from the source at once when returned, even while waiting for an event', async () => {
    const source = feed();
    const contextValue = contextFor(() => source.iterator, { count: 0 });
    const iterator = (await subscribeWithEventContexts({
      schema,
      document: parse('subscription { noted { id } }'),
      contextValue,
    })) as AsyncIterableIterator<ExecutionResult>;
    const pending = iterator.next();
    await iterator.return?.();
    expect(source.state.returned).toBe(true);
    expect(await pending).toEqual({ value: undefined, done: true });
  });

  it('turns a failure outside any resolver into an error result instead of ending the subscription', async () => {
    const source = feed();
    const contextValue = contextFor(() => source.iterator, { count: 0 });
    const iterator = (await subscribeWithEventContexts({
      schema,
      document: parse('subscription { noted { id } }'),
      contextValue,
    })) as AsyncIterableIterator<ExecutionResult>;
    // The event's context is built from the subscription's: make that fail once.
    Object.defineProperty(contextValue, 'deps', {
      get() {
        throw new Error('boom');
      },
      configurable: true,
    });
    source.push(notes[0]);
    const failed = await iterator.next();
    expect(failed.done).toBe(false);
    expect(failed.value?.errors?.[0]).toBeInstanceOf(GraphQLError);
    expect(failed.value?.errors?.[0]?.message).toBe('Unexpected error');
    await iterator.return?.();
  });
});

describe('the messaging subscriptions on the gateway schema', () => {
  const message = {
    id: 11,
    senderId: 3,
    receiverId: 7,
    content: 'Is it free on Saturday?',
    createdAt: '2026-11-23T10:00:00.000Z',
    isRead: false,
    senderName: 'Ann',
    relatedItemId: null,
    bookingId: null,
    kind: 'USER',
  };

  it('check the subscriber on every event, as `@Authorized()` did', async () => {
    const { buildGatewaySchema } = await import('./schema.js');
    const gatewaySchema = await buildGatewaySchema();
    for (const [query, event, expected] of [
      [
        'subscription { messageReceived { id content createdAt kind senderName } }',
        message,
        {
          messageReceived: {
            id: 11,
            content: 'Is it free on Saturday?',
            createdAt: '2026-11-23T10:00:00.000Z',
            kind: 'USER',
            senderName: 'Ann',
          },
        },
      ],
      ['subscription { unreadCountChanged }', { unreadCount: 4 }, { unreadCountChanged: 4 }],
    ] as const) {
      const source = feed();
      const topics: string[] = [];
      const contextValue = contextFor(() => source.iterator, { count: 0 });
      Object.assign(contextValue.deps, {
        pubsub: {
          subscribe: (topic: string) => {
            topics.push(topic);
            return source.iterator;
          },
        },
      });
      const iterator = (await subscribeWithEventContexts({
        schema: gatewaySchema,
        document: parse(query),
        contextValue,
      })) as AsyncIterableIterator<ExecutionResult>;
      // The member's own topic, from the context.
      expect(topics).toHaveLength(1);
      expect(topics[0]).toMatch(/^user\.7\./);
      source.push(event);
      expect((await iterator.next()).value).toEqual({ data: expected });
      // Every event runs the check again: a subscriber who is no longer signed in gets nothing.
      contextValue.viewer = null;
      source.push(event);
      const refused = (await iterator.next()).value as ExecutionResult;
      expect(refused.data).toBeNull();
      expect(domainErrorOf(refused.errors?.[0])?.code).toBe(ErrorCode.Unauthenticated);
      await iterator.return?.();
    }
  });
});
