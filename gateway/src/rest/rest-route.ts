import type { ErrorCode } from '@koalarent/core';
import type { DocumentNode } from 'graphql';
import type { TadaDocumentNode } from './graphql.js';
import type { RestInput } from './run-route.js';

/**
 * One route as the table writes it: its GraphQL document, tagged with `graphql()` so that `data` in its presenters
 * (`result`, `headers`) has the type the document answers with, inferred from gateway/schema.graphql.
 */
export interface RestDocument<Result, Variables> {
  document: TadaDocumentNode<Result, Variables>;
  /** Builds the variables from the request; wrong JSON types become empty strings so the spec's validation messages answer. */
  variables?: (input: RestInput) => Record<string, unknown>;
  /** Picks the response body from `data`; returning undefined answers 401 (the spec's "401 gives null"). */
  result: (data: NoInfer<Result>) => unknown;
  /** Status of a successful answer (default 200; 201 for a POST that creates). */
  successStatus?: number;
  /** Answer for a null result (default 200 with null). */
  nullStatus?: number;
  /** The error a null result answers with `nullStatus` (default: UNAUTHENTICATED 'Not authenticated'). */
  nullError?: { code: ErrorCode; message: string };
  /** Response headers from `data` (the list's X-Next-Cursor). */
  headers?: (data: NoInfer<Result>) => Record<string, string> | undefined;
  /**
   * Statuses this row answers beyond the ones its shape implies (see gateway/src/rest/openapi.ts: every row's 400,
   * 401, 403, 429, 500, 503; 404 when it names a row by id; 202, 409, 422 with an Idempotency-Key), for its contract.
   */
  errors?: number[];
}

/** A row of the table, as the code that answers it sees every row alike (see `restRoute`). */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  document: DocumentNode;
  variables?: (input: RestInput) => Record<string, unknown>;
  /** The document's `data`, which graphql-js or graphql-jit produced for that document. */
  result: (data: unknown) => unknown;
  successStatus?: number;
  nullStatus?: number;
  nullError?: { code: ErrorCode; message: string };
  headers?: (data: unknown) => Record<string, string> | undefined;
  /** See RestDocument.errors. */
  errors?: number[];
  /**
   * A second document for some requests to the same method and path: PUT /api/items/{id} with only
   * `{availability}` toggles availability, any other body replaces the item (spec §7).
   */
  alternative?: {
    when: (input: RestInput) => boolean;
    route: Omit<RestRoute, 'method' | 'path' | 'alternative'>;
  };
}

/**
 * A route's document and presenters as every row is answered. The one place `data` meets its type: it is what the
 * executor answered for this very document, checked against the schema at start (compileRestRoutes) and typed
 * from the same schema, so the presenters read it as the document's result.
 */
export function restDocument<Result, Variables>({
  result,
  headers,
  ...rest
}: RestDocument<Result, Variables>): Omit<RestRoute, 'method' | 'path' | 'alternative'> {
  return {
    ...rest,
    result: (data) => result(data as Result),
    ...(headers ? { headers: (data: unknown) => headers(data as Result) } : {}),
  };
}

/** A row of the table: its method and path, its document with its presenters, and an alternative document. */
export function restRoute<Result, Variables>({
  method,
  path,
  alternative,
  ...document
}: RestDocument<Result, Variables> & Pick<RestRoute, 'method' | 'path' | 'alternative'>): RestRoute {
  return { method, path, ...restDocument(document), ...(alternative ? { alternative } : {}) };
}
