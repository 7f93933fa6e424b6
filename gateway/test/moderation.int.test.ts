import type { Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  day,
  type ErrorJson,
  gqlRequest,
  type PricedItem,
  restRequest,
  sqlOf,
} from './bookings-fixtures.js';
import { type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { openSocket, startStack, type TestStack, waitForMails } from './harness.js';

/**
 * Issue 26 §3–4: reports, blocks and the Reports queue through both doors of a real gateway (PostgreSQL, Redis,
 * the workers): a report is 201, a second open one 409, bad input 400 changing nothing, past the hourly limit 429;
 * each admin action is audited and does what it says (a hidden listing leaves search, a locked member cannot sign
 * in, a warning is mailed) and the reporter is told; a block refuses messages (REST, GraphQL, graphql-ws) and
 * bookings (REST, GraphQL) either way with 403, hides the blocked member's messages, and unblocking lifts it.
 */

let stack: TestStack;
let admin: Member;

beforeAll(async () => {
  stack = await startStack();
  admin = await signedInAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface ReportJson extends ErrorJson {
  id: number;
  targetType: string;
  targetId: number;
  reason: string;
  note: string | null;
  status: string;
  action: string | null;
}

const report = (member: Member, body: unknown) =>
  member.client.request<ReportJson>('POST', '/api/reports', body);

const resolve = (id: number, action: string, by: Member = admin) =>
  by.client.request<ReportJson>('PUT', `/api/admin/reports/${id}`, { action });

/** SQL against the stack's database, its rows typed as the test reads them. */
async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await sqlOf(stack)(text, params)) as T[];
}

async function emailOf(member: Member): Promise<string> {
  const [row] = await rows<{ email: string }>('select email from users where id = ?', [member.id]);
  return row!.email;
}

/** The mail to the member with this subject (their verification mail came first). */
async function mailTo(member: Member, subject: string) {
  const mails = await waitForMails(stack.mailboxDir, await emailOf(member), 2);
  const found = mails.find((m) => m.subject === subject);
  if (!found) throw new Error(`no mail "${subject}": ${mails.map((m) => m.subject).join(', ')}`);
  return found;
}

async function auditRows(action: string, targetId: number) {
  return rows<{ actor_id: number; target_type: string }>(
    'select actor_id, target_type from audit_entries where action = ? and target_id = ?',
    [action, targetId],
  );
}

async function reportCount(reporterId: number): Promise<number> {
  const [row] = await rows<{ n: number }>('select count(*)::int as n from reports where reporter_id = ?', [
    reporterId,
  ]);
  return row!.n;
}

describe('reports', () => {
  it('files a report (201), refuses a second open one (409), and refuses bad input (400) changing nothing', async () => {
    const owner = await signedInMember(stack);
    const reporter = await signedInMember(stack);
    const item = await publicItem(stack, owner, admin);

    const first = await report(reporter, {
      targetType: 'item',
      targetId: item.id,
      reason: 'scam',
      note: '  Asks for payment outside the site.  ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      targetType: 'item',
      targetId: item.id,
      reason: 'scam',
      note: 'Asks for payment outside the site.',
      status: 'open',
      action: null,
    });

    const again = await report(reporter, { targetType: 'item', targetId: item.id, reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reported/);

    // GraphQL answers the same refusal.
    const gql = await reporter.client.graphql(
      'mutation ($input: CreateReportInput!) { createReport(input: $input) { id } }',
      { input: { targetType: 'item', targetId: item.id, reason: 'other' } },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    for (const [body, field] of [
      [{ targetType: 'car', targetId: item.id, reason: 'scam' }, 'targetType'],
      [{ targetType: 'user', targetId: owner.id, reason: 'rude' }, 'reason'],
      [{ targetType: 'user', targetId: 'x', reason: 'scam' }, 'targetId'],
      [{ targetType: 'user', targetId: owner.id, reason: 'scam', note: 'x'.repeat(1001) }, 'note'],
    ] as const) {
      const res = await report(reporter, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await report(reporter, { targetType: 'user', targetId: 999_999, reason: 'scam' })).status).toBe(
      404,
    );
    expect(
      (await report(reporter, { targetType: 'user', targetId: reporter.id, reason: 'scam' })).status,
    ).toBe(403);
    expect(await reportCount(reporter.id)).toBe(1);

    // Anonymous callers cannot report.
    const anonymous = await fetch(`${stack.baseUrl}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.config.publicUrl },
      body: JSON.stringify({ targetType: 'item', targetId: item.id, reason: 'scam' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('limits a member to 5 reports an hour (429), not counting refused ones', async () => {
    const reporter = await signedInMember(stack);
    const targets = await Promise.all(Array.from({ length: 6 }, () => signedInMember(stack)));
    // Refused reports give their point back.
    for (let i = 0; i < 3; i++)
      expect((await report(reporter, { targetType: 'user', targetId: 999_999, reason: 'scam' })).status).toBe(
        404,
      );
    for (const target of targets.slice(0, 5))
      expect(
        (await report(reporter, { targetType: 'user', targetId: target.id, reason: 'harassment' })).status,
      ).toBe(201);
    const over = await report(reporter, {
      targetType: 'user',
      targetId: targets[5]!.id,
      reason: 'harassment',
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/too many reports/);
    expect(await reportCount(reporter.id)).toBe(5);
  });
});

describe('the Reports queue', () => {
  it('is for admins only, and shows the target and the conversation', async () => {
    const reporter = await signedInMember(stack);
    const reported = await signedInMember(stack);
    const sent = await reported.client.request('POST', '/api/messages', {
      receiverId: reporter.id,
      content: 'Pay me by bank transfer instead, it is cheaper.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const filed = await report(reporter, { targetType: 'user', targetId: reported.id, reason: 'scam' });
    expect(filed.status).toBe(201);

    expect((await reporter.client.request('GET', '/api/admin/reports')).status).toBe(403);
    const queue = await admin.client.request<
      { id: number; reporterId: number; targetUserId: number; messages: { content: string }[] }[]
    >('GET', '/api/admin/reports');
    expect(queue.status).toBe(200);
    const row = queue.body.find((r) => r.id === filed.body.id);
    expect(row).toMatchObject({ reporterId: reporter.id, targetUserId: reported.id });
    expect(row!.messages.map((m) => m.content)).toEqual(['Pay me by bank transfer instead, it is cheaper.']);
    expect((await admin.client.request('GET', '/api/admin/reports?status=closed')).status).toBe(400);
  });

  it("is live: an admin's socket hears each report filed and resolved; a member may not listen", async () => {
    const reporter = await signedInMember(stack);
    const reported = await signedInMember(stack);
    const heard: number[] = [];
    const errors: string[] = [];
    const { ws } = await openSocket(stack, { cookie: admin.client.cookieHeader });
    const member = await openSocket(stack, { cookie: reporter.client.cookieHeader });
    try {
      ws.subscribe(
        { query: 'subscription { reportsChanged }' },
        {
          next: (value) => heard.push((value.data as { reportsChanged: number }).reportsChanged),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      member.ws.subscribe(
        { query: 'subscription { reportsChanged }' },
        {
          next: (value) => errors.push(String(value.errors?.[0]?.extensions?.code)),
          error: (error) =>
            errors.push(String((error as { extensions?: { code?: string } }[])[0]?.extensions?.code)),
          complete: () => undefined,
        },
      );
      // The subscriptions are in place before the report is filed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const filed = await report(reporter, {
        targetType: 'user',
        targetId: reported.id,
        reason: 'harassment',
      });
      expect(filed.status).toBe(201);
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([filed.body.id]);
      expect((await resolve(filed.body.id, 'dismiss')).status).toBe(200);
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([filed.body.id, filed.body.id]);
      expect(errors).toEqual(['FORBIDDEN']);
    } finally {
      await ws.dispose();
      await member.ws.dispose();
    }
  });

  it('hide_listing hides the listing from search and its page, audited, and tells the reporter', async () => {
    const owner = await signedInMember(stack);
    const reporter = await signedInMember(stack);
    const item = await publicItem(stack, owner, admin, { title: 'Suspicious drone bundle deal' });
    const filed = await report(reporter, {
      targetType: 'item',
      targetId: item.id,
      reason: 'prohibited_item',
    });
    expect(filed.status).toBe(201);

    expect((await resolve(filed.body.id, 'hide_listing', reporter)).status).toBe(403);
    expect((await resolve(filed.body.id, 'delete')).status).toBe(400);
    const done = await resolve(filed.body.id, 'hide_listing');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'resolved', action: 'hide_listing' });

    const search = await reporter.client.request<{ items: { id: number }[] }>(
      'GET',
      `/api/items?search=${encodeURIComponent('Suspicious drone')}`,
    );
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(`"id":${item.id},`);
    expect((await reporter.client.request('GET', `/api/items/${item.id}`)).status).toBe(404);
    expect(await auditRows('report.hide_listing', filed.body.id)).toEqual([
      { actor_id: admin.id, target_type: 'report' },
    ]);
    expect(await auditRows('item.reject', item.id)).toHaveLength(1);
    const told = await mailTo(reporter, 'About your report');
    expect(told.text).toContain('hid the listing');
    // And in the app: the bell's notice from the admin, naming the listing the reporter reported.
    const bell = async () =>
      (
        await reporter.client.graphql<{
          notifications: {
            senderId: number;
            kind: string;
            relatedItemId: number | null;
            notice: { kind: string; params: { itemTitle: string; outcome: string | null } } | null;
          }[];
        }>(
          '{ notifications(first: 5) { senderId kind relatedItemId notice { kind params { itemTitle outcome } } } }',
        )
      ).body.data?.notifications ?? [];
    await expect.poll(bell, { timeout: 10_000 }).toEqual([
      {
        senderId: admin.id,
        kind: 'SYSTEM',
        relatedItemId: item.id,
        notice: {
          kind: 'REPORT_RESOLVED',
          params: { itemTitle: 'Suspicious drone bundle deal', outcome: 'hide_listing' },
        },
      },
    ]);

    // Resolved once: a second decision is a conflict and changes nothing.
    expect((await resolve(filed.body.id, 'dismiss')).status).toBe(409);
    expect(await auditRows('report.dismiss', filed.body.id)).toHaveLength(0);
  });

  it('lock_member locks the member (who can no longer sign in), audited', async () => {
    const reporter = await signedInMember(stack);
    const reported = await signedInMember(stack);
    const filed = await report(reporter, { targetType: 'user', targetId: reported.id, reason: 'harassment' });
    expect((await resolve(filed.body.id, 'hide_listing')).status).toBe(400);
    const done = await resolve(filed.body.id, 'lock_member');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [row] = await rows<{ is_locked: boolean }>('select is_locked from users where id = ?', [
      reported.id,
    ]);
    expect(row!.is_locked).toBe(true);
    // Their session ended with the lock.
    expect((await reported.client.request('GET', '/api/auth/me')).status).toBe(401);
    expect(await auditRows('report.lock_member', filed.body.id)).toHaveLength(1);
    expect(await auditRows('user.lock', reported.id)).toHaveLength(1);
  });

  it('warn mails the member a warning and dismiss changes nothing else, both audited, over GraphQL too', async () => {
    const reporter = await signedInMember(stack);
    const reported = await signedInMember(stack);
    const warned = await report(reporter, {
      targetType: 'user',
      targetId: reported.id,
      reason: 'inappropriate',
    });
    const res = await admin.client.graphql<{ resolveReport: { status: string; action: string } }>(
      'mutation ($id: Int!, $action: String!) { resolveReport(id: $id, action: $action) { status action } }',
      { id: warned.body.id, action: 'warn' },
    );
    expect(res.body.data?.resolveReport).toEqual({ status: 'resolved', action: 'warn' });
    const warning = await mailTo(reported, 'A warning about your KoalaRent account');
    expect(warning.text).toContain('http://localhost:4000/terms');
    expect(await auditRows('report.warn', warned.body.id)).toHaveLength(1);

    // The same reporter may report again once the first report is resolved.
    const second = await report(reporter, { targetType: 'user', targetId: reported.id, reason: 'other' });
    expect(second.status).toBe(201);
    expect((await resolve(second.body.id, 'dismiss')).status).toBe(200);
    expect(await auditRows('report.dismiss', second.body.id)).toHaveLength(1);
    const [row] = await rows<{ is_locked: boolean }>('select is_locked from users where id = ?', [
      reported.id,
    ]);
    expect(row!.is_locked).toBe(false);
  });
});

const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;

async function wsSend(socket: WsClient, receiverId: number, content: string) {
  return new Promise<{ errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>(
    (resolve, reject) => {
      let result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] } = {};
      socket.subscribe(
        { query: SEND, variables: { input: { receiverId, content } } },
        {
          next: (value) => {
            result = value as typeof result;
          },
          error: (error) => {
            resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] });
          },
          complete: () => resolve(result),
        },
      );
      setTimeout(() => reject(new Error('no answer over graphql-ws')), 10_000);
    },
  );
}

describe('blocks', () => {
  it('refuse messages both ways over REST, GraphQL and graphql-ws, hide the blocked member’s messages, and lift on unblock', async () => {
    const me = await signedInMember(stack);
    const other = await signedInMember(stack);
    const before = await other.client.request('POST', '/api/messages', {
      receiverId: me.id,
      content: 'Hello there',
    });
    expect(before.status).toBe(200);

    const blocked = await me.client.request('POST', '/api/blocks', { userId: other.id });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    expect((await me.client.request('POST', '/api/blocks', { userId: other.id })).status).toBe(201);
    expect((await me.client.request('POST', '/api/blocks', { userId: me.id })).status).toBe(403);
    expect((await me.client.request('POST', '/api/blocks', { userId: 999_999 })).status).toBe(404);
    expect((await me.client.request('POST', '/api/blocks', { userId: 'x' })).status).toBe(400);
    const list = await me.client.request<{ userId: number }[]>('GET', '/api/blocks');
    expect(list.body.map((b) => b.userId)).toEqual([other.id]);

    // REST, both directions.
    const rest = await other.client.request<ErrorJson>('POST', '/api/messages', {
      receiverId: me.id,
      content: 'Hi?',
    });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/blocked/);
    expect(
      (await me.client.request('POST', '/api/messages', { receiverId: other.id, content: 'Hi' })).status,
    ).toBe(403);
    // GraphQL.
    const gql = await other.client.graphql(SEND, { input: { receiverId: me.id, content: 'Hi?' } });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // graphql-ws.
    const { ws } = await openSocket(stack, { cookie: other.client.cookieHeader });
    try {
      const overSocket = await wsSend(ws, me.id, 'Hi over the socket');
      expect(overSocket.errors?.[0]?.message).toMatch(/blocked/);
    } finally {
      await ws.dispose();
    }
    const [sentRows] = await rows<{ n: number }>(
      'select count(*)::int as n from messages where sender_id = ? and receiver_id = ?',
      [other.id, me.id],
    );
    expect(sentRows!.n).toBe(1);

    // The blocked member's earlier message no longer shows.
    const thread = await me.client.request<{ content: string }[]>(
      'GET',
      `/api/messages/conversation/${me.id}/${other.id}`,
    );
    expect(thread.status).toBe(200);
    expect(thread.body).toEqual([]);
    const unread = await me.client.graphql<{ unreadMessageCount: number }>('query { unreadMessageCount }');
    expect(unread.body.data?.unreadMessageCount).toBe(0);

    const lifted = await me.client.request('DELETE', `/api/blocks/${other.id}`);
    expect(lifted.status).toBe(200);
    expect((await me.client.request('DELETE', `/api/blocks/${other.id}`)).status).toBe(404);
    expect(
      (await other.client.request('POST', '/api/messages', { receiverId: me.id, content: 'Back again' }))
        .status,
    ).toBe(200);
    const after = await me.client.request<{ content: string }[]>(
      'GET',
      `/api/messages/conversation/${me.id}/${other.id}`,
    );
    expect(after.body.map((m) => m.content)).toEqual(['Hello there', 'Back again']);
  });

  it('refuse bookings across a block over REST and GraphQL (403), either way, until unblocked', async () => {
    const owner = await signedInMember(stack);
    const renter = await signedInMember(stack);
    const item = (await publicItem(stack, owner, admin)) as unknown as PricedItem;
    const body = bookingBody(item, day(10), day(12));

    // The owner blocks the renter.
    expect(
      (await owner.client.graphql('mutation ($u: Int!) { blockUser(userId: $u) }', { u: renter.id })).status,
    ).toBe(200);
    const rest = await restRequest(renter, body);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe("You cannot book this member's items: one of you has blocked the other.");
    const gql = await gqlRequest(renter, body);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [count] = await rows<{ n: number }>('select count(*)::int as n from bookings where renter_id = ?', [
      renter.id,
    ]);
    expect(count!.n).toBe(0);

    // The renter's own block refuses too.
    await owner.client.graphql('mutation ($u: Int!) { unblockUser(userId: $u) }', { u: renter.id });
    await renter.client.request('POST', '/api/blocks', { userId: owner.id });
    expect((await restRequest(renter, body)).status).toBe(403);

    await renter.client.request('DELETE', `/api/blocks/${owner.id}`);
    const booked = await restRequest(renter, body);
    expect([200, 201], JSON.stringify(booked.body)).toContain(booked.status);
  });
});
