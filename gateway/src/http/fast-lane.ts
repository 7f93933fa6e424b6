import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { TLSSocket } from 'node:tls';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { DomainError, ErrorCode, type Logger } from '@koalarent/core';
import { type DocumentNode, type ExecutionResult, type GraphQLFormattedError, Kind } from 'graphql';
import { LRUCache } from 'lru-cache';
import { buildContext, cachedContext, type GatewayContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { httpStatusForGraphqlCode } from '../graphql/error-mapping.js';
import { formatGraphqlError } from '../graphql/format-error.js';
import { isPromiseLike, type JitExecutor } from '../graphql/jit-executor.js';
import { isCookieSession, type PersistedDocuments, refusalBody } from '../graphql/persisted-documents.js';
import { asBody, isAllowedWriteOrigin } from '../rest/rest-router.js';
import type { RestRouteMatcher } from '../rest/route-matcher.js';
import {
  answerRestRoute,
  type CompiledRestRoute,
  domainAnswer,
  type RestAnswer,
  type RestInput,
} from '../rest/run-route.js';
import { hasBearer } from '../session/bearer.js';
import { errorAnswer } from './error-handler.js';
import type { JsonBodyReader } from './json-body.js';
import { requestIdFor, withRequestId } from './request-id.js';
import { logRequest } from './request-log.js';

/**
 * Query documents Apollo has parsed and validated (with every limit and the introspection setting) in this
 * process, by operation name and text. Validation depends only on the schema, the document and the server's
 * settings, so a repeat of one of these needs no second validation: the fast lane executes it directly.
 */
export class ValidatedQueries {
  private readonly documents = new LRUCache<string, DocumentNode>({ max: 2_000 });

  private static key(query: string, operationName: string | null | undefined): string {
    return `${operationName ?? ''}\u0000${query}`;
  }

  remember(query: string, operationName: string | null | undefined, document: DocumentNode): void {
    this.documents.set(ValidatedQueries.key(query, operationName), document);
  }

  get(query: string, operationName: string | null | undefined): DocumentNode | undefined {
    return this.documents.get(ValidatedQueries.key(query, operationName));
  }
}

/** Codes that set the whole answer's status (429, 503) with Retry-After, as Apollo's status plugin does. */
const STATUS_SETTING_CODES = new Set(['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

export function statusOfErrors(errors: readonly GraphQLFormattedError[] | undefined): {
  status: number;
  retryAfter?: number;
} {
  const setting = errors?.find((e) => STATUS_SETTING_CODES.has(String(e.extensions?.code)));
  if (!setting) return { status: 200 };
  const retry = setting.extensions?.retryAfter;
  return {
    status: httpStatusForGraphqlCode(String(setting.extensions?.code)),
    ...(typeof retry === 'number' ? { retryAfter: retry } : {}),
  };
}

export interface FastLaneOptions {
  deps: GatewayDeps;
  apollo: ApolloServer<GatewayContext>;
  jit: JitExecutor;
  validated: ValidatedQueries;
  /** The REST route table's matcher, the one Express's side uses too. */
  matcher: RestRouteMatcher;
  /** The JSON body reader, the one Express's `/api` and `/graphql` use too. */
  readBody: JsonBodyReader;
  /** The web app's documents by hash (issue 25 §4), resolved here as on Express's `/graphql`. */
  persisted: PersistedDocuments;
  /** The origins a REST write may come from (as `originCheck` on Express has them). */
  ownOrigins: (req: IncomingMessage) => string[];
  /** Security headers of a JSON answer (see API_SECURITY_HEADERS). */
  securityHeaders: [string, string][];
  /** The client's address as Express would see it (honouring TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string;
  /** Whether X-Forwarded-Proto is trusted: then HTTPS detection (and HSTS) is left to Express. */
  trustsProxy: boolean;
  logger: Logger;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The gateway's HTTP door for `/healthz`, `POST /graphql` with a JSON body and every row of the REST route table
 * (reads and writes), answered on node:http before Express: Express's middleware chain costs more than
 * everything else a light request does. It shares Express's parts rather than copying them — the body reader
 * (`jsonBodyReader`), the route matcher (`RestRouteMatcher`), the error answer (`errorAnswer`), the request log line
 * (`logRequest`), the Origin check — and keeps every guard: the same security headers and no-store, the same
 * session resolution, Apollo for any document it has not validated yet (and for every mutation), the same error
 * formatting and statuses. HTTPS (directly or through a trusted proxy), HEAD and everything outside those paths
 * go to Express. Returns false when Express should answer.
 */
export function createFastLane(
  options: FastLaneOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { deps, logger } = options;

  // Header lists are built once; a response only adds its request id (and Retry-After or Apollo's own headers).
  const baseHeaders: string[] = [
    'content-type',
    'application/json; charset=utf-8',
    'cache-control',
    'no-store',
    ...options.securityHeaders.flat(),
  ];
  const HEALTHY = '{"status":"ok"}';
  const healthHeaders = [
    'content-length',
    String(HEALTHY.length),
    'content-type',
    'application/json; charset=utf-8',
    'cache-control',
    'no-store',
    'x-content-type-options',
    'nosniff',
  ];

  function send(
    res: ServerResponse,
    requestId: string,
    status: number,
    body: string,
    extra?: Record<string, string>,
  ): void {
    // With the length known the answer goes out in one piece, not chunked.
    const headers = [
      ...baseHeaders,
      'x-request-id',
      requestId,
      'content-length',
      String(Buffer.byteLength(body)),
    ];
    if (extra) for (const name in extra) headers.push(name, extra[name]!);
    res.writeHead(status, headers);
    res.end(body);
  }

  function logFinished(req: IncomingMessage, status: number, requestId: string, started: number): void {
    logRequest(logger, { reqId: requestId, method: req.method, url: req.url, status, started });
  }

  /** A failure outside the GraphQL execution (a body that could not be read, too), answered as on Express. */
  function fail(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
    error: unknown,
  ): void {
    if (res.headersSent) {
      logger.error({ err: error, reqId: requestId }, 'error after response started');
      res.end();
      return;
    }
    answerWith(req, res, requestId, started, errorAnswer(error, requestId, logger, req.url ?? ''));
  }

  function answerWith(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
    answer: RestAnswer,
  ): void {
    send(
      res,
      requestId,
      answer.status,
      JSON.stringify(answer.body),
      answer.retryAfter !== undefined
        ? { ...answer.headers, 'retry-after': String(answer.retryAfter) }
        : answer.headers,
    );
    logFinished(req, answer.status, requestId, started);
  }

  function withClientAddress(req: IncomingMessage): IncomingMessage {
    if (options.trustsProxy) (req as IncomingMessage & { ip?: string }).ip = options.clientAddress(req);
    return req;
  }

  function context(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<GatewayContext> {
    return buildContext(deps, withClientAddress(req), { req, res, secure: false }, requestId);
  }

  /** Sends an executed query unless it was refused before execution (no data): then Apollo words the answer. */
  function finish(res: ServerResponse, requestId: string, result: ExecutionResult): boolean {
    if (result.data === undefined) return false;
    const errors = result.errors?.map((e) => {
      const json = e.toJSON();
      return formatGraphqlError(
        {
          ...json,
          extensions: { ...json.extensions, code: json.extensions?.code ?? 'INTERNAL_SERVER_ERROR' },
        },
        e,
        requestId,
        logger,
      );
    });
    const { status, retryAfter } = statusOfErrors(errors);
    const payload = errors ? { errors, data: result.data } : { data: result.data };
    send(
      res,
      requestId,
      status,
      `${JSON.stringify(payload)}\n`,
      retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : undefined,
    );
    return true;
  }

  /**
   * Answers a POST /graphql body. A repeat of a query Apollo validated runs on its compiled function, and when
   * the session is already known here and every resolver answers at once, without a single promise.
   */
  function answerGraphql(
    req: IncomingMessage,
    res: ServerResponse,
    sent: unknown,
    requestId: string,
  ): void | Promise<void> {
    // A hash becomes its document first, so a persisted request is an ordinary one from here on (and compiled).
    const resolved = options.persisted.resolve(sent, { cookieSession: isCookieSession(req) });
    if ('refusal' in resolved) {
      send(res, requestId, resolved.refusal.status, refusalBody(resolved.refusal));
      return;
    }
    const body = resolved.body;
    // A bearer request goes through Apollo, where its token's scope and cost budget are checked (token-gate.ts).
    if (
      req.headers.authorization === undefined &&
      isPlainObject(body) &&
      typeof body.query === 'string' &&
      body.extensions === undefined
    ) {
      const query = body.query;
      const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
      const variables = body.variables;
      const document = options.validated.get(query, operationName);
      if (document && (variables === undefined || variables === null || isPlainObject(variables))) {
        const execute = (ctx: GatewayContext): void | Promise<void> => {
          const result = options.jit.run(query, document, operationName, ctx, variables ?? undefined);
          if (!isPromiseLike(result))
            return finish(res, requestId, result) ? undefined : viaApollo(req, res, body, requestId);
          return Promise.resolve(result).then((settled) =>
            finish(res, requestId, settled) ? undefined : viaApollo(req, res, body, requestId),
          );
        };
        const known = cachedContext(deps, withClientAddress(req), { req, res, secure: false }, requestId);
        return known ? execute(known) : context(req, res, requestId).then(execute);
      }
    }
    return viaApollo(req, res, body, requestId);
  }

  /** First sight of a document, a mutation, or anything unusual: Apollo answers, exactly as over Express. */
  async function viaApollo(req: IncomingMessage, res: ServerResponse, body: unknown, requestId: string) {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const answer = await withRequestId(requestId, () =>
      options.apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'POST', headers, search: '', body },
        context: () => context(req, res, requestId),
      }),
    );
    // Apollo's own headers (its content-type and cache-control included) win over the defaults.
    const out: string[] = [];
    for (let i = 0; i < baseHeaders.length; i += 2)
      if (!answer.headers.has(baseHeaders[i]!)) out.push(baseHeaders[i]!, baseHeaders[i + 1]!);
    for (const [name, value] of answer.headers) out.push(name, value);
    out.push('x-request-id', requestId);
    res.writeHead(answer.status ?? 200, out);
    if (answer.body.kind === 'complete') return void res.end(answer.body.string);
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  }

  /** Runs a REST route with the request's session and sends its answer. */
  function answerRest(
    req: IncomingMessage,
    res: ServerResponse,
    compiled: CompiledRestRoute,
    input: RestInput,
    requestId: string,
    started: number,
  ): void {
    const reply = (answer: RestAnswer) => answerWith(req, res, requestId, started, answer);
    const run = (ctx: GatewayContext): void | Promise<void> => {
      const answer = answerRestRoute(deps, options.jit, compiled, ctx, input);
      return isPromiseLike(answer) ? Promise.resolve(answer).then(reply) : reply(answer);
    };
    try {
      const known = cachedContext(deps, withClientAddress(req), { req, res, secure: false }, requestId);
      const pending = known ? run(known) : context(req, res, requestId).then(run);
      pending?.catch((error: unknown) => fail(req, res, requestId, started, error));
    } catch (error) {
      fail(req, res, requestId, started, error);
    }
  }

  return (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    // HTTPS (directly or through a trusted proxy) brings HSTS and Secure cookies: Express knows how.
    if ((req.socket as TLSSocket).encrypted || (options.trustsProxy && req.headers['x-forwarded-proto']))
      return false;
    const started = performance.now();

    // A liveness probe is read by a load balancer, not a browser: it gets nosniff and no-store, and no request id.
    if (path === '/healthz' && (req.method === 'GET' || req.method === 'HEAD') && q < 0) {
      res.writeHead(200, healthHeaders);
      res.end(HEALTHY);
      return true;
    }

    if (path === '/graphql' && req.method === 'POST' && q < 0) {
      // Anything but JSON (Apollo's CSRF prevention words the refusal of a simple request) goes to Express.
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return false;
      const requestId = requestIdFor(req.headers['x-request-id']);
      options.readBody(req, res, (error, body) => {
        if (error) return fail(req, res, requestId, started, error);
        try {
          const answered = answerGraphql(req, res, body, requestId);
          if (!answered) return logFinished(req, res.statusCode, requestId, started);
          answered
            .then(() => logFinished(req, res.statusCode, requestId, started))
            .catch((failure: unknown) => fail(req, res, requestId, started, failure));
        } catch (failure) {
          fail(req, res, requestId, started, failure);
        }
      });
      return true;
    }

    if (!path.startsWith('/api/')) return false;
    const method = req.method ?? '';
    if (method !== 'GET' && !WRITE_METHODS.has(method)) return false;
    const requestId = requestIdFor(req.headers['x-request-id']);
    let found: ReturnType<RestRouteMatcher['match']>;
    try {
      found = options.matcher.match(method, path);
    } catch (error) {
      fail(req, res, requestId, started, error);
      return true;
    }
    if (!found) return false;
    const { compiled, params } = found;
    const query = q < 0 ? {} : { ...parseQueryString(url.slice(q + 1)) };
    if (method === 'GET') {
      answerRest(req, res, compiled, { body: {}, params, query }, requestId, started);
      return true;
    }
    options.readBody(req, res, (error, body) => {
      if (error) return fail(req, res, requestId, started, error);
      // As on Express: the body is read before the Origin is checked, so an unreadable one is a 400 first.
      // A bearer request carries no ambient credential (its cookie is never read): no Origin to check.
      if (!hasBearer(req.headers) && !isAllowedWriteOrigin(req.headers, options.ownOrigins(req)))
        return answerWith(
          req,
          res,
          requestId,
          started,
          domainAnswer(new DomainError(ErrorCode.BadOrigin), requestId),
        );
      answerRest(
        req,
        res,
        compiled,
        { body: asBody(body), params, query, headers: req.headers },
        requestId,
        started,
      );
    });
    return true;
  };
}

/** The Apollo plugin that tells the fast lane which query documents Apollo has validated. */
export function rememberValidatedQueries(validated: ValidatedQueries) {
  return {
    async requestDidStart() {
      return {
        async executionDidStart(requestContext: {
          source?: string;
          document?: DocumentNode;
          operation?: { operation: string } | null;
          request: { operationName?: string | null; extensions?: Record<string, unknown> };
        }) {
          const { source, document, operation, request } = requestContext;
          if (!source || !document || operation?.operation !== 'query' || request.extensions?.persistedQuery)
            return;
          // One operation per remembered document keeps the key (name + text) unambiguous.
          const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
          if (operations.length === 1) validated.remember(source, request.operationName, document);
        },
      };
    },
  };
}
