import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { bullPrefix, createQueue, createRedis, QUEUE_NAMES, type QueueName } from '@koalarent/core';
import { QueueEvents } from 'bullmq';
import { type Request, type Response, Router } from 'express';
import { type DocumentNode, type ExecutionResult, getOperationAST } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { GatewayDeps } from '../deps.js';
import { isPromiseLike, type JitExecutor } from '../graphql/jit-executor.js';
import type { RestRoute } from '../rest/rest-route.js';

/*
 * Prometheus metrics of the gateway at GET /metrics, for `Authorization: Bearer $METRICS_TOKEN` only; without a
 * token configured nothing is collected and /metrics answers 404.
 *
 * - HTTP request durations by method, route (the route table's pattern, never the raw path) and status, measured
 *   on the node:http server itself, so the fast lane's answers count as well as Express's.
 * - GraphQL operation durations by operation name, type and outcome, measured around execution (graphql-jit or
 *   graphql-js), which every door shares: /graphql over Express or the fast lane, and the REST shims.
 * - Queue depths (waiting, active, delayed, failed per queue) and the outbox lag (age of the oldest unpublished
 *   event), read when scraped.
 * - Job durations and failures of the workers. The workers are separate processes with nothing to scrape, so the
 *   gateway reads BullMQ's own event stream of each queue (QueueEvents): a job's duration is the time between its
 *   `active` and `completed`/`failed` events (the stream's ids are Redis timestamps in ms, so no job is fetched);
 *   a failed attempt that will be retried shows as `delayed`/`waiting` after `active`. Every gateway replica reads
 *   the whole stream, so these series are cluster-wide and equal on every replica: aggregate them with max (or
 *   scrape one replica), not sum.
 */

const METRICS_PATH = '/metrics';
/** A scrape never waits longer than this for Redis or PostgreSQL: a silent dependency leaves its gauges stale. */
const COLLECT_TIMEOUT_MS = 2_000;
/** Distinct GraphQL operation (and job) names a process labels before the rest count as "other". */
const MAX_LABELLED_NAMES = 500;

const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Fixed routes outside the REST table, by path. */
const FIXED_ROUTES = new Map<string, string>([
  ['/graphql', '/graphql'],
  ['/healthz', '/healthz'],
  ['/readyz', '/readyz'],
  [METRICS_PATH, METRICS_PATH],
  ['/api/uploads', '/api/uploads'],
  ['/api/tracking/events', '/api/tracking/events'],
  ['/api/dev/mailbox', '/api/dev/mailbox'],
]);

interface PathPattern {
  method: string;
  segments: string[];
  label: string;
}

/** The route label of a request: a pattern from a bounded set, whatever the client asked for. */
function routeLabeller(routes: readonly RestRoute[]): (method: string, url: string) => string {
  const patterns: PathPattern[] = routes.map((r) => ({
    method: r.method,
    segments: r.path.split('/'),
    label: r.path,
  }));
  patterns.push(
    { method: 'GET', segments: '/api/auth/:provider'.split('/'), label: '/api/auth/:provider' },
    {
      method: 'GET',
      segments: '/api/auth/:provider/callback'.split('/'),
      label: '/api/auth/:provider/callback',
    },
  );
  const matches = (p: PathPattern, parts: string[]) =>
    p.segments.length === parts.length && p.segments.every((s, i) => s.startsWith(':') || s === parts[i]);
  return (method, url) => {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const fixed = FIXED_ROUTES.get(path);
    if (fixed) return fixed;
    if (path.startsWith('/api/')) {
      const parts = path.split('/');
      const hit =
        patterns.find((p) => p.method === method && matches(p, parts)) ??
        patterns.find((p) => matches(p, parts));
      return hit ? hit.label : '/api/*';
    }
    if (path === '/admin/queues' || path.startsWith('/admin/queues/')) return '/admin/queues';
    if (path.startsWith('/uploads/')) return '/uploads/*';
    if (path.startsWith('/assets/')) return '/assets/*';
    return 'web';
  };
}

