import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from './catalog-fixtures.js';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';
import { checkRestAnswer } from './openapi-contract.js';

/**
 * Issue 25 §2: the contract of /api. The harness checks every REST answer of every suite against gateway/openapi.json
 * (see openapi-contract.ts); this suite checks the document itself (served as generated, current, valid OpenAPI 3.1),
 * the reference page, and drives every documented operation at least once — signed out, as a member and as an
 * admin, with ids that name nothing and empty bodies — so each route's error answers meet the document too.
 */

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
  components: { securitySchemes: Record<string, unknown> };
};

let stack: TestStack;
let checkedIn: string;

/** A REST call whose answer is checked against the document here too (the harness's Client checks every suite's). */
async function call(
  client: Client,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await client.request(method, path, body, headers);
  checkRestAnswer(method, path, res.status, res.body, res.headers.get('content-type') ?? '');
  return res;
}

beforeAll(async () => {
  stack = await startStack();
  checkedIn = await readFile(new URL('../openapi.json', import.meta.url), 'utf8');
});
afterAll(async () => {
  await stack?.stop();
});

describe('the OpenAPI contract of /api', () => {
  it('is served at /api/openapi.json as the running route table makes it, the same as the checked-in file', async () => {
    const res = await fetch(`${stack.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe(checkedIn);
  });

  it('is a valid OpenAPI 3.1 document with the session cookie and bearer token schemes', async () => {
    const doc = JSON.parse(checkedIn) as Doc;
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result).toEqual({ valid: true });
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'koala.sid' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    // The spec's statuses are all described, 429 and 503 with Retry-After.
    const text = JSON.stringify(doc);
    for (const status of [400, 401, 403, 404, 409, 422, 429, 503]) expect(text).toContain(`"Error${status}"`);
    expect(text).toContain('"Retry-After"');
  });

  it('refuses an answer whose status the operation does not document, or whose body its schema refuses', () => {
    expect(() => checkRestAnswer('GET', '/api/categories', 418, {})).toThrow(/does not document/);
    expect(() => checkRestAnswer('GET', '/api/auth/me', 401, { message: 'x' })).toThrow(/schema refuses/);
    expect(() =>
      checkRestAnswer('GET', '/api/auth/me', 401, { message: 'x', code: 'UNAUTHENTICATED', requestId: 'r' }),
    ).not.toThrow();
    // The routes beside the table: a path whose parameter is part of a segment, and answers that are not JSON.
    const feed = `/api/calendar/${'a'.repeat(24)}.ics`;
    expect(() =>
      checkRestAnswer('GET', feed, 200, 'BEGIN:VCALENDAR', 'text/calendar; charset=utf-8'),
    ).not.toThrow();
    expect(() => checkRestAnswer('GET', feed, 200, '{}', 'application/json')).toThrow(/does not document/);
    expect(() => checkRestAnswer('GET', feed, 401, {})).toThrow(/does not document/);
    expect(() => checkRestAnswer('POST', '/api/uploads', 201, { id: 'x' })).toThrow(/schema refuses/);
  });

  it('lists 401 and 403 where a route can answer them: a public read only to a bearer token it refuses', async () => {
    const doc = JSON.parse(checkedIn) as Doc;
    const responses = (path: string, method: string) =>
      doc.paths[path]![method]!.responses as Record<string, { description?: string }>;
    // A public read: both only for a token, and so described.
    expect(responses('/api/categories', 'get')['401']?.description).toMatch(
      /^Only with `Authorization: Bearer/,
    );
    expect(responses('/api/categories', 'get')['403']?.description).toMatch(
      /^Only with `Authorization: Bearer/,
    );
    // A member's route and an admin's: plain.
    expect(responses('/api/favorites', 'get')['401']).toEqual({ $ref: '#/components/responses/Error401' });
    expect(responses('/api/admin/users', 'get')['403']).toEqual({ $ref: '#/components/responses/Error403' });
    // A route that reads no caller answers neither, even to a bearer token it ignores.
    expect(Object.keys(responses('/api/map/places', 'get'))).toEqual(['200', '500']);
    const anonymous = new Client(stack.baseUrl);
    const bearer = { authorization: `Bearer krt_${'B'.repeat(43)}` };
    expect((await anonymous.request('GET', '/api/categories')).status).toBe(200);
    expect((await anonymous.request('GET', '/api/categories', undefined, bearer)).status).toBe(401);
    expect((await anonymous.request('GET', '/api/map/places', undefined, bearer)).status).toBe(200);
    expect((await anonymous.request('GET', '/api/favorites')).status).toBe(401);
  });

  it('answers every documented operation, signed out, as a member and as an admin, as the document says', async () => {
    const doc = JSON.parse(checkedIn) as Doc;
    const member = await makeVerifiedUser(stack);
    const memberClient = new Client(stack.baseUrl);
    expect(
      (
        await call(memberClient, 'POST', '/api/auth/login', {
          email: member.email,
          password: member.password,
        })
      ).status,
    ).toBe(200);
    const admin = await signedInAdmin(stack);
    const callers = [new Client(stack.baseUrl), memberClient, admin.client];
    const seen = new Map<string, Set<number>>();
    for (const [template, operations] of Object.entries(doc.paths))
      for (const method of Object.keys(operations)) {
        // Sign-out and the sign-ins would change who the callers are: each has its own suite, checked the same way.
        if (/^\/api\/auth\/(logout|login|admin\/login)$/.test(template)) continue;
        const path = template.replace(/\{[^}]+\}/g, '999999');
        for (const client of callers) {
          // A mismatch with the document throws.
          const res = await call(client, method.toUpperCase(), path, method === 'get' ? undefined : {}, {
            'idempotency-key': `contract-${method}-${template}`,
          });
          const statuses = seen.get(`${method} ${template}`) ?? new Set();
          statuses.add(res.status);
          seen.set(`${method} ${template}`, statuses);
        }
      }
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(seen.size).toBe(operations - 3);
    // Among them the error answers of the contract: bad input, signed out, not an admin, not found.
    const all = new Set([...seen.values()].flatMap((s) => [...s]));
    for (const status of [400, 401, 403, 404]) expect(all).toContain(status);
  });

  it('checks the sign-in answers too, the wrong password and the right one', async () => {
    const member = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    expect(
      (await call(client, 'POST', '/api/auth/login', { email: member.email, password: 'wrong-one' })).status,
    ).toBe(401);
    expect(
      (await call(client, 'POST', '/api/auth/login', { email: member.email, password: member.password }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(client, 'POST', '/api/auth/admin/login', {
          email: member.email,
          password: member.password,
        })
      ).status,
    ).toBe(403);
    expect((await call(client, 'POST', '/api/auth/logout', {})).status).toBe(200);
  });
});

describe('the API reference page at /api/docs', () => {
  it('is a self-hosted page under the app’s own Content-Security-Policy, its scripts from this origin', async () => {
    const page = await fetch(`${stack.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // No inline script and nothing from another origin.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/docs.js']) {
      expect(html).toContain(asset);
      const res = await fetch(`${stack.baseUrl}${asset}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect(await (await fetch(`${stack.baseUrl}/api/docs/docs.js`)).text()).toContain(
      "url: '/api/openapi.json'",
    );
    expect((await fetch(`${stack.baseUrl}/api/docs/index.html`)).status).toBe(404);
  });

  it('renders the contract in Chromium with no Content-Security-Policy violation and nothing from another origin', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      const foreign: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        if (!request.url().startsWith(stack.baseUrl) && !request.url().startsWith('data:'))
          foreign.push(request.url());
      });
      await page.goto(`${stack.baseUrl}/api/docs`);
      await page
        .locator('.swagger-ui .info .title')
        .getByText('KoalaRent REST API')
        .waitFor({ timeout: 15_000 });
      // An operation of the table, rendered from the document.
      await page
        .locator('.opblock-summary-path', { hasText: '/api/bookings/{id}/approve' })
        .first()
        .waitFor();
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('is off when the landing pages are (production unless GRAPHQL_LANDING_PAGE=true); the document stays', async () => {
    const off = await startStack({ GRAPHQL_LANDING_PAGE: 'false' });
    try {
      expect((await fetch(`${off.baseUrl}/api/docs`)).status).toBe(404);
      expect((await fetch(`${off.baseUrl}/api/docs/swagger-ui-bundle.js`)).status).toBe(404);
      expect((await fetch(`${off.baseUrl}/api/openapi.json`)).status).toBe(200);
    } finally {
      await off.stop();
    }
  });
});
