import { createQueue } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';
import { sql } from './tracking-fixtures.js';

/**
 * The operator's views: /metrics (Prometheus text behind a bearer token) and Bull Board at /admin/queues behind
 * the admin session, with the policy its page needs on its path only.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let stack: TestStack;
let admin: Member;
let member: Member;

beforeAll(async () => {
  stack = await startStack({ METRICS_TOKEN: TOKEN });
  [admin, member] = await Promise.all([signedInAdmin(stack), signedInMember(stack)]);
});
afterAll(async () => {
  await stack?.stop();
});

async function scrape(token = TOKEN): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** The value of one series in Prometheus text (the labels given must all match), or null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('/metrics', () => {
  it('answers only with the bearer token', async () => {
    const none = await fetch(`${stack.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await scrape('wrong-token-wrong-token')).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.text).toContain('process_cpu_seconds_total');
  });

  it('answers 404 on a gateway with no METRICS_TOKEN, token or not', async () => {
    const gateway = await createGateway({ ...stack.config, METRICS_TOKEN: undefined });
    try {
      const port = await gateway.listen(0, '127.0.0.1');
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
        const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers });
        expect(res.status).toBe(404);
      }
    } finally {
      await gateway.stop();
    }
  });

  it('times HTTP requests by route pattern and GraphQL operations by name, whichever door answers', async () => {
    const client = new Client(stack.baseUrl);
    // The first run goes through Apollo, the repeat through the fast lane: both count.
    for (let i = 0; i < 2; i++) await client.graphql('query MetricsProbe { categories { id } }');
    await client.request('GET', '/api/items/999999');
    await client.request('GET', '/api/admin/tracking/logins');
    const { text } = await scrape();
    expect(
      sample(text, 'graphql_operation_duration_seconds_count', {
        operation: 'MetricsProbe',
        type: 'query',
        outcome: 'ok',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/graphql',
        method: 'POST',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/items/:id', status_code: '404' }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/api/admin/tracking/logins',
        status_code: '401',
      }),
    ).toBe(1);
    // Raw paths never become labels.
    expect(text).not.toContain('/api/items/999999');
  });

  it('reads queue depths and the outbox lag when scraped', async () => {
    const queue = createQueue('messaging', stack.gateway.deps.redis, stack.config.REDIS_PREFIX);
    try {
      const job = await queue.add('metrics-probe', {}, { delay: 600_000 });
      const { text } = await scrape();
      expect(
        sample(text, 'bullmq_queue_jobs', { queue: 'messaging', state: 'delayed' }),
      ).toBeGreaterThanOrEqual(1);
      for (const queueName of ['bookings', 'messaging', 'tracking'])
        for (const state of ['waiting', 'active', 'delayed', 'failed'])
          expect(
            sample(text, 'bullmq_queue_jobs', { queue: queueName, state }),
            `${queueName} ${state}`,
          ).not.toBeNull();
      await job.remove();
    } finally {
      await queue.close();
    }

    // An event the relay cannot take (its row is locked by this test) stays unpublished: the lag is its age.
    let measured: number | null = null;
    for (let attempt = 0; attempt < 5 && measured === null; attempt++) {
      const [row] = await sql<{ id: string }>(
        stack,
        `insert into outbox_events (event_id, type, payload, created_at) values (gen_random_uuid(), 'metrics.probe', '{}', now() - interval '1 hour') returning id`,
      );
      await stack.gateway.deps.orm.em.fork().transactional(async (em) => {
        const locked = await em.execute(
          'select id from outbox_events where id = ? and published_at is null for update',
          [row!.id],
        );
        if (locked.length === 0) return; // the relay was quicker: try again with a new row
        const { text } = await scrape();
        measured = sample(text, 'outbox_lag_seconds');
        expect(sample(text, 'outbox_unpublished_events')).toBeGreaterThanOrEqual(1);
        await em.execute('delete from outbox_events where id = ?', [row!.id]);
      });
    }
    expect(measured).toBeGreaterThanOrEqual(3590);
    expect(measured).toBeLessThan(3700);
  });

  it('times the workers’ jobs and counts their failures from the queues’ event streams', async () => {
    const queue = createQueue('tracking', stack.gateway.deps.redis, stack.config.REDIS_PREFIX);
    try {
      // A job no handler knows fails; with one attempt it fails for good.
      await expect
        .poll(
          async () => {
            await queue.add('metrics-unknown', {}, { attempts: 1 });
            return sample((await scrape()).text, 'bullmq_job_failures_total', {
              queue: 'tracking',
              name: 'metrics-unknown',
              final: 'true',
            });
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBeGreaterThanOrEqual(1);
      const { text } = await scrape();
      expect(
        sample(text, 'bullmq_job_duration_seconds_count', {
          queue: 'tracking',
          name: 'metrics-unknown',
          status: 'failed',
        }),
      ).toBeGreaterThanOrEqual(1);
      // A member's sign-in: its event is dispatched and recorded by the tracking worker.
      await expect
        .poll(
          async () => {
            await signedInMember(stack);
            return sample((await scrape()).text, 'bullmq_job_duration_seconds_count', {
              queue: 'tracking',
              name: 'on:user.logged_in:record-login',
              status: 'completed',
            });
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBeGreaterThanOrEqual(1);
      await queue.clean(0, 1000, 'failed');
    } finally {
      await queue.close();
    }
  });
});

describe('the queue dashboard at /admin/queues', () => {
  it('sends a signed-out browser to the admin sign-in, and refuses other callers: 401 signed out, 403 for members', async () => {
    const browser = await fetch(`${stack.baseUrl}/admin/queues`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      redirect: 'manual',
    });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fqueues');
    for (const path of [
      '/admin/queues',
      '/admin/queues/api/queues',
      '/admin/queues/static/favicon-32x32.png',
    ]) {
      const anonymous = await fetch(`${stack.baseUrl}${path}`, { headers: { accept: 'application/json' } });
      expect(anonymous.status, path).toBe(401);
      expect(((await anonymous.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
      const asMember = await member.client.request<{ code: string }>('GET', path, undefined, {
        accept: 'text/html',
      });
      expect(asMember.status, path).toBe(403);
      expect(asMember.body.code).toBe('FORBIDDEN');
    }
  });

  it('shows admins every queue, its page working under the policy of its path', async () => {
    const page = await admin.client.request<string>('GET', '/admin/queues', undefined, {
      accept: 'text/html',
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<base href="/admin/queues/"');
    const csp = page.headers.get('content-security-policy') ?? '';
    // Its relative URLs need the <base> it declares; its scripts are its own files, never inline or eval'd.
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    for (const asset of page.body.match(/(?:src|href)="(static\/[^"]+)"/g) ?? []) {
      const url = asset.replace(/^(?:src|href)="/, '').replace(/"$/, '');
      const res = await admin.client.request('GET', `/admin/queues/${url}`);
      expect(res.status, url).toBe(200);
    }
    expect(page.body.match(/src="static\/js\/[^"]+\.js"/g)?.length).toBeGreaterThan(0);
    // The rest of the app keeps its own, stricter policy.
    const app = await fetch(`${stack.baseUrl}/readyz`);
    expect(app.headers.get('content-security-policy')).toContain("base-uri 'none'");

    const api = await admin.client.request<{ queues: { name: string }[] }>('GET', '/admin/queues/api/queues');
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q) => q.name).sort()).toEqual(['bookings', 'core', 'messaging', 'tracking']);
  });

  it('takes an admin’s actions from our own pages only', async () => {
    const crossSite = await admin.client.request(
      'PUT',
      '/admin/queues/api/queues/bookings/pause',
      undefined,
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    const queue = createQueue('bookings', stack.gateway.deps.redis, stack.config.REDIS_PREFIX);
    try {
      expect(await queue.isPaused()).toBe(false);
      const pause = await admin.client.request('PUT', '/admin/queues/api/queues/bookings/pause', undefined, {
        origin: 'http://localhost:4000',
      });
      expect(pause.status).toBeLessThan(300);
      expect(await queue.isPaused()).toBe(true);
      const resume = await admin.client.request(
        'PUT',
        '/admin/queues/api/queues/bookings/resume',
        undefined,
        {
          origin: 'http://localhost:4000',
        },
      );
      expect(resume.status).toBeLessThan(300);
      expect(await queue.isPaused()).toBe(false);
      // A member cannot act at all.
      const asMember = await member.client.request(
        'PUT',
        '/admin/queues/api/queues/bookings/pause',
        undefined,
        {
          origin: 'http://localhost:4000',
        },
      );
      expect(asMember.status).toBe(403);
      expect(await queue.isPaused()).toBe(false);
    } finally {
      await queue.close();
    }
  });
});
