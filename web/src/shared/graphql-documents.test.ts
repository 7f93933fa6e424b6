import { buildSchema, type DocumentNode, Kind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaSdl from '../../../gateway/schema.graphql?raw';

// Every operation the web app sends, checked against the gateway's checked-in schema: a renamed field or a
// changed argument fails here instead of in a user's browser. Documents live one per file in a feature's
// graphql/ folder or beside a route as *.query.ts / *.mutation.ts / *.fragment.ts.
const schema = buildSchema(schemaSdl);
const modules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/graphql/*.ts', '../routes/**/*.{query,mutation,fragment,subscription}.ts'],
  { eager: true },
);
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../graphql-env.d.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;
}

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isDocument(value))
    .map(([name, value]) => ({ file, name, document: value as DocumentNode })),
);
const operations = documents.filter((o) =>
  o.document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
);

describe('web GraphQL documents', () => {
  it('finds the documents', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
  });

  it.each(operations)('$name ($file) is valid against gateway/schema.graphql', ({ document }) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });

  it('writes every document with the typed graphql() tag, where this test can find it', () => {
    const documentFiles = new Set(documents.map((d) => d.file));
    const untyped: string[] = [];
    const unchecked: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      // An untyped tag would need a hand-written result type; gql.tada infers it from the schema instead.
      if (/\bgql\s*`|\bgql\s*\(|from 'graphql-tag'/.test(source)) untyped.push(file);
      if (/\bgraphql\(\s*`/.test(source) && !documentFiles.has(file)) unchecked.push(file);
    }
    expect({ untyped, unchecked }).toEqual({ untyped: [], unchecked: [] });
  });
});
