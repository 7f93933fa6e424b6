import { makeExecutableSchema } from '@graphql-tools/schema';
import { DomainError, ErrorCode } from '@koalarent/core';
import { execute, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { domainErrorOf } from './error-mapping.js';
import { JitExecutor } from './jit-executor.js';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Member { id: Int! username: String! rank: String }
    type Mutation { step(n: Int!): Int! }
    type Query {
      me: Member
      member(id: Int!): Member
      forbidden: Boolean
    }
  `,
  resolvers: {
    Mutation: {
      step: async (_root: unknown, args: { n: number }, ctx: { steps?: number[] }) => {
        ctx.steps?.push(args.n);
        if (args.n === 2) throw new DomainError(ErrorCode.TooManyAttempts);
        return args.n;
      },
    },
    Query: {
      me: (_root: unknown, _args: unknown, ctx: { viewerId: number | null }) =>
        ctx.viewerId ? { id: ctx.viewerId, username: `m${ctx.viewerId}`, rank: null } : null,
      member: async (_root: unknown, args: { id: number }) => ({ id: args.id, username: `m${args.id}` }),
      forbidden: () => {
        throw new DomainError(ErrorCode.Forbidden);
      },
    },
  },
});

const documents = [
  '{ me { id username } }',
  'query($id: Int!) { member(id: $id) { id username rank } }',
  '{ a: me { id } b: member(id: 3) { username } __typename }',
];

describe('the graphql-jit executor', () => {
  it('answers exactly what graphql-js answers', async () => {
    const jit = new JitExecutor(schema);
    for (const source of documents) {
      for (const viewerId of [null, 7]) {
        const document = parse(source);
        const contextValue = { viewerId };
        const variables = { id: 5 };
        const expected = await execute({ schema, document, contextValue, variableValues: variables });
        expect(await jit.run(source, document, undefined, contextValue, variables)).toEqual(expected);
      }
    }
  });

  it('keeps the domain error behind a resolver failure, so the error table still maps it', async () => {
    const jit = new JitExecutor(schema);
    const source = '{ forbidden }';
    const result = await jit.run(source, parse(source), undefined, { viewerId: 1 }, {});
    expect(result.data).toEqual({ forbidden: null });
    expect(domainErrorOf(result.errors?.[0])?.code).toBe(ErrorCode.Forbidden);
    // Apollo's error normalisation reads `extensions` and `toJSON` of a real graphql-js error.
    expect(result.errors?.[0]).toBeInstanceOf(GraphQLError);
    expect(result.errors?.[0]?.extensions).toEqual({});
    expect(result.errors?.[0]?.toJSON()).toMatchObject({
      message: 'You do not have permission to do that.',
      path: ['forbidden'],
    });
  });

  it('runs mutations serially and stops at the first failed non-null field, as graphql-js does', async () => {
    const jit = new JitExecutor(schema);
    const source = 'mutation { a: step(n: 1) b: step(n: 2) c: step(n: 3) }';
    const contextValue = { steps: [] as number[] };
    const result = await jit.run(source, parse(source), undefined, contextValue, {});
    expect(result.data).toBeNull();
    expect(contextValue.steps).toEqual([1, 2]);
  });

  it('compiles a mutation of one root field, answering what graphql-js answers', async () => {
    const jit = new JitExecutor(schema);
    for (const source of ['mutation { step(n: 1) }', 'mutation($n: Int!) { done: step(n: $n) }']) {
      for (const n of [1, 2]) {
        const document = parse(source);
        const steps: number[] = [];
        const expected = await execute({
          schema,
          document,
          contextValue: { steps: [] },
          variableValues: { n },
        });
        const result = await jit.run(source, document, undefined, { steps }, { n });
        expect(result, `${source} n=${n}`).toEqual(expected);
        expect(steps).toEqual([source.includes('$n') ? n : 1]);
      }
    }
    expect(jit.compiledCount()).toBe(2);
    // Two root fields keep graphql-js' serial execution (see above): not compiled.
    const two = 'mutation { a: step(n: 1) b: step(n: 3) }';
    await jit.run(two, parse(two), undefined, { steps: [] }, {});
    expect(jit.compiledCount()).toBe(2);
  });

  it('refuses bad variables the way graphql-js does', async () => {
    const jit = new JitExecutor(schema);
    const source = documents[1]!;
    const result = await jit.run(source, parse(source), undefined, {}, { id: 'seven' });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/\$id/);
  });
});
