import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { createPaymentProvider } from '@koalarent/bookings/client';
import {
  CatalogChangeListener,
  CommandBus,
  type Config,
  createImageStore,
  createLogger,
  createOrm,
  createRedis,
  DomainError,
  databaseTimeouts,
  imageStoreOrigin,
  MemberChangeListener,
  memberTokenSocketsKey,
  OutboxRelay,
  SessionStore,
  tokenSocketKey,
} from '@koalarent/core';
import express from 'express';
import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import proxyaddr from 'proxy-addr';
import { WebSocketServer } from 'ws';
import { anonymousContext, buildContext, type GatewayContext } from './context.js';
import type { GatewayDeps } from './deps.js';
import { allEntities } from './entities.js';
import { domainErrorOf } from './graphql/error-mapping.js';
import { formatGraphqlError } from './graphql/format-error.js';
import { JitExecutor } from './graphql/jit-executor.js';
import { checkDocument, limitRulesFor, parseOptions } from './graphql/limits.js';
import {
  PersistedDocuments,
  PersistedMessages,
  persistedDocumentsMiddleware,
} from './graphql/persisted-documents.js';
import { RedisPubSub } from './graphql/redis-pubsub.js';
import { buildGatewaySchema } from './graphql/schema.js';
import { subscribeWithEventContexts } from './graphql/subscribe.js';
import { gateTokenOperation, tokenGatePlugin } from './graphql/token-gate.js';
import { devMailboxRouter } from './http/dev-mailbox.js';
import { drainHttpServer } from './http/drain.js';
import { errorHandler } from './http/error-handler.js';
import {
  createFastLane,
  rememberValidatedQueries,
  statusOfErrors,
  ValidatedQueries,
} from './http/fast-lane.js';
import { healthRouter } from './http/health.js';
import { jsonBody, jsonBodyReader } from './http/json-body.js';
import { createMetrics } from './http/metrics.js';
import { isAllowedUpgrade } from './http/origins.js';
import { PageCache } from './http/page-cache.js';
import { describePage } from './http/page-description.js';
import { queueDashboardRouter } from './http/queue-dashboard.js';
import { currentRequestId, requestId } from './http/request-id.js';
import { requestLog } from './http/request-log.js';
import { API_SECURITY_HEADERS, noStore, securityHeaders } from './http/security-headers.js';
import { seoRouter } from './http/seo.js';
import { type ExecuteOperation, serverRenderer } from './http/server-render.js';
import { staticWebRouter } from './http/static-web.js';
import { readWebRoutes } from './http/web-routes.js';
import { oauthRouter } from './modules/accounts/oauth/oauth.routes.js';
import { OAuthService } from './modules/accounts/oauth/oauth.service.js';
import { PasswordResetLimits } from './modules/accounts/password-reset-limits.js';
import { RateLimits } from './modules/accounts/rate-limits.js';
import { ensureConfiguredSuperAdmin } from './modules/accounts/super-admin.js';
import { calendarFeedRouter } from './modules/bookings/calendar-feed.routes.js';
import { clearCatalogCaches } from './modules/catalog/catalog-caches.js';
import { unsubscribeRouter } from './modules/messaging/unsubscribe.routes.js';
import { mapPlacesRouter } from './modules/personal/map-places.routes.js';
import { trackingEventsRouter } from './modules/tracking/tracking-events.routes.js';
import { uploadRouter } from './modules/uploads/upload.routes.js';
import { openapiRouter } from './rest/openapi-router.js';
import { originCheck, restRouter } from './rest/rest-router.js';
import { ROUTE_CONTRACTS } from './rest/route-contracts.js';
import { RestRouteMatcher } from './rest/route-matcher.js';
import { REST_ROUTES } from './rest/route-table.js';
import { compileRestRoutes } from './rest/run-route.js';
import { bearerOfConnectionParams, refusalAsGraphqlError, resolveBearer } from './session/bearer.js';
import { sessionIdFrom } from './session/cookies.js';
import {
  SocketConnectionLimit,
  TOO_MANY_SUBSCRIPTIONS_CLOSE_CODE,
  TOO_MANY_SUBSCRIPTIONS_REASON,
} from './session/socket-limits.js';
import { SocketSessions, socketKeysInForce } from './session/socket-sessions.js';

