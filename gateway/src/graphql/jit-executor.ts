import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

export function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | null)?.then === 'function';
}

/**
 * graphql-jit's errors borrow GraphQLError's prototype but not its shape (no `extensions` object, no `nodes`),
 * which Apollo's error normalisation and our formatter rely on. Rebuild them as graphql-js errors, keeping the
 * original error (a DomainError, say) so the error table still maps it. `keepLocations` also keeps where in the
 * document each error arose, as graphql-js reports it (the subscription events do; the HTTP door never has).
 */
export function withStandardErrors(
  result: ExecutionResult,
  { keepLocations = false }: { keepLocations?: boolean } = {},
): ExecutionResult {
  if (!result.errors?.length) return result;
  // No data at all means the request itself was refused before execution (variables that do not coerce, say):
  // the caller's fault, answered 400 as graphql-js' executor under Apollo would.
  const requestError = result.data === undefined;
  return {
    ...result,
    errors: result.errors.map((e) => {
      const error = new GraphQLError(e.message, {
        ...(e.path ? { path: e.path } : {}),
        ...(e.originalError ? { originalError: e.originalError } : {}),
        ...(requestError
          ? { extensions: { ...e.extensions, code: 'BAD_USER_INPUT', http: { status: 400 } } }
          : e.extensions
            ? { extensions: e.extensions }
            : {}),
      });
      // graphql-js computes locations from AST nodes, which graphql-jit's errors do not carry; it has them as
      // plain line/column pairs, the very values graphql-js would have computed.
      return keepLocations && e.locations?.length ? Object.assign(error, { locations: e.locations }) : error;
    }),
  };
}

/**
 * Executes validated documents with graphql-jit: each distinct document (and operation) is compiled once to a
 * JavaScript function and cached, which skips graphql-js's per-request walk of the document and schema.
 * Validation, limits and error formatting stay in Apollo Server in front of it; only execution changes.
 * A document graphql-jit cannot compile runs on graphql-js' executor instead, so nothing is refused here.
 */
export class JitExecutor {
  // `false` marks a document graphql-jit could not compile (the cache cannot hold null).
  private readonly cache: LRUCache<string, CompiledQuery | false>;

  constructor(
    private readonly schema: GraphQLSchema,
    maxDocuments = 1_000,
  ) {
    this.cache = new LRUCache({ max: maxDocuments });
  }

  private compiled(source: string, document: DocumentNode, operationName: string | undefined) {
    const key = `${operationName ?? ''}\u0000${source}`;
    let compiled = this.cache.get(key);
    if (compiled === undefined) {
      // Mutations stay on graphql-js: its serial execution stops at the first failed non-null field (a throttled
      // login in an aliased document, say), which graphql-jit does not reproduce. Queries are the hot path.
      if (getOperationAST(document, operationName)?.operation !== 'query') {
        this.cache.set(key, false);
        return false;
      }
      const result = compileQuery(this.schema, document, operationName, {
        // Apollo and our formatter turn resolver errors into responses; keep graphql-js' error shapes.
        disableLeafSerialization: false,
      });
      compiled = isCompiledQuery(result) ? result : false;
      this.cache.set(key, compiled);
    }
    return compiled;
  }

  /** Executes; answers synchronously when every resolver did (no promise to wait for on the hot path). */
  run(
    source: string,
    document: DocumentNode,
    operationName: string | undefined,
    contextValue: unknown,
    variables: Record<string, unknown> | undefined,
  ): ExecutionResult | Promise<ExecutionResult> {
    const compiled = this.compiled(source, document, operationName);
    if (!compiled)
      return execute({
        schema: this.schema,
        document,
        contextValue,
        variableValues: variables ?? null,
        operationName: operationName ?? null,
      });
    const result = compiled.query(undefined, contextValue, variables ?? {});
    return isPromiseLike(result)
      ? Promise.resolve(result).then(withStandardErrors)
      : withStandardErrors(result);
  }

  /**
   * Apollo Server's executor hook: the "gateway" interface is how Apollo lets a server swap its executor (its
   * `context` here is the request's context value).
   */
  asApolloGateway(): GatewayInterface {
    const executor: GatewayExecutor = async (requestContext) => {
      const result = await this.run(
        requestContext.source ?? '',
        requestContext.document,
        requestContext.operationName ?? undefined,
        requestContext.context,
        requestContext.request.variables,
      );
      return result as Awaited<ReturnType<GatewayExecutor>>;
    };
    const schema = this.schema;
    return {
      async load() {
        return { executor };
      },
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      async stop() {},
    };
  }
}
