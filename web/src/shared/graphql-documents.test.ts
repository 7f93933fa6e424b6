import { buildSchema, type DocumentNode, Kind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaSdl from '../../../gateway/schema.graphql?raw';

// Every operation the web app sends, checked against the gateway's checked-in schema: a renamed field or a
// changed argument fails here instead of in a user's browser.
const schema = buildSchema(schemaSdl);
const modules = import.meta.glob<Record<string, unknown>>('../features/*/graphql/*.ts', { eager: true });

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;
}

const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isDocument(value))
    .map(([name, value]) => ({ file, name, document: value as DocumentNode })),
);

describe('web GraphQL documents', () => {
  it('finds the documents', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
  });

  it.each(operations.filter((o) => o.document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)))(
    '$name ($file) is valid against gateway/schema.graphql',
    ({ document }) => {
      expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    },
  );
});
