import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../graphql-env.js';

/**
 * Tags the REST route table's GraphQL documents. Each document's result type is inferred from gateway/schema.graphql
 * (through the generated src/graphql-env.d.ts, which `npm run schema:write` rewrites with the schema), so a route's
 * presenter reads `data` as its own document answers it, and a schema change that breaks one fails the build.
 *
 * At run time `graphql()` only parses the document, once, when the table is loaded; compileRestRoutes then checks
 * it with the GraphQL door's limits and rules, and graphql-jit compiles it, as it did the document's text.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    /** An ISO-8601 timestamp, answered as a string. */
    DateTimeISO: string;
  };
}>();

export type { TadaDocumentNode } from 'gql.tada';
