import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { TLSSocket } from 'node:tls';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { DomainError, ERROR_TABLE, ErrorCode, type Logger } from '@koalarent/core';
import { type DocumentNode, type ExecutionResult, type GraphQLFormattedError, Kind } from 'graphql';
import { LRUCache } from 'lru-cache';
import { buildContext, cachedContext, type GatewayContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { httpStatusForGraphqlCode } from '../graphql/error-mapping.js';
import { formatGraphqlError } from '../graphql/format-error.js';
import { isPromiseLike, type JitExecutor } from '../graphql/jit-executor.js';
import { isAllowedWriteOrigin } from '../rest/rest-router.js';
import {
  answerRestRoute,
  type CompiledRestRoute,
  domainAnswer,
  type RestAnswer,
  type RestInput,
} from '../rest/run-route.js';
import { clientRequestFault } from './error-handler.js';
import { requestIdFor, withRequestId } from './request-id.js';
import { isServiceUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.js';

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
  /**
   * The REST table. GET routes are answered here; writes (POST, PUT, DELETE) too, with Express's body parsing and
   * Origin check done the same way (see `readWrite`).
   */
  restRoutes: CompiledRestRoute[];
  /** The origins a REST write may come from (as `originCheck` on Express has them). */
  ownOrigins: (req: IncomingMessage) => string[];
  /** Security headers of a JSON answer (see API_SECURITY_HEADERS). */
  securityHeaders: [string, string][];
  /** The client's address as Express would see it (honouring TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string;
  /** Whether X-Forwarded-Proto is trusted: then HTTPS detection (and HSTS) is left to Express. */
  trustsProxy: boolean;
  maxBodyBytes: number;
  logger: Logger;
}

interface PathMatcher {
  compiled: CompiledRestRoute;
  segments: string[];
}

function matchPath(segments: string[], path: string): Record<string, string> | null {
  const parts = path.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const want = segments[i]!;
    const got = parts[i]!;
    if (want.startsWith(':')) {
      if (!got) return null;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) return null;
  }
  return params;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How a REST write's body can be read here, the way `express.json()` would: `null` sends the request to Express
 * instead (a chunked or compressed body, a length over the limit or unreadable, a body that is not JSON in UTF-8:
 * Express answers those, or parses nothing, exactly as before). 0 means no body, which Express reads as `{}`.
 */
export function writeBodyLength(headers: IncomingMessage['headers'], maxBodyBytes: number): number | null {
  if (headers['transfer-encoding'] !== undefined) return null;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return null;
  const declared = headers['content-length'];
  if (declared === undefined) return 0;
  const length = Number(declared);
  if (declared.trim() === '' || !Number.isInteger(length) || length < 0 || length > maxBodyBytes) return null;
  if (length === 0) return 0;
  const [media, ...parameters] = (headers['content-type'] ?? '').split(';');
  if (media?.trim().toLowerCase() !== 'application/json') return null;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && !/^"?utf-8"?$/i.test(value?.trim() ?? '')) return null;
  }
  return length;
}

/**
 * A JSON body as body-parser's strict mode reads it: an object or an array (arrays, like anything but an object,
 * reach a route as `{}`), or `null` when it is not valid JSON of that kind.
 */
export function parseWriteBody(raw: Buffer): Record<string, unknown> | null {
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    return null;
  }
}

/**
 * The gateway's hot paths, answered on node:http before Express: `/healthz`, `POST /graphql` with a JSON body,
 * and the REST shims' GET routes. Express (with its middleware chain) costs more than everything else a light
 * request does, so these skip it while keeping every guard: the same security headers and no-store, the same
 * session resolution, Apollo for any document it has not validated yet (and for every mutation), the same
 * error formatting and statuses. Anything else, any HTTPS-detection subtlety, and any body the lane cannot take
 * whole (no length, too large) goes to Express untouched. Returns false when Express should answer.
 */