/** Caps a label's distinct values: names beyond `max` count as "other". */
function boundedNames(max: number): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    if (seen.has(name)) return name;
    if (seen.size >= max) return 'other';
    seen.add(name);
    return name;
  };
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${COLLECT_TIMEOUT_MS} ms`)),
      COLLECT_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function tokenMatches(expected: string, header: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  // Equal-length digests: the comparison takes the same time whatever the guess.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(match[1]!));
}

export interface GatewayMetrics {
  /** GET /metrics (404 when no METRICS_TOKEN is configured, 401 without the right bearer token). */
  router: Router;
  /** Measures every HTTP request of `server` and every GraphQL execution of `jit`. */
  observe(server: Server, jit: JitExecutor): void;
  stop(): Promise<void>;
}

/** The metrics of one gateway process (see the comment at the top of this file). */
export function createMetrics(deps: GatewayDeps, routes: readonly RestRoute[]): GatewayMetrics {
  const token = deps.config.METRICS_TOKEN;
  const registry = token ? new Registry() : null;
  // What one scrape reads once for several series (see readOutbox); forgotten when the next scrape begins.
  let outboxRead: Promise<{ lag: number; pending: number } | null> | null = null;
  const router = Router();
  router.get(METRICS_PATH, (req: Request, res: Response, next: (error?: unknown) => void) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!token) return void res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
    if (!tokenMatches(token, req.get('authorization'))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return void res.status(401).json({ message: 'Not authenticated', code: 'UNAUTHENTICATED' });
    }
    outboxRead = null;
    registry
      ?.metrics()
      .then((text) => {
        res.setHeader('Content-Type', registry.contentType);
        res.send(text);
      })
      .catch(next);
  });
  if (!registry) return { router, observe() {}, async stop() {} };

  collectDefaultMetrics({ register: registry });
  const { logger, orm } = deps;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL executions (every door) by operation name, type and outcome (ok, or error when the answer has errors)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const queues = QUEUE_NAMES.map((name) => ({
    name,
    queue: createQueue(name, deps.redis, deps.config.REDIS_PREFIX),
  }));
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs per queue and state (waiting includes prioritized and paused), read when scraped',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      try {
        const perQueue = await withTimeout(
          Promise.all(
            queues.map(async ({ name, queue }) => ({
              name,
              counts: await queue.getJobCounts(
                'waiting',
                'prioritized',
                'paused',
                'active',
                'delayed',
                'failed',
              ),
            })),
          ),
          'queue depths',
        );
        for (const { name, counts } of perQueue) {
          this.set(
            { queue: name, state: 'waiting' },
            (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.paused ?? 0),
          );
          for (const state of ['active', 'delayed', 'failed'] as const)
            this.set({ queue: name, state }, counts[state] ?? 0);
        }
      } catch (err) {
        logger.warn({ err }, 'metrics: queue depths not collected');
      }
    },
  });
  // One query answers both outbox gauges, once per scrape.
  const readOutbox = () => {
    outboxRead ??= withTimeout(
      orm.em.getConnection().execute<{ lag: number | null; pending: number }[]>(
        // The partial index on unpublished ids answers both without touching published rows.
        `select (select extract(epoch from now() - created_at)::float8 from outbox_events
                  where published_at is null order by id limit 1) as lag,
                (select count(*)::int from outbox_events where published_at is null) as pending`,
      ),
      'outbox lag',
    ).then(
      ([row]) => ({ lag: Math.max(0, row?.lag ?? 0), pending: row?.pending ?? 0 }),
      (err: unknown) => {
        logger.warn({ err }, 'metrics: outbox lag not collected');
        return null;
      },
    );
    return outboxRead;
  };
  new Gauge({
    name: 'outbox_lag_seconds',
    help: 'Age of the oldest outbox event not yet published (0 when all are), read when scraped',
    registers: [registry],
    async collect() {
      const read = await readOutbox();
      if (read) this.set(read.lag);
    },
  });
  new Gauge({
    name: 'outbox_unpublished_events',
    help: 'Outbox events not yet published, read when scraped',
    registers: [registry],
    async collect() {
      const read = await readOutbox();
      if (read) this.set(read.pending);
    },
  });

  const jobDuration = new Histogram({
    name: 'bullmq_job_duration_seconds',
    help: 'Job attempts from active to completed or failed (retried: failed and tried again), by queue and job name',
    labelNames: ['queue', 'name', 'status'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'bullmq_job_failures_total',
    help: 'Failed job attempts by queue and job name; final="true" when no retry is left',
    labelNames: ['queue', 'name', 'final'] as const,
    registers: [registry],
  });

  // One blocking connection per queue: QueueEvents reads the queue's event stream with XREAD BLOCK.
  const eventConnections: Redis[] = [];
  const queueEvents: QueueEvents[] = [];
  const jobName = boundedNames(MAX_LABELLED_NAMES);
  for (const name of QUEUE_NAMES) {
    const connection = createRedis(deps.config.REDIS_URL, { maxRetriesPerRequest: null });
    eventConnections.push(connection);
    const events = new QueueEvents(name, { connection, prefix: bullPrefix(deps.config.REDIS_PREFIX) });
    queueEvents.push(events);
    watchJobs(name, events);
  }

  function watchJobs(queue: QueueName, events: QueueEvents): void {
    // Bounded: a job whose end this process never sees (it started before a restart, say) is forgotten in time.
    const names = new LRUCache<string, string>({ max: 100_000 });
    const started = new LRUCache<string, number>({ max: 100_000 });
    const at = (streamId: string) => Number(streamId.split('-')[0]);
    const nameOf = (jobId: string) => jobName(names.get(jobId) ?? 'unknown');
    const finish = (jobId: string, streamId: string, status: 'completed' | 'failed' | 'retried') => {
      const began = started.get(jobId);
      started.delete(jobId);
      if (began === undefined) return;
      jobDuration.observe({ queue, name: nameOf(jobId), status }, Math.max(0, at(streamId) - began) / 1000);
    };
    events.on('added', ({ jobId, name }: { jobId: string; name: string }) => void names.set(jobId, name));
    events.on('active', ({ jobId }: { jobId: string }, id: string) => void started.set(jobId, at(id)));
    events.on('completed', ({ jobId }: { jobId: string }, id: string) => {
      finish(jobId, id, 'completed');
      names.delete(jobId);
    });
    events.on('failed', ({ jobId }: { jobId: string }, id: string) => {
      jobFailures.inc({ queue, name: nameOf(jobId), final: 'true' });
      finish(jobId, id, 'failed');
      names.delete(jobId);
    });
    // After `active`, going back to delayed (back-off) or waiting means the attempt failed and will be retried.
    const retried = ({ jobId }: { jobId: string }, id: string) => {
      if (!started.has(jobId)) return;
      jobFailures.inc({ queue, name: nameOf(jobId), final: 'false' });
      finish(jobId, id, 'retried');
    };
    events.on('delayed', retried);
    events.on('waiting', retried);
    events.on('error', (err: Error) => logger.warn({ err, queue }, 'metrics: queue events error'));
  }

  const operationLabel = boundedNames(MAX_LABELLED_NAMES);
  const operations = new WeakMap<DocumentNode, Map<string, { operation: string; type: string }>>();
  /** The labels of an execution, worked out once per document and operation name. */
  function labelsOf(document: DocumentNode, operationName: string | undefined) {
    let byName = operations.get(document);
    if (!byName) {
      byName = new Map();
      operations.set(document, byName);
    }
    const key = operationName ?? '';
    let labels = byName.get(key);
    if (!labels) {
      const ast = getOperationAST(document, operationName);
      const name = ast?.name?.value;
      labels = {
        operation: name ? operationLabel(name.slice(0, 100)) : 'anonymous',
        type: ast?.operation ?? 'unknown',
      };
      byName.set(key, labels);
    }
    return labels;
  }

  return {
    router,
    observe(server: Server, jit: JitExecutor) {
      const label = routeLabeller(routes);
      // First in line, before the fast lane and Express, so the clock starts when the request arrives.
      server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
        const began = performance.now();
        res.once('close', () => {
          httpDuration.observe(
            {
              method: req.method ?? 'GET',
              route: label(req.method ?? 'GET', req.url ?? '/'),
              // A response the client gave up on before it was sent is counted as 499, as proxies do.
              status_code: res.writableFinished ? String(res.statusCode) : '499',
            },
            (performance.now() - began) / 1000,
          );
        });
      });
      const run = jit.run.bind(jit);
      // Every door executes through jit.run (Apollo's executor hook calls it too), so timing it covers them all.
      jit.run = (source, document, operationName, contextValue, variables) => {
        const began = performance.now();
        const done = (result: ExecutionResult) => {
          graphqlDuration.observe(
            { ...labelsOf(document, operationName), outcome: result.errors?.length ? 'error' : 'ok' },
            (performance.now() - began) / 1000,
          );
          return result;
        };
        const result = run(source, document, operationName, contextValue, variables);
        return isPromiseLike(result) ? Promise.resolve(result).then(done) : done(result);
      };
    },
    async stop() {
      await Promise.all(queueEvents.map((e) => e.close().catch(() => undefined)));
      await Promise.all(eventConnections.map((c) => c.quit().catch(() => undefined)));
      await Promise.all(queues.map(({ queue }) => queue.close().catch(() => undefined)));
    },
  };
}
