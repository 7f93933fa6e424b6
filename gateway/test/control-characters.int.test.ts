import { controlCharacterMessage } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 20 §3: a NUL (or another control character) anywhere a string reaches PostgreSQL is the caller's 400 naming
 * the field, on both doors, never the 503 a failed statement used to answer.
 */
let stack: TestStack;
let member: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  stack = await startStack();
  [member, other, admin] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInAdmin(stack),
  ]);
});
afterAll(async () => {
  await stack?.stop();
});

interface Refusal {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}

type Who = 'anonymous' | 'member' | 'admin';

interface RestCase {
  who: Who;
  method: string;
  /** A function when it names an id known only once the members exist. */
  path: string | (() => string);
  body?: () => unknown;
  field: string;
}

const NUL = '\u0000';

const REST: RestCase[] = [
  { who: 'anonymous', method: 'GET', path: '/api/items?category=%00', field: 'category' },
  { who: 'anonymous', method: 'GET', path: '/api/items?location=%00', field: 'location' },
  { who: 'anonymous', method: 'GET', path: '/api/items?search=tent%00', field: 'search' },
  // U+0085 (NEL), a C1 control, and U+0007 (BEL), another C0 one.
  { who: 'anonymous', method: 'GET', path: '/api/items?category=%C2%85', field: 'category' },
  { who: 'anonymous', method: 'GET', path: '/api/items?location=Sydney%07', field: 'location' },
  { who: 'anonymous', method: 'GET', path: '/api/places/suggest?q=Syd%00', field: 'query' },
  {
    who: 'anonymous',
    method: 'POST',
    path: '/api/auth/login',
    body: () => ({ email: `a${NUL}@example.com`, password: 'secret123' }),
    field: 'email',
  },
  {
    who: 'anonymous',
    method: 'POST',
    path: '/api/auth/register',
    body: () => ({
      fullName: `Null${NUL}Person`,
      username: 'nullperson',
      email: 'null.person@example.com',
      password: 'secret123',
    }),
    field: 'fullName',
  },
  {
    who: 'member',
    method: 'PUT',
    path: () => `/api/users/${member.id}`,
    body: () => ({ fullName: `Name${NUL}`, phone: null }),
    field: 'fullName',
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/items',
    body: () => ({
      title: `Camera${NUL} for hire`,
      description: 'A description long enough for the listing form.',
      category: 'Cameras',
      currency: 'USD',
      pricePerDay: 10,
      securityDeposit: 0,
      location: 'Sydney',
      quantity: 1,
      images: ['/uploads/none/800.webp'],
    }),
    field: 'title',
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/messages',
    body: () => ({ receiverId: other.id, content: `hello${NUL}` }),
    field: 'content',
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/bookings',
    body: () => ({
      itemId: 1,
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      totalPrice: 10,
      deliveryOption: 'pickup',
      deliveryAddress: null,
      paymentMethod: 1,
      message: `see you\u001b[31m`,
    }),
    field: 'message',
  },
  { who: 'admin', method: 'GET', path: '/api/admin/users?search=%00', field: 'search' },
];

function clientOf(who: Who): Client {
  if (who === 'member') return member.client;
  if (who === 'admin') return admin.client;
  return new Client(stack.baseUrl);
}

interface GraphqlCase {
  name: string;
  who: Who;
  query: string;
  variables?: () => Record<string, unknown>;
  field: string;
}

const GRAPHQL: GraphqlCase[] = [
  {
    name: 'a variable input field',
    who: 'anonymous',
    query: 'query Items($f: ItemFilter) { items(filter: $f) { totalCount } }',
    variables: () => ({ f: { location: NUL } }),
    field: 'location',
  },
  {
    name: 'an escaped NUL in a string literal',
    who: 'anonymous',
    query: '{ items(filter: { search: "tent\\u0000" }) { totalCount } }',
    field: 'search',
  },
  {
    name: 'a string variable no contract reads',
    who: 'anonymous',
    query: 'query Places($q: String!) { placeSuggestions(query: $q) { label } }',
    variables: () => ({ q: `Syd${NUL}` }),
    field: 'q',
  },
  {
    name: 'a message',
    who: 'member',
    query: 'mutation Send($i: SendMessageInput!) { sendMessage(input: $i) { id } }',
    variables: () => ({ i: { receiverId: other.id, content: `hi${NUL}` } }),
    field: 'content',
  },
  {
    name: "an admin's search",
    who: 'admin',
    query: 'query Users($s: String) { adminUsers(search: $s, first: 5) { totalCount } }',
    variables: () => ({ s: `${NUL}` }),
    field: 's',
  },
];

describe('control characters are refused with a 400 naming the field', () => {
  it.each(REST.map((c) => [`${c.method} ${typeof c.path === 'string' ? c.path : c.field}`, c] as const))(
    'REST %s',
    async (_, c) => {
      const path = typeof c.path === 'string' ? c.path : c.path();
      const res = await clientOf(c.who).request<Refusal>(c.method, path, c.body?.());
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors).toEqual({ [c.field]: controlCharacterMessage(c.field) });
      expect(res.body.message).toBe(controlCharacterMessage(c.field));
    },
  );

  it.each(GRAPHQL.map((c) => [c.name, c] as const))('GraphQL: %s', async (_, c) => {
    const res = await clientOf(c.who).graphql(c.query, c.variables?.() ?? {});
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: controlCharacterMessage(c.field),
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: 'VALIDATION_FAILED',
        fieldErrors: { [c.field]: controlCharacterMessage(c.field) },
      },
    });
  });
});

describe('ordinary text still passes', () => {
  it('tab and newline pass a search; a message typed with CRLF is stored with LF', async () => {
    expect((await new Client(stack.baseUrl).request('GET', '/api/items?search=a%09b%0Ac')).status).toBe(200);
    const sent = await member.client.request<{ content: string }>('POST', '/api/messages', {
      receiverId: other.id,
      content: 'line one\r\nline two\rline three\twith a tab',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.content).toBe('line one\nline two\nline three\twith a tab');
  });
});
