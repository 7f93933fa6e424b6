import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryLimitsRule } from './limits.js';

const schema = buildSchema(
  `type Node { id: Int, child: Node, name: String } type Query { node: Node, nodes: [Node] }`,
);
const check = (q: string) =>
  validate(schema, parse(q), [
    ...specifiedRules,
    queryLimitsRule({ maxDepth: 4, maxAliases: 2, maxCost: 6 }),
  ]).map((e) => e.message);

describe('query limits', () => {
  it('lets a reasonable query through', () => {
    expect(check('{ node { id child { id } } }')).toEqual([]);
  });
  it('refuses depth past the limit, also through fragments', () => {
    expect(check('{ node { child { child { child { id } } } } }')[0]).toMatch(/too deep/);
    expect(check('{ node { ...F } } fragment F on Node { child { child { child { id } } } }')[0]).toMatch(
      /too deep/,
    );
  });
  it('refuses too many aliases', () => {
    expect(check('{ a: node { id } b: node { id } c: node { id } }').join()).toMatch(/too many aliases/);
  });
  it('refuses documents that select too many fields', () => {
    expect(check('{ node { id name child { id name child { id } } } }').join()).toMatch(/too expensive/);
  });
});
