import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { refuseControlCharacters } from './control-characters.js';

export function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | null)?.then === 'function';
}

/**
 * graphql-jit's errors borrow GraphQLError's prototype but not its shape (no `extensions` object, no `nodes`),
 * which Apollo's error normalisation and our formatter rely on. Rebuild them as graphql-js errors, keeping the
 * original error (a DomainError, say) so the error table still maps it, and where in the document each error
 * arose, as graphql-js reports it: a document answers the same whichever executor ran it.
 */
export function withStandardErrors(result: ExecutionResult): ExecutionResult {
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
      return e.locations?.length ? Object.assign(error, { locations: e.locations }) : error;
    }),
  };
}

/**
 * Queries, and mutations of one root field. A mutation of several stays on graphql-js: its serial execution stops
 * at the first failed non-null field (a throttled login in an aliased document, say), which graphql-jit does not
 * reproduce; with a single field there is no order to keep and nothing after it to stop. Every REST write is such
 * a document, as are the web app's mutations. Subscriptions have their own compiled path (subscribe.ts).
 */
function compilable(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation === 'query') return true;
  if (operation?.operation !== 'mutation') return false;
  const [only, ...more] = operation.selectionSet.selections;
  return only?.kind === Kind.FIELD && more.length === 0;
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
      if (!compilable(getOperationAST(document, operationName))) {
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

  /** How many documents run compiled (not on graphql-js' executor): for tests and diagnostics. */
  compiledCount(): number {
    let n = 0;
    for (const compiled of this.cache.values()) if (compiled) n++;
    return n;
  }

  /** Executes; answers synchronously when every resolver did (no promise to wait for on the hot path). */
  run(
    source: string,
    document: DocumentNode,
    operationName: string | undefined,
    contextValue: unknown,
    variables: Record<string, unknown> | undefined,
  ): ExecutionResult | Promise<ExecutionResult> {
    // Every door (Apollo, the fast lane, REST) executes here, so this one check covers them all.
    const refused = refuseControlCharacters(document, variables);
    if (refused) return refused;
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
