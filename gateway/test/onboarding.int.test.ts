import { OnboardingMessages } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ItemJson,
  listItem,
  type Member,
  publicItem,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let member: Member;
let owner: Member;
let admin: Member;
let anon: Client;

beforeAll(async () => {
  stack = await startStack();
  [member, owner, admin] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInAdmin(stack),
  ]);
  anon = new Client(stack.baseUrl);
});
afterAll(async () => {
  await stack?.stop();
});

interface StateJson {
  completed: boolean;
  skipped: boolean;
  completedAt: string | null;
  answers: Record<string, unknown> | null;
}

interface ErrorJson {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}

const STATE_GQL =
  'completed skipped completedAt answers { primaryGoal preferredCategories interests budgetMin budgetMax experience location communicationStyle availability }';

const ANSWERS = {
  primaryGoal: 'rent',
  preferredCategories: ['cameras', 'sports'],
  interests: ['Photography', 'Travel'],
  budgetMin: 20,
  budgetMax: 60,
  experience: 'beginner',
  location: 'Sydney',
  communicationStyle: 'friendly',
  availability: ['Weekends'],
};

const NOT_ONBOARDED = { completed: false, skipped: false, completedAt: null, answers: null };

describe('onboarding over REST and GraphQL', () => {
  it('asks a signed-out visitor to sign in on every call', async () => {
    expect((await anon.request('GET', '/api/users/me/onboarding')).status).toBe(401);
    expect((await anon.request('PUT', '/api/users/me/onboarding', { answers: ANSWERS })).status).toBe(401);
    expect((await anon.request('PUT', '/api/users/me/onboarding', { skipped: true })).status).toBe(401);
    expect((await anon.request('DELETE', '/api/users/me/onboarding')).status).toBe(401);
    expect((await anon.request('GET', '/api/recommendations')).status).toBe(401);
    for (const document of [
      `query { myOnboarding { completed } }`,
      `query { recommendations { key } }`,
      `mutation { skipOnboarding { completed } }`,
      `mutation { resetOnboarding { completed } }`,
    ]) {
      const res = await anon.graphql(document);
      expect(res.body.errors?.[0]?.extensions?.code, document).toBe('UNAUTHENTICATED');
    }
    const complete = await anon.graphql(
      `mutation($a: OnboardingAnswersInput!) { completeOnboarding(answers: $a) { completed } }`,
      { a: ANSWERS },
    );
    expect(complete.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('completes, follows the member to another browser, skips and resets', async () => {
    const me = await signedInMember(stack);
    expect((await me.client.request('GET', '/api/users/me/onboarding')).body).toEqual(NOT_ONBOARDED);
    expect((await me.client.request('GET', '/api/recommendations')).body).toEqual([]);

    const put = await me.client.request<StateJson>('PUT', '/api/users/me/onboarding', {
      answers: { ...ANSWERS, location: '  Sydney ', interests: ['Travel', 'Photography', 'Travel'] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ completed: true, skipped: false, answers: ANSWERS });
    expect(Number.isNaN(Date.parse(put.body.completedAt!))).toBe(false);

    // Another browser: a new session of the same member sees the same answers.
    const elsewhere = new Client(stack.baseUrl);
    const email = (await me.client.request<{ email: string }>('GET', '/api/auth/me')).body.email;
    expect(
      (await elsewhere.request('POST', '/api/auth/login', { email, password: 'secret123' })).status,
    ).toBe(200);
    const gql = await elsewhere.graphql<{ myOnboarding: StateJson }>(
      `query { myOnboarding { ${STATE_GQL} } }`,
    );
    expect(gql.body.data?.myOnboarding).toEqual(put.body);

    const skipped = await me.client.request<StateJson>('PUT', '/api/users/me/onboarding', { skipped: true });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ completed: true, skipped: true, answers: null });
    expect((await elsewhere.request('GET', '/api/users/me/onboarding')).body).toEqual(skipped.body);
    expect((await me.client.request('GET', '/api/recommendations')).body).toEqual([]);

    const reset = await me.client.request('DELETE', '/api/users/me/onboarding');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(NOT_ONBOARDED);
    expect((await elsewhere.request('GET', '/api/users/me/onboarding')).body).toEqual(NOT_ONBOARDED);

    // The same three through GraphQL.
    const completed = await me.client.graphql<{ completeOnboarding: StateJson }>(
      `mutation($a: OnboardingAnswersInput!) { completeOnboarding(answers: $a) { ${STATE_GQL} } }`,
      { a: ANSWERS },
    );
    expect(completed.body.data?.completeOnboarding).toMatchObject({ completed: true, answers: ANSWERS });
    const skip = await me.client.graphql<{ skipOnboarding: StateJson }>(
      `mutation { skipOnboarding { ${STATE_GQL} } }`,
    );
    expect(skip.body.data?.skipOnboarding).toMatchObject({ completed: true, skipped: true, answers: null });
    const cleared = await me.client.graphql<{ resetOnboarding: StateJson }>(
      `mutation { resetOnboarding { ${STATE_GQL} } }`,
    );
    expect(cleared.body.data?.resetOnboarding).toEqual(NOT_ONBOARDED);
  });

  it('refuses bad answers with VALIDATION_FAILED and the field, and changes nothing', async () => {
    const me = await signedInMember(stack);
    const kept = await me.client.request<StateJson>('PUT', '/api/users/me/onboarding', { answers: ANSWERS });
    expect(kept.status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ budgetMin: 5 }, 'budgetMin', OnboardingMessages.budget],
      [{ budgetMax: 600 }, 'budgetMax', OnboardingMessages.budget],
      [{ budgetMax: 2 ** 40 }, 'budgetMax', OnboardingMessages.budget],
      [{ budgetMin: 25 }, 'budgetMin', OnboardingMessages.budgetStep],
      [{ budgetMin: 20.5 }, 'budgetMin', OnboardingMessages.budgetStep],
      [{ budgetMin: 'lots' }, 'budgetMin', OnboardingMessages.budget],
      [{ budgetMin: 100, budgetMax: 50 }, 'budgetMin', OnboardingMessages.budgetOrder],
      [{ primaryGoal: 'borrow' }, 'primaryGoal', OnboardingMessages.choice],
      [{ experience: 7 }, 'experience', OnboardingMessages.choice],
      [{ communicationStyle: undefined }, 'communicationStyle', OnboardingMessages.choice],
      [{ preferredCategories: ['boats'] }, 'preferredCategories', OnboardingMessages.choice],
      [{ interests: 'Travel' }, 'interests', OnboardingMessages.choice],
      [{ availability: [3] }, 'availability', OnboardingMessages.choice],
      [{ location: 'x'.repeat(201) }, 'location', OnboardingMessages.locationMax],
    ];
    for (const [override, field, message] of cases) {
      const res = await me.client.request<ErrorJson>('PUT', '/api/users/me/onboarding', {
        answers: { ...ANSWERS, ...override },
      });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors?.[field], JSON.stringify(override)).toBe(message);
    }
    for (const body of [{}, { answers: 'all of them' }, { skipped: false }, { skipped: 'yes' }]) {
      const res = await me.client.request<ErrorJson>('PUT', '/api/users/me/onboarding', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const gql = await me.client.graphql(
      `mutation($a: OnboardingAnswersInput!) { completeOnboarding(answers: $a) { completed } }`,
      { a: { ...ANSWERS, budgetMin: 300, budgetMax: 200 } },
    );
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'VALIDATION_FAILED',
      fieldErrors: { budgetMin: OnboardingMessages.budgetOrder },
    });
    expect((await me.client.request('GET', '/api/users/me/onboarding')).body).toEqual(kept.body);
  });

  it("recommends public items in the §9 groups, presented like other items, never the member's own", async () => {
    const camera = await publicItem(stack, owner, admin, {
      title: 'Compact camera for travel',
      category: 'Cameras',
      pricePerDay: 40,
      location: 'Sydney',
    });
    const tent = await publicItem(stack, owner, admin, {
      title: 'Two person hiking tent',
      category: 'Outdoor',
      pricePerDay: 55,
      location: 'Melbourne',
    });
    const pricey = await publicItem(stack, owner, admin, {
      title: 'Cinema camera rig',
      category: 'Tools',
      pricePerDay: 400,
      location: 'Perth',
    });
    const own = await publicItem(stack, member, admin, {
      title: 'My own camera in Sydney',
      category: 'Cameras',
      pricePerDay: 40,
      location: 'Sydney',
    });
    const pending = await listItem(stack, owner, {
      title: 'Pending camera in Sydney',
      category: 'Cameras',
      pricePerDay: 40,
      location: 'Sydney',
    });
    await member.client.request('POST', '/api/favorites', { itemId: tent.id });
    const put = await member.client.request('PUT', '/api/users/me/onboarding', { answers: ANSWERS });
    expect(put.status).toBe(200);

    const rest = await member.client.request<{ key: string; items: ItemJson[] }[]>(
      'GET',
      '/api/recommendations',
    );
    expect(rest.status).toBe(200);
    const ids = Object.fromEntries(rest.body.map((g) => [g.key, g.items.map((i) => i.id)]));
    expect(rest.body.map((g) => g.key)).toEqual([
      'budget',
      'categories',
      'experience',
      'location',
      'trending',
    ]);
    expect(ids.budget).toEqual(expect.arrayContaining([camera.id, tent.id]));
    expect(ids.categories).toEqual(expect.arrayContaining([camera.id, tent.id]));
    expect(ids.experience).toEqual(expect.arrayContaining([camera.id]));
    expect(ids.experience).not.toContain(tent.id);
    expect(ids.location).toEqual([camera.id]);
    expect(ids.trending?.[0]).toBe(pricey.id);
    for (const group of rest.body) {
      expect(group.items.length).toBeLessThanOrEqual(4);
      for (const item of group.items) {
        expect(item.id).not.toBe(own.id);
        expect(item.id).not.toBe(pending.id);
      }
    }
    const shown = rest.body.find((g) => g.key === 'location')!.items[0]!;
    expect(shown).toMatchObject({
      id: camera.id,
      title: 'Compact camera for travel',
      category: 'Cameras',
      pricePerDay: 40,
      approvalStatus: 'approved',
      owner: { id: owner.id, username: owner.username },
      isFavorite: false,
    });
    const favourite = rest.body.find((g) => g.key === 'budget')!.items.find((i) => i.id === tent.id)!;
    expect(favourite.isFavorite).toBe(true);

    const gql = await member.client.graphql<{
      recommendations: { key: string; items: { id: number; owner: { username: string } }[] }[];
    }>('query { recommendations { key items { id owner { username } isFavorite } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data?.recommendations.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual(
      rest.body.map((g) => [g.key, g.items.map((i) => i.id)]),
    );
  });
});
