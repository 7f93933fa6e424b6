import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../../graphql-env';

/**
 * Tags every GraphQL document the web app sends. Result and variable types are inferred from
 * gateway/schema.graphql (through the generated graphql-env.d.ts), so a schema change that breaks a screen
 * fails `npm run typecheck -w web`.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // Fragments are spread into plain result objects: the session user travels whole from `me`, `login` and
  // `adminLogin` into storage and the header, so per-component fragment masking would buy nothing here.
  disableMasking: true;
  scalars: {
    /** An ISO-8601 timestamp, sent as a string. */
    DateTimeISO: string;
  };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
