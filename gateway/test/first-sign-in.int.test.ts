import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id firstSignIn } }`;

describe("the sign-in answer says whether it is the member's first", () => {
  it('is true on the first sign-in only, over REST and GraphQL alike', async () => {
    const member = await makeVerifiedUser(stack);
    const first = await new Client(stack.baseUrl).request<{ id: number; firstSignIn: boolean }>(
      'POST',
      '/api/auth/login',
      member,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: member.id, firstSignIn: true });

    const again = await new Client(stack.baseUrl).graphql<{ login: { id: number; firstSignIn: boolean } }>(
      LOGIN,
      { input: { email: member.email, password: member.password } },
    );
    expect(again.body.data?.login).toEqual({ id: member.id, firstSignIn: false });
  });

  it('answers null outside the sign-in answers', async () => {
    const member = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    expect((await client.request('POST', '/api/auth/login', member)).status).toBe(200);
    const me = await client.graphql<{ me: { firstSignIn: boolean | null } }>('{ me { firstSignIn } }');
    expect(me.body.data?.me).toEqual({ firstSignIn: null });
  });
});