export function createFastLane(
  options: FastLaneOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { deps, logger } = options;
  // In table order, per method: the first route that matches is the one Express's router would run.
  const routesByMethod = new Map<string, PathMatcher[]>();
  for (const compiled of options.restRoutes) {
    const list = routesByMethod.get(compiled.route.method) ?? [];
    list.push({ compiled, segments: compiled.route.path.split('/') });
    routesByMethod.set(compiled.route.method, list);
  }
  const getRoutes = routesByMethod.get('GET') ?? [];

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
    const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        reqId: requestId,
        method: req.method,
        url: req.url,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  }

  /** A failure outside the GraphQL execution, answered as Express's error handler would. */
  function fail(res: ServerResponse, requestId: string, error: unknown): void {
    if (res.headersSent) {
      logger.error({ err: error, reqId: requestId }, 'fast lane failed after the answer started');
      res.end();
      return;
    }
    if (error instanceof DomainError) {
      const answer = domainAnswer(error, requestId);
      send(res, requestId, answer.status, JSON.stringify(answer.body));
      return;
    }
    if (isServiceUnavailableError(error)) {
      logger.warn({ err: error, reqId: requestId }, 'backing service unavailable');
      send(
        res,
        requestId,
        ERROR_TABLE.SERVICE_UNAVAILABLE.httpStatus,
        JSON.stringify({
          message: ERROR_TABLE.SERVICE_UNAVAILABLE.message,
          code: ErrorCode.ServiceUnavailable,
          requestId,
        }),
        { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      );
      return;
    }
    logger.error({ err: error, reqId: requestId }, 'fast lane failed');
    send(
      res,
      requestId,
      500,
      JSON.stringify({
        message: 'Something went wrong. Please try again later.',
        code: 'INTERNAL_SERVER_ERROR',
        requestId,
      }),
    );
  }

  /**
   * A body that could not be read. A client that cut it short (or sent more than its Content-Length) gets the 400
   * Express's error handler gives, logged at info as any 4xx: it is the client's doing, often with nobody left to
   * read the answer, not the gateway failing.
   */
  function failRead(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
    error: Error | null,
  ): void {
    const fault = res.headersSent ? undefined : clientRequestFault(error);
    if (!fault) {
      fail(res, requestId, error);
      return;
    }
    send(
      res,
      requestId,
      fault.status,
      JSON.stringify({ message: fault.message, code: ErrorCode.MalformedRequest, requestId }),
    );
    logFinished(req, fault.status, requestId, started);
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
    raw: Buffer,
    requestId: string,
  ): void | Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return send(
        res,
        requestId,
        400,
        JSON.stringify({
          message: 'The request body is not valid JSON.',
          code: 'MALFORMED_REQUEST',
          requestId,
        }),
      );
    }
    if (isPlainObject(body) && typeof body.query === 'string' && body.extensions === undefined) {
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

  /** Reads a body of known length; a callback rather than a promise, since this runs for every request. */
  function readBody(
    req: IncomingMessage,
    length: number,
    done: (error: Error | null, raw?: Buffer) => void,
  ): void {
    let first: Buffer | null = null;
    let chunks: Buffer[] | null = null;
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > length)
        return void req.destroy(
          clientFault('request.size.invalid', 'request size did not match content length'),
        );
      if (!first) first = chunk;
      else {
        chunks ??= [first];
        chunks.push(chunk);
      }
    });
    req.once('end', () => done(null, chunks ? Buffer.concat(chunks) : (first ?? Buffer.alloc(0))));
    // Node names a client that hung up mid-body 'aborted' (ECONNRESET); raw-body, under Express, calls it
    // 'request.aborted' with status 400, and so does this reader.
    req.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNRESET' ? clientFault('request.aborted', 'request aborted') : error),
    );
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
    const reply = (answer: RestAnswer) => {
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
    };
    const run = (ctx: GatewayContext): void | Promise<void> => {
      const answer = answerRestRoute(deps, options.jit, compiled, ctx, input);
      return isPromiseLike(answer) ? Promise.resolve(answer).then(reply) : reply(answer);
    };
    try {
      const known = cachedContext(deps, withClientAddress(req), { req, res, secure: false }, requestId);
      const pending = known ? run(known) : context(req, res, requestId).then(run);
      pending?.catch((error: unknown) => fail(res, requestId, error));
    } catch (error) {
      fail(res, requestId, error);
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
      const type = req.headers['content-type'] ?? '';
      const length = Number(req.headers['content-length']);
      if (!type.startsWith('application/json') || !Number.isInteger(length) || length > options.maxBodyBytes)
        return false;
      const requestId = requestIdFor(req.headers['x-request-id']);
      readBody(req, length, (error, raw) => {
        if (error || !raw) return failRead(req, res, requestId, started, error);
        try {
          const answered = answerGraphql(req, res, raw, requestId);
          if (!answered) return logFinished(req, res.statusCode, requestId, started);
          answered
            .then(() => logFinished(req, res.statusCode, requestId, started))
            .catch((failure: unknown) => fail(res, requestId, failure));
        } catch (failure) {
          fail(res, requestId, failure);
        }
      });
      return true;
    }

    if (!path.startsWith('/api/')) return false;
    if (req.method === 'GET') {
      for (const matcher of getRoutes) {
        const params = matchPath(matcher.segments, path);
        if (!params) continue;
        const requestId = requestIdFor(req.headers['x-request-id']);
        const query = q < 0 ? {} : { ...parseQueryString(url.slice(q + 1)) };
        answerRest(req, res, matcher.compiled, { body: {}, params, query }, requestId, started);
        return true;
      }
      return false;
    }
    if (WRITE_METHODS.has(req.method ?? '')) {
      for (const matcher of routesByMethod.get(req.method!) ?? []) {
        const params = matchPath(matcher.segments, path);
        if (!params) continue;
        const length = writeBodyLength(req.headers, options.maxBodyBytes);
        if (length === null) return false;
        const requestId = requestIdFor(req.headers['x-request-id']);
        const query = q < 0 ? {} : { ...parseQueryString(url.slice(q + 1)) };
        const take = (raw: Buffer) => {
          const body = parseWriteBody(raw);
          // As on Express: the body is parsed before the Origin is checked, so an unreadable one is a 400 first.
          if (!body) {
            const answer = domainAnswer(
              new DomainError(ErrorCode.MalformedRequest, { message: 'The request body is not valid JSON.' }),
              requestId,
            );
            send(res, requestId, answer.status, JSON.stringify(answer.body));
            return logFinished(req, answer.status, requestId, started);
          }
          if (!isAllowedWriteOrigin(req.headers, options.ownOrigins(req))) {
            const answer = domainAnswer(new DomainError(ErrorCode.BadOrigin), requestId);
            send(res, requestId, answer.status, JSON.stringify(answer.body));
            return logFinished(req, answer.status, requestId, started);
          }
          answerRest(
            req,
            res,
            matcher.compiled,
            { body, params, query, headers: req.headers },
            requestId,
            started,
          );
        };
        if (length === 0) {
          // Nothing to read; the request still ends (and frees the socket for the next one) once it is drained.
          req.resume();
          take(Buffer.alloc(0));
        } else
          readBody(req, length, (error, raw) => {
            if (error || !raw) return failRead(req, res, requestId, started, error);
            take(raw);
          });
        return true;
      }
    }
    return false;
  };
}

/** An unreadable body as raw-body reports it under Express (http-errors' shape), for clientRequestFault. */
function clientFault(type: string, message: string): Error {
  return Object.assign(new Error(message), { status: 400, type });
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