export interface Gateway {
  server: Server;
  deps: GatewayDeps;
  schema: GraphQLSchema;
  /** Query documents Apollo validated, which the fast lane runs directly on repeat. */
  validatedQueries: ValidatedQueries;
  listen(port: number, host?: string): Promise<number>;
  stop(): Promise<void>;
}

/** The largest GraphQL or REST request accepted, on HTTP (JSON body) and WebSocket (one message) alike. */
const MAX_BODY_BYTES = 100 * 1024;

/**
 * Answers 429 when a GraphQL operation was throttled and 503 when the database or Redis did not answer, with
 * Retry-After, as the REST door and the fast lane do (one rule: statusOfErrors).
 */
const throttleStatusPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { status, retryAfter } = statusOfErrors(response.body.singleResult.errors);
        if (status === 200) return;
        response.http.status = status;
        if (retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};

/** Settings that are not configuration: tests shorten what would otherwise make them wait. */
export interface GatewayOptions {
  /** How often the sessions of open sockets are checked for expiry (default SESSION_CHECK_EVERY_MS). */
  socketSessionCheckMs?: number;
  /** How long robots.txt and the sitemaps are kept in the process (default SITEMAP_CACHE_MS). */
  sitemapCacheMs?: number;
}

/** Builds the whole gateway (HTTP, GraphQL over HTTP and WebSocket, REST shims, static web) without listening yet. */
export async function createGateway(config: Config, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const orm = await createOrm({
    databaseUrl: config.DATABASE_URL,
    entities: allEntities,
    poolMax: config.DATABASE_POOL_MAX,
    timeouts: databaseTimeouts(config),
  });
  // Requests wait on this connection (sessions, rate limits): a silent Redis must fail them, not hang them.
  const redis = createRedis(config.REDIS_URL, { commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS });
  const subscriber = createRedis(config.REDIS_URL);
  const deps: GatewayDeps = {
    config,
    logger,
    orm,
    redis,
    // Resolved sessions are kept 5 s in this process; every change evicts them at once (see SessionStore).
    sessions: new SessionStore(redis, config.REDIS_PREFIX, { localCacheMs: 5_000 }),
    rateLimits: new RateLimits(redis, config),
    passwordResetLimits: new PasswordResetLimits(redis, config.REDIS_PREFIX),
    relay: new OutboxRelay({ orm, connection: redis, redisPrefix: config.REDIS_PREFIX, logger }),
    images: createImageStore(config),
    commands: new CommandBus({
      redisUrl: config.REDIS_URL,
      connection: redis,
      redisPrefix: config.REDIS_PREFIX,
      readyTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    }),
    pubsub: new RedisPubSub(subscriber, config.REDIS_PREFIX, logger),
    oauth: new OAuthService(config, redis, config.REDIS_PREFIX),
    // The same provider the bookings worker uses (Stripe when configured, else the sandbox over this database).
    payments: createPaymentProvider({ config, orm }),
  };
  await ensureConfiguredSuperAdmin(orm, config, logger);
  const schema = await buildGatewaySchema();

  const app = express();
  app.disable('x-powered-by');
  app.set(
    'trust proxy',
    config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY,
  );
  // The fast lane answers /healthz, JSON POST /graphql and the REST table on node:http; the rest goes to Express.
  let fastLane: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const server = createServer((req, res) => {
    if (!fastLane?.(req, res)) app(req, res);
  });
  let shuttingDown = false;

  const memberChanges = new MemberChangeListener(
    config.DATABASE_URL,
    redis,
    config.REDIS_PREFIX,
    logger,
    (id) => deps.sessions.evictMember(id),
  );
  await memberChanges.start();
  // Issue 24 §1: kept search pages and facet counts go the moment anything a search reads changes.
  const catalogChanges = new CatalogChangeListener(config.DATABASE_URL, logger, () =>
    clearCatalogCaches(deps),
  );
  await catalogChanges.start();
  const socketSessions = new SocketSessions(createRedis(config.REDIS_URL), config.REDIS_PREFIX, logger, {
    onEnded: (ids) => deps.sessions.evictSessions(ids),
    // An expired session is not announced: its sockets are found by this check (a read, never a slide of the TTL).
    sessionsExist: (ids) => socketKeysInForce(deps, ids),
    ...(options.socketSessionCheckMs ? { checkEveryMs: options.socketSessionCheckMs } : {}),
  });
  await socketSessions.start();
  // The web app's documents by hash (issue 25 §4): read once from its build; a new build comes with a restart.
  const persisted = PersistedDocuments.load(config.webDistDir, config.persistedOnly);
  if (config.persistedOnly && persisted.size === 0)
    logger.warn(
      { webDistDir: config.webDistDir },
      'GRAPHQL_PERSISTED_ONLY is on but the web build lists no documents: every request with a session cookie will be refused',
    );
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    // The same cap as the HTTP door's JSON body: a larger frame closes the socket (1009) before it is parsed.
    maxPayload: MAX_BODY_BYTES,
    verifyClient: ({ req }, done) =>
      isAllowedUpgrade(req, config.publicUrl) ? done(true) : done(false, 403, 'Forbidden origin'),
  });
  // Every gateway counts its sockets in the same Redis set per address, so the cap holds behind a load balancer.
  const socketLimit = new SocketConnectionLimit(
    redis,
    config.REDIS_PREFIX,
    config.WS_MAX_CONNECTIONS_PER_IP,
    logger,
  );
  socketLimit.start();
  wsServer.on('connection', (socket, request) => {
    // The address as Express would name it (X-Forwarded-For only from the trusted proxies of TRUST_PROXY).
    const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    // A client that hung up while the upgrade completed has no address any more (proxyaddr gives undefined
    // despite its type): a throw here would be uncaught and end the gateway, so its socket is just dropped.
    const address = proxyaddr(request, trust) as string | undefined;
    if (!address) return void socket.terminate();
    void socketLimit.admit(socket, address.replace(/^::ffff:/, ''));
  });
  const wsCleanup = useServer<Record<string, unknown>, Record<string, never>>(
    {
      schema,
      // A socket opened with a session is closed the moment that session ends, on any gateway. It is watched
      // before the session is read, so an end announced meanwhile still closes it; a cookie naming no session
      // leaves an anonymous socket, which no session check may close.
      onConnect: async (ctx) => {
        // A direct client's socket (an API token in connectionParams): the token is checked now, a bad one closes
        // the socket (4403), and again on every operation, so a revoked token runs nothing more. No cookie is read.
        const bearer = bearerOfConnectionParams(ctx.connectionParams);
        if (bearer !== undefined) {
          try {
            const grant = await resolveBearer(deps, bearer);
            // Watched by its token and its member, so a revocation or a lock closes it (issue 25 §3).
            socketSessions.add(tokenSocketKey(grant.token.id), ctx.extra.socket);
            socketSessions.add(memberTokenSocketsKey(grant.member.id), ctx.extra.socket);
            return true;
          } catch (error) {
            if (error instanceof DomainError) return false;
            throw error;
          }
        }
        const sessionId = sessionIdFrom(ctx.extra.request);
        if (!sessionId) return true;
        socketSessions.add(sessionId, ctx.extra.socket);
        if (!(await deps.sessions.resolve(sessionId))) socketSessions.forget(sessionId, ctx.extra.socket);
        return true;
      },
      // Each event of a subscription runs with a context of its own (fresh reads, fresh loaders), see subscribe.ts.
      subscribe: subscribeWithEventContexts,
      // The upgrade request carries the session cookie: a subscription runs as the signed-in user. The same
      // parse limits, rules and introspection setting as over HTTP apply before anything executes.
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already entered this operation in ctx.subscriptions; one beyond the cap ends the socket.
        if (Object.keys(ctx.subscriptions).length > config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET) {
          ctx.extra.socket.close(TOO_MANY_SUBSCRIPTIONS_CLOSE_CODE, TOO_MANY_SUBSCRIPTIONS_REASON);
          return [new GraphQLError(TOO_MANY_SUBSCRIPTIONS_REASON)];
        }
        // A socket opened with the session cookie runs only the web app's documents, as over HTTP (issue 25 §4).
        if (
          persisted.enforced &&
          bearerOfConnectionParams(ctx.connectionParams) === undefined &&
          sessionIdFrom(ctx.extra.request) !== undefined &&
          !persisted.knows(payload.query)
        )
          return [
            new GraphQLError(PersistedMessages.notAllowed, {
              extensions: { code: 'PERSISTED_QUERY_NOT_ALLOWED' },
            }),
          ];
        const { document, errors } = checkDocument(schema, payload.query, {
          introspection: config.introspection,
        });
        if (errors) return errors;
        let contextValue: GatewayContext;
        try {
          contextValue = await buildContext(
            deps,
            ctx.extra.request,
            null,
            randomUUID(),
            bearerOfConnectionParams(ctx.connectionParams),
          );
          // An API token's scope and cost budget, as over HTTP (token-gate.ts).
          await gateTokenOperation(contextValue, schema, document, payload.operationName);
        } catch (error) {
          const refusal = domainErrorOf(error);
          if (refusal) return [refusalAsGraphqlError(refusal, { http: false })];
          throw error;
        }
        return {
          schema,
          document,
          variableValues: payload.variables ?? {},
          operationName: payload.operationName ?? null,
          contextValue,
        };
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return;
        const requestId = (args.contextValue as GatewayContext).requestId;
        return {
          ...result,
          errors: result.errors.map((e) => formatGraphqlError(e.toJSON(), e, requestId, logger)),
        };
      },
    },
    wsServer,
  );
  // graphql-ws answers every 'error' a socket emits with console.error and the whole stack. ws emits one for each
  // malformed frame a client sends (codes WS_ERR_*, the socket already closed with the matching code), so any
  // client could flood the logs: those are logged at debug with no stack. Anything else stays an error, closed
  // with 1011 as graphql-ws does. Its listener is the only one on the socket, added by its 'connection' handler,
  // which runs before this one (registered after useServer), so it is swapped for ours here.
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (err: Error & { code?: unknown }) => {
      if (typeof err.code === 'string' && err.code.startsWith('WS_ERR_')) {
        if (logger.isLevelEnabled('debug'))
          logger.debug({ code: err.code, reason: err.message }, 'malformed WebSocket frame; socket closed');
        return;
      }
      logger.error({ err }, 'WebSocket socket error');
      socket.close(1011, 'Internal server error');
    });
  });

  // One compiled-query cache per process, shared by the GraphQL door and the REST shims.
  const jit = new JitExecutor(schema);
  // Prometheus metrics (GET /metrics with METRICS_TOKEN): every HTTP request and GraphQL execution is timed.
  const metrics = createMetrics(deps, REST_ROUTES);
  metrics.observe(server, jit);
  const validated = new ValidatedQueries();
  const apollo = new ApolloServer<GatewayContext>({
    // Apollo still parses, validates (with every limit) and formats; graphql-jit executes.
    gateway: jit.asApolloGateway(),
    introspection: config.introspection,
    // A request with Authorization (an API token) cannot be sent cross-site without a preflight: it passes too.
    csrfPrevention: {
      requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'],
    },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // Apollo adds graphql-js's rules and, when introspection is off, its own ban; the limits are the shared list.
    parseOptions: parseOptions(),
    validationRules: limitRulesFor({ introspection: config.introspection }),
    // No "Did you mean …?" field suggestions: they map the schema for a caller without introspection.
    hideSchemaDetailsFromClientErrors: true,
    formatError: (formatted, error) => formatGraphqlError(formatted, error, currentRequestId(), logger),
    plugins: [
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await Promise.all([drainHttpServer(server), wsCleanup.dispose()]);
            },
          };
        },
      },
      throttleStatusPlugin,
      tokenGatePlugin,
      rememberValidatedQueries(validated),
      config.landingPage
        ? ApolloServerPluginLandingPageLocalDefault({ embed: false })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  app.use(requestId);
  app.use(requestLog(logger));
  app.use(securityHeaders({ ...config, imageOrigin: imageStoreOrigin(config) }));
  app.use(healthRouter(orm, redis, () => shuttingDown));
  app.use(metrics.router);
  const ownOrigins = (req: express.Request) => [config.publicUrl, `${req.protocol}://${req.get('host')}`];
  // One JSON body reader and one route matcher for both server paths (the fast lane below, and Express here).
  const readBody = jsonBodyReader(MAX_BODY_BYTES);
  app.use('/api', noStore, jsonBody(readBody), originCheck(ownOrigins));
  // Page views (the hottest write): answered before the REST table's routes are tried one by one.
  app.use('/api', trackingEventsRouter(deps));
  const restRoutes = new RestRouteMatcher(
    compileRestRoutes(schema, REST_ROUTES, { introspection: config.introspection }),
  );
  app.use('/api', restRouter(deps, jit, restRoutes));
  app.use('/api', uploadRouter(deps));
  app.use('/api', oauthRouter(deps));
  app.use('/api', unsubscribeRouter(deps));
  app.use('/api', calendarFeedRouter(deps));
  app.use('/api', mapPlacesRouter());
  app.use('/api', devMailboxRouter(config));
  app.use('/api', openapiRouter(config, schema, REST_ROUTES, ROUTE_CONTRACTS));
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' }));
  app.use(
    '/graphql',
    noStore,
    jsonBody(readBody),
    persistedDocumentsMiddleware(persisted),
    expressMiddleware(apollo, {
      context: ({ req, res }) =>
        buildContext(
          deps,
          req,
          { req, res, secure: req.secure },
          String(res.locals.requestId ?? randomUUID()),
        ),
    }),
  );
  app.use(queueDashboardRouter(deps));
  // The built web app's route table: real 404s for unknown pages, robots.txt and the sitemaps (none before a build).
  const webRoutes = readWebRoutes(config.webDistDir);
  if (webRoutes)
    app.use(
      seoRouter(
        deps,
        webRoutes,
        options.sitemapCacheMs === undefined ? {} : { cacheMs: options.sitemapCacheMs },
      ),
    );
  // Anonymous visitors' public pages are rendered here (issue 21 §1). Their queries pass the same document checks as
  // every door and run on the same executor, as an anonymous caller at the visitor's address (its per-address limits
  // count), whatever cookies the request carries.
  const renderer =
    config.SERVER_RENDER_CONCURRENCY > 0
      ? serverRenderer(config.webDistDir, {
          maxConcurrent: config.SERVER_RENDER_CONCURRENCY,
          timeoutMs: config.SERVER_RENDER_TIMEOUT_MS,
          onNotRendered: (url, reason, error) =>
            logger.warn(
              { err: error, url, reason },
              'page not rendered on the server; serving the client-rendered shell',
            ),
        })
      : null;
  // The render's documents are the web app's own few, checked once each like the REST table's (same parse limits,
  // rules and introspection setting as every door), then run by the same executor.
  const renderDocuments = new Map<string, DocumentNode>();
  const executeAs =
    (req: express.Request): ExecuteOperation =>
    async ({ query, variables, operationName }) => {
      let document = renderDocuments.get(query);
      if (!document) {
        const checked = checkDocument(schema, query, { introspection: config.introspection });
        if (checked.errors) return { errors: checked.errors };
        document = checked.document;
        if (renderDocuments.size < 200) renderDocuments.set(query, document);
      }
      const context = anonymousContext(deps, req, String(req.res?.locals.requestId ?? randomUUID()));
      const { data, errors } = await jit.run(query, document, operationName, context, variables);
      return { ...(data ? { data } : {}), ...(errors?.length ? { errors } : {}) };
    };
  app.use(
    staticWebRouter(
      config.webDistDir,
      config.uploadDir,
      webRoutes ? describePage(deps, webRoutes) : undefined,
      (error) => logger.warn({ err: error }, 'page could not be described; serving the plain shell with 200'),
      {
        cache: new PageCache(config.PAGE_CACHE_SECONDS * 1000),
        ...(webRoutes ? { isPrivate: webRoutes.isPrivate } : {}),
        ...(renderer ? { render: { renderer, execute: executeAs } } : {}),
      },
    ),
  );
  app.use(errorHandler(logger));

  const trustsProxy = app.get('trust proxy') !== false;
  const trustFn = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  fastLane = createFastLane({
    deps,
    apollo,
    jit,
    validated,
    matcher: restRoutes,
    readBody,
    persisted,
    // The fast lane takes plain HTTP only (HTTPS and trusted proxies go to Express), so the page's own origin is http.
    ownOrigins: (req) => [config.publicUrl, `http://${req.headers.host ?? ''}`],
    securityHeaders: API_SECURITY_HEADERS,
    clientAddress: (req) => proxyaddr(req, trustFn),
    trustsProxy,
    logger,
  });

  deps.relay.start();

  return {
    server,
    deps,
    schema,
    validatedQueries: validated,
    listen(port, host = config.HOST) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async stop() {
      shuttingDown = true;
      // The drain (drain.ts, run by Apollo's stop) stops accepting connections and waits for requests in flight.
      await apollo.stop();
      wsServer.close();
      socketLimit.stop();
      await deps.relay.stop();
      await deps.commands.close();
      await socketSessions.stop();
      await memberChanges.stop();
      await catalogChanges.stop();
      await deps.pubsub.close();
      await metrics.stop();
      await orm.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
