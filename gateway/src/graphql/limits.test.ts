import { readFileSync } from 'node:fs';
import { buildSchema, getIntrospectionQuery, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../rest/route-table.js';
import { checkDocument, DEFAULT_LIMITS, type QueryLimits } from './limits.js';

const schema = buildSchema(
  `type Node { id: Int, child: Node, name: String } type Query { node: Node, nodes(first: Int): [Node] }`,
);
const small: QueryLimits = { maxDepth: 4, maxAliases: 2, maxCost: 20, maxDirectives: 3, maxTokens: 60 };
const check = (q: string, limits = small, introspection = true) =>
  (checkDocument(schema, q, { introspection }, limits).errors ?? []).map((e) => e.message);

describe('query limits', () => {
  it('lets a reasonable query through', () => {
    expect(check('{ node { id child { id } } }')).toEqual([]);
  });
  it('refuses depth past the limit, also through fragments', () => {
    expect(check('{ node { child { child { child { id } } } } }')[0]).toMatch(/depth limit of 4 exceeded/);
    expect(check('{ node { ...F } } fragment F on Node { child { child { child { id } } } }')[0]).toMatch(
      /depth limit/,
    );
  });
  it('refuses too many aliases, __typename and introspection included', () => {
    expect(check('{ a: node { id } b: node { id } c: node { id } }').join()).toMatch(/Aliases limit of 2/);
    expect(check('{ a: __typename b: __typename c: __typename }').join()).toMatch(/Aliases limit/);
    expect(
      check(
        '{ a: __schema { queryType { name } } b: __schema { queryType { name } } c: __schema { queryType { name } } }',
      ).join(),
    ).toMatch(/Aliases limit/);
  });
  it('counts introspection fields in depth and cost', () => {
    // Beside ordinary fields, introspection counts against the door's normal limits…
    expect(
      check('{ node { id } __schema { types { fields { type { ofType { name } } } } } }').join(),
    ).toMatch(/depth limit of 4/);
    expect(
      check(
        '{ node { id } __schema { types { name kind description fields { name description } } } }',
      ).join(),
    ).toMatch(/Cost limit/);
    // …and alone, against the introspection limits (where introspection is on at all).
    const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    expect(
      check(`{ __schema { types { fields { type { ${ofTypes(18)} } } } } }`, DEFAULT_LIMITS).join(),
    ).toMatch(/depth limit of 20/);
  });
  it('refuses documents that ask for too much work', () => {
    expect(check('{ nodes(first: 50) { id } }').join()).toMatch(/Cost limit of 20 exceeded/);
  });
  it('refuses too many directives', () => {
    expect(
      check(
        '{ node { id @skip(if: false) name @skip(if: false) child @skip(if: false) { id @skip(if: false) } } }',
      ).join(),
    ).toMatch(/Directives limit/);
  });
  it('refuses a document past the token cap at parse time, however deeply it nests', () => {
    const deep = `{${'a{'.repeat(5000)}b${'}'.repeat(5001)}`;
    expect(check(deep)).toEqual([expect.stringMatching(/more that 60 tokens/)]);
    expect(check(deep, DEFAULT_LIMITS)).toEqual([expect.stringMatching(/tokens/)]);
  });
  it('refuses introspection when it is off', () => {
    expect(check('{ __schema { queryType { name } } }', small, false).join()).toMatch(/introspection/i);
    expect(check('{ __typename }', small, false)).toEqual([]);
  });
  it('never suggests field names', () => {
    const [message] = check('{ node { nam } }');
    expect(message).toMatch(/Cannot query field "nam"/);
    expect(message).not.toMatch(/Did you mean/);
  });
  it('lets every REST route document through the default limits', () => {
    const real = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    for (const route of REST_ROUTES) {
      expect(
        checkDocument(real, print(route.document), { introspection: false }).errors,
        route.path,
      ).toBeUndefined();
    }
  });
  it('answers the standard introspection query where introspection is on, and refuses it where it is off', () => {
    const real = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(checkDocument(real, getIntrospectionQuery(), { introspection: true }).errors).toBeUndefined();
    expect(
      checkDocument(real, getIntrospectionQuery(), { introspection: false })
        .errors?.map((e) => e.message)
        .join(),
    ).toMatch(/introspection/i);
  });
});
