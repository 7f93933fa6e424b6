import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 25 §6 through both doors of a real gateway: the VAPID public key (made once, in the data folder), and a
 * browser's push subscription registered and forgotten over REST and GraphQL, for a signed-in member only, with
 * one clear refusal for a subscription no browser would make.
 */

let stack: TestStack;
let dataDir: string;
let member: Member;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'koala-gw-push-'));
  stack = await startStack({ DATA_DIR: dataDir });
  member = await signedInMember(stack);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('push subscriptions', () => {
  it('answers the one VAPID public key to anyone, over REST and GraphQL', async () => {
    const anonymous = new Client(stack.baseUrl);
    const rest = await anonymous.request<{ publicKey: string }>('GET', '/api/push/public-key');
    expect(rest.status).toBe(200);
    expect(rest.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const gql = await anonymous.graphql<{ pushPublicKey: string }>('{ pushPublicKey }');
    expect(gql.body.data?.pushPublicKey).toBe(rest.body.publicKey);
  });

  it('registers and forgets a subscription over REST, for a signed-in member', async () => {
    const sub = subscription();
    expect((await new Client(stack.baseUrl).request('POST', '/api/push-subscriptions', sub)).status).toBe(
      401,
    );
    const created = await member.client.request('POST', '/api/push-subscriptions', sub);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true });
    // The same browser again: its keys are updated, still one subscription.
    expect((await member.client.request('POST', '/api/push-subscriptions', sub)).status).toBe(201);
    const removed = await member.client.request('DELETE', '/api/push-subscriptions', {
      endpoint: sub.endpoint,
    });
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    const again = await member.client.request('DELETE', '/api/push-subscriptions', {
      endpoint: sub.endpoint,
    });
    expect(again).toMatchObject({ status: 200, body: { success: false } });
  });

  it('refuses a subscription no browser would make with one clear message, storing nothing', async () => {
    const sub = subscription();
    for (const body of [
      { endpoint: sub.endpoint },
      { ...sub, endpoint: 'http://push.example.com/x' },
      { ...sub, keys: { p256dh: sub.keys.p256dh, auth: 'short' } },
      { ...sub, endpoint: 42 },
    ]) {
      const res = await member.client.request<{ message: string }>('POST', '/api/push-subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('This is not a valid push subscription.');
    }
    const gql = await member.client.graphql(
      'mutation ($input: PushSubscriptionInput!) { subscribePush(input: $input) }',
      { input: { ...sub, keys: { ...sub.keys, p256dh: 'AAAA' } } },
    );
    expect(gql.body.errors?.[0]?.message).toBe('This is not a valid push subscription.');
    expect(
      (await member.client.request('DELETE', '/api/push-subscriptions', { endpoint: sub.endpoint })).body,
    ).toEqual({ success: false });
  });

  it('registers and forgets over GraphQL too', async () => {
    const sub = subscription();
    const on = await member.client.graphql<{ subscribePush: boolean }>(
      'mutation ($input: PushSubscriptionInput!) { subscribePush(input: $input) }',
      { input: sub },
    );
    expect(on.body.data?.subscribePush).toBe(true);
    const off = await member.client.graphql<{ unsubscribePush: boolean }>(
      'mutation ($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }',
      { endpoint: sub.endpoint },
    );
    expect(off.body.data?.unsubscribePush).toBe(true);
  });
});
