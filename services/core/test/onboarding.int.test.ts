import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  completeOnboarding,
  coreEntities,
  createOrm,
  DomainError,
  type EntityManager,
  myOnboarding,
  ONBOARDING_DEFAULTS,
  type OnboardingAnswersInput,
  OnboardingMessages,
  type Orm,
  type RecommendationGroupRecord,
  recommendationsFor,
  resetOnboarding,
  skipOnboarding,
} from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

let orm: Orm;
let drop: () => Promise<void>;
let em: EntityManager;

/** viewer: the member asking; owner and other list items; locked's items are out of public view. */
const users = { viewer: 0, owner: 0, other: 0, locked: 0 };
const categories: Record<string, number> = {};

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(text, params);
}

async function makeUser(name: string, locked = false): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'insert into users (username, full_name, email, is_locked) values (?, ?, ?, ?) returning id',
    [name, `${name} Tester`, `${name}@example.com`, locked],
  );
  return row!.id;
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 4 });
  em = orm.em.fork();
  users.viewer = await makeUser('viewer');
  users.owner = await makeUser('owner');
  users.other = await makeUser('other');
  users.locked = await makeUser('locked', true);
  for (const row of await sql<{ id: number; name: string }>('select id, name from categories'))
    categories[row.name] = row.id;
});

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

const viewer = () => ({ id: users.viewer, role: 'user' as const });

/** Valid answers: the §4 defaults plus what a test overrides. */
function answers(overrides: Partial<Record<keyof OnboardingAnswersInput, unknown>> = {}) {
  return { ...ONBOARDING_DEFAULTS, location: '', ...overrides };
}

async function domainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('onboarding commands', () => {
  beforeEach(async () => {
    await sql('delete from onboarding_answers');
  });

  it('starts without a marker, and Complete stores the answers (trimmed, repeats dropped, in the spec order)', async () => {
    expect(await myOnboarding(em, viewer())).toEqual({
      completed: false,
      skipped: false,
      completedAt: null,
      answers: null,
    });
    const before = Date.now();
    const state = await completeOnboarding(
      em,
      viewer(),
      answers({
        primaryGoal: 'rent',
        preferredCategories: ['tools', 'cameras', 'tools'],
        interests: ['Travel', 'Photography', 'Travel'],
        budgetMin: 10,
        budgetMax: 500,
        experience: 'expert',
        location: '  Sydney  ',
        communicationStyle: 'formal',
        availability: ['Weekends', 'Weekdays'],
      }),
    );
    const stored = {
      primaryGoal: 'rent',
      preferredCategories: ['cameras', 'tools'],
      interests: ['Photography', 'Travel'],
      budgetMin: 10,
      budgetMax: 500,
      experience: 'expert',
      location: 'Sydney',
      communicationStyle: 'formal',
      availability: ['Weekdays', 'Weekends'],
    };
    expect(state).toMatchObject({ completed: true, skipped: false, answers: stored });
    expect(state.completedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await myOnboarding(em, viewer())).toEqual(state);
  });

  it('Complete again replaces the answers in the one row', async () => {
    await completeOnboarding(em, viewer(), answers({ interests: ['Gaming'] }));
    const second = await completeOnboarding(
      em,
      viewer(),
      answers({ interests: [], location: 'Perth', experience: 'intermediate' }),
    );
    expect(second.answers).toMatchObject({ interests: [], location: 'Perth', experience: 'intermediate' });
    const rows = await sql('select * from onboarding_answers where user_id = ?', [users.viewer]);
    expect(rows).toHaveLength(1);
  });

  it('refuses bad answers with the field and its message, and changes nothing', async () => {
    const kept = await completeOnboarding(em, viewer(), answers({ location: 'Hobart' }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ budgetMin: 0 }, 'budgetMin', OnboardingMessages.budget],
      [{ budgetMax: 510 }, 'budgetMax', OnboardingMessages.budget],
      [{ budgetMin: 5 }, 'budgetMin', OnboardingMessages.budget],
      [{ budgetMin: 15 }, 'budgetMin', OnboardingMessages.budgetStep],
      [{ budgetMin: 20.5 }, 'budgetMin', OnboardingMessages.budgetStep],
      [{ budgetMin: Number.NaN }, 'budgetMin', OnboardingMessages.budget],
      [{ budgetMin: '50' }, 'budgetMin', OnboardingMessages.budget],
      [{ budgetMin: 300, budgetMax: 200 }, 'budgetMin', OnboardingMessages.budgetOrder],
      [{ primaryGoal: 'borrow' }, 'primaryGoal', OnboardingMessages.choice],
      [{ experience: 'Beginner' }, 'experience', OnboardingMessages.choice],
      [{ communicationStyle: '' }, 'communicationStyle', OnboardingMessages.choice],
      [{ preferredCategories: ['cameras', 'boats'] }, 'preferredCategories', OnboardingMessages.choice],
      [{ interests: ['Cooking', 'cooking'] }, 'interests', OnboardingMessages.choice],
      [{ availability: 'Weekends' }, 'availability', OnboardingMessages.choice],
      [{ availability: Array(29).fill('Weekends') }, 'availability', OnboardingMessages.choice],
      [{ location: 'x'.repeat(201) }, 'location', OnboardingMessages.locationMax],
    ];
    for (const [override, field, message] of cases) {
      const error = await domainError(completeOnboarding(em, viewer(), answers(override)));
      expect(error.code, JSON.stringify(override)).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors?.[field], JSON.stringify(override)).toBe(message);
    }
    expect((await domainError(completeOnboarding(em, viewer(), null))).code).toBe('VALIDATION_FAILED');
    expect(await myOnboarding(em, viewer())).toEqual(kept);
    // 28 repeats of one option is still one choice.
    const repeated = await completeOnboarding(
      em,
      viewer(),
      answers({ availability: Array(28).fill('Weekends'), location: 'x'.repeat(200) }),
    );
    expect(repeated.answers?.availability).toEqual(['Weekends']);
  });

  it('Skip stores only the marker (earlier answers removed); Reset removes both', async () => {
    await completeOnboarding(em, viewer(), answers({ location: 'Darwin' }));
    const skipped = await skipOnboarding(em, viewer());
    expect(skipped).toMatchObject({ completed: true, skipped: true, answers: null });
    expect(skipped.completedAt).toBeInstanceOf(Date);
    expect(await myOnboarding(em, viewer())).toEqual(skipped);
    const [row] = await sql<Record<string, unknown>>('select * from onboarding_answers where user_id = ?', [
      users.viewer,
    ]);
    expect(row).toMatchObject({ skipped: true, primary_goal: null, location: null, interests: null });
    expect(await recommendationsFor(em, viewer())).toEqual([]);

    const reset = await resetOnboarding(em, viewer());
    expect(reset).toEqual({ completed: false, skipped: false, completedAt: null, answers: null });
    expect(await myOnboarding(em, viewer())).toEqual(reset);
    expect(await sql('select 1 from onboarding_answers where user_id = ?', [users.viewer])).toEqual([]);
    // Resetting twice is fine; completing after a skip stores answers again.
    expect((await resetOnboarding(em, viewer())).completed).toBe(false);
    await skipOnboarding(em, viewer());
    expect((await completeOnboarding(em, viewer(), answers())).answers).not.toBeNull();
  });

  it('keeps each member to their own row, and drops it with the member', async () => {
    const gone = await makeUser('gone');
    await completeOnboarding(em, { id: gone }, answers({ location: 'Alice Springs' }));
    await completeOnboarding(em, viewer(), answers({ location: 'Cairns' }));
    expect((await myOnboarding(em, { id: gone })).answers?.location).toBe('Alice Springs');
    expect((await myOnboarding(em, viewer())).answers?.location).toBe('Cairns');
    await sql('delete from users where id = ?', [gone]);
    expect(await sql('select 1 from onboarding_answers where user_id = ?', [gone])).toEqual([]);
    // A session that outlived its member: 401, not a foreign-key failure.
    expect((await domainError(completeOnboarding(em, { id: gone }, answers()))).code).toBe('UNAUTHENTICATED');
    expect((await domainError(skipOnboarding(em, { id: gone }))).code).toBe('UNAUTHENTICATED');
  });

  it('the table refuses half-filled rows and budgets off the slider, whoever writes them', async () => {
    await expect(
      sql('insert into onboarding_answers (user_id, skipped, primary_goal) values (?, true, ?)', [
        users.viewer,
        'rent',
      ]),
    ).rejects.toThrow(/onboarding_answers_shape/);
    await expect(
      sql('insert into onboarding_answers (user_id, skipped) values (?, false)', [users.viewer]),
    ).rejects.toThrow(/onboarding_answers_shape/);
    const full = (min: number, max: number) =>
      sql(
        `insert into onboarding_answers (user_id, skipped, primary_goal, preferred_categories, interests, budget_min,
           budget_max, experience, location, communication_style, availability)
         values (?, false, 'rent', '[]', '[]', ?, ?, 'beginner', '', 'formal', '[]')`,
        [users.viewer, min, max],
      );
    await expect(full(0, 100)).rejects.toThrow(/onboarding_answers_budget_range/);
    await expect(full(100, 510)).rejects.toThrow(/onboarding_answers_budget_range/);
    await expect(full(200, 100)).rejects.toThrow(/onboarding_answers_budget_range/);
    await expect(full(15, 100)).rejects.toThrow(/onboarding_answers_budget_range/);
    await expect(full(10, 500)).resolves.toBeDefined();
  });
});

interface Seed {
  title?: string;
  category?: string;
  owner?: keyof typeof users;
  currency?: string;
  price: number;
  location?: string;
  status?: 'approved' | 'pending' | 'rejected';
  availability?: boolean;
  rating?: number;
  createdAt?: string;
}

let seedCount = 0;
/** Replaces every item with these (keyed by name): each test builds the catalog its rule needs. */
async function world(seeds: Record<string, Seed>): Promise<(ids: number[]) => string[]> {
  await sql('delete from items');
  const names = new Map<number, string>();
  for (const [name, s] of Object.entries(seeds)) {
    seedCount += 1;
    const [row] = await sql<{ id: number }>(
      `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, location,
         approval_status, availability, average_rating, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        s.title ?? `Item ${name}`,
        'A test item with a long enough description.',
        categories[s.category ?? 'Tools'],
        users[s.owner ?? 'owner'],
        s.currency ?? 'USD',
        Math.round(s.price * 100),
        s.location ?? 'Local Pickup',
        s.status ?? 'approved',
        s.availability ?? true,
        s.rating ?? 0,
        s.createdAt ?? new Date(Date.UTC(2026, 0, 1) + seedCount * 60_000).toISOString(),
      ],
    );
    names.set(row!.id, name);
  }
  return (ids) => ids.map((id) => names.get(id) ?? `#${id}`);
}

async function recommend(overrides: Partial<Record<keyof OnboardingAnswersInput, unknown>>) {
  await completeOnboarding(em, viewer(), answers(overrides));
  return recommendationsFor(em, viewer());
}

function group(groups: RecommendationGroupRecord[], key: string) {
  return groups.find((g) => g.key === key)?.items.map((i) => i.id);
}

/** Items that match every rule but that the viewer must never be recommended. */
const HIDDEN: Record<string, Seed> = {
  own: { owner: 'viewer', price: 40, category: 'Cameras', location: 'Sydney', title: 'Pro own camera' },
  pending: { status: 'pending', price: 40, category: 'Cameras', location: 'Sydney', title: 'Pro pending' },
  rejected: { status: 'rejected', price: 40, category: 'Cameras', location: 'Sydney', title: 'Pro rejected' },
  unavailable: { availability: false, price: 40, category: 'Cameras', location: 'Sydney', title: 'Pro away' },
  lockedOwner: { owner: 'locked', price: 40, category: 'Cameras', location: 'Sydney', title: 'Pro locked' },
};
/** The same, priced to top the Trending list. */
const HIDDEN_PRICEY: Record<string, Seed> = Object.fromEntries(
  Object.entries(HIDDEN).map(([name, seed]) => [`${name}Pricey`, { ...seed, price: 9000 }]),
);

describe('recommendations (spec §9)', () => {
  beforeEach(async () => {
    await sql('delete from onboarding_answers');
  });

  it('has no groups without answers: never completed, or skipped', async () => {
    await world({ a: { price: 40 } });
    expect(await recommendationsFor(em, viewer())).toEqual([]);
    await skipOnboarding(em, viewer());
    expect(await recommendationsFor(em, viewer())).toEqual([]);
  });

  it('answers the five groups in the contract order, at most 4 items each, as full item records', async () => {
    await world({
      ...Object.fromEntries(
        Array.from({ length: 6 }, (_, n) => [
          `cam${n}`,
          { price: 40, category: 'Cameras', location: 'Sydney', title: `Camera ${n}` },
        ]),
      ),
    });
    const groups = await recommend({
      preferredCategories: ['cameras'],
      location: 'sydney',
      budgetMin: 10,
      budgetMax: 100,
    });
    expect(groups.map((g) => g.key)).toEqual(['budget', 'categories', 'experience', 'location', 'trending']);
    for (const g of groups) expect(g.items, g.key).toHaveLength(4);
    expect(groups[0]!.items[0]).toMatchObject({
      categoryName: 'Cameras',
      location: 'Sydney',
      ownerId: users.owner,
    });
    const keys = Object.keys(groups[0]!.items[0]!);
    for (const internal of ['g', 'r', 'priceUsdCents']) expect(keys).not.toContain(internal);
  });

  it('never recommends own, pending, rejected, unavailable or locked owners’ items, in any group', async () => {
    const names = await world({ ...HIDDEN, ...HIDDEN_PRICEY, visible: { price: 40, category: 'Cameras' } });
    const groups = await recommend({
      preferredCategories: ['cameras'],
      location: 'Sydney',
      experience: 'expert',
      budgetMin: 10,
      budgetMax: 500,
    });
    for (const g of groups) expect(names(g.items.map((i) => i.id)), g.key).toEqual(['visible']);
    // Only hidden items are in Sydney or have a 'pro' title, so those two groups are left out.
    expect(groups.map((g) => g.key)).toEqual(['budget', 'categories', 'trending']);
  });

  it('budget: the USD daily price within [min, max], both ends included, best rated then newest', async () => {
    const names = await world({
      below: { price: 19.99, rating: 5 },
      low: { price: 20, rating: 1 },
      eur: { currency: 'EUR', price: 55.2, rating: 2 }, // 60.00 USD
      aud: { currency: 'AUD', price: 91.2, rating: 2, createdAt: '2025-06-01T00:00:00Z' }, // 60.00 USD, older
      audAbove: { currency: 'AUD', price: 91.22, rating: 5 }, // 60.01 USD
      high: { price: 60, rating: 4 },
      above: { price: 60.01, rating: 5 },
      unrated: { price: 30 },
    });
    const groups = await recommend({ budgetMin: 20, budgetMax: 60 });
    expect(names(group(groups, 'budget')!)).toEqual(['high', 'eur', 'aud', 'low']);
    const wide = await recommend({ budgetMin: 10, budgetMax: 500 });
    expect(group(wide, 'budget')).toHaveLength(4);
    expect(names(group(wide, 'budget')!)).toEqual(['above', 'audAbove', 'below', 'high']);
  });

  it('categories: each onboarding id maps to its catalog categories; no choice or no mapping, no group', async () => {
    const names = await world({
      camera: { category: 'Cameras', price: 40 },
      bike: { category: 'Bicycles', price: 40 },
      tent: { category: 'Outdoor', price: 40 },
      console: { category: 'Gaming', price: 40 },
      speaker: { category: 'Electronics', price: 40 },
      drill: { category: 'Tools', price: 40 },
    });
    const pick = async (ids: string[]) =>
      names(group(await recommend({ preferredCategories: ids }), 'categories') ?? []).sort();
    expect(await pick(['cameras'])).toEqual(['camera']);
    expect(await pick(['vehicles'])).toEqual(['bike']);
    expect(await pick(['gaming'])).toEqual(['console']);
    expect(await pick(['music'])).toEqual(['speaker']);
    expect(await pick(['tools'])).toEqual(['drill']);
    expect(await pick(['sports'])).toEqual(['bike', 'tent']);
    expect(await pick(['sports', 'vehicles'])).toEqual(['bike', 'tent']);
    expect(await pick([])).toEqual([]);
    expect((await recommend({ preferredCategories: [] })).map((g) => g.key)).not.toContain('categories');
    // A catalog without the mapped category (an admin renamed it): that choice yields nothing.
    await sql(`update categories set name = 'Video Games' where name = 'Gaming'`);
    try {
      expect((await recommend({ preferredCategories: ['gaming'] })).map((g) => g.key)).not.toContain(
        'categories',
      );
      expect(await pick(['gaming', 'tools'])).toEqual(['drill']);
    } finally {
      await sql(`update categories set name = 'Gaming' where name = 'Video Games'`);
    }
  });

  it('categories: best rated first, then newest, at most 4', async () => {
    const names = await world({
      old5: { category: 'Outdoor', price: 40, rating: 5, createdAt: '2025-01-01T00:00:00Z' },
      new5: { category: 'Bicycles', price: 40, rating: 5, createdAt: '2025-02-01T00:00:00Z' },
      r4: { category: 'Outdoor', price: 40, rating: 4 },
      r3: { category: 'Outdoor', price: 40, rating: 3 },
      r2: { category: 'Outdoor', price: 40, rating: 2 },
    });
    const groups = await recommend({ preferredCategories: ['sports'] });
    expect(names(group(groups, 'categories')!)).toEqual(['new5', 'old5', 'r4', 'r3']);
  });

  it('experience beginner: USD price at most 50', async () => {
    const names = await world({
      p49: { price: 49.99 },
      p50: { price: 50 },
      eur46: { currency: 'EUR', price: 46 }, // 50.00 USD
      p5001: { price: 50.01 },
      gbp40: { currency: 'GBP', price: 40 }, // 51.28 USD
    });
    const groups = await recommend({ experience: 'beginner' });
    expect(names(group(groups, 'experience')!).sort()).toEqual(['eur46', 'p49', 'p50']);
  });

  it('experience intermediate: USD price from 25 to 150', async () => {
    const names = await world({
      p2499: { price: 24.99 },
      p25: { price: 25 },
      p150: { price: 150 },
      p15001: { price: 150.01 },
      cad204: { currency: 'CAD', price: 204 }, // 150.00 USD
    });
    const groups = await recommend({ experience: 'intermediate' });
    expect(names(group(groups, 'experience')!).sort()).toEqual(['cad204', 'p150', 'p25']);
  });

  it("experience expert: 'pro' or 'professional' as a word in the title, or a USD price above 100", async () => {
    let names = await world({
      pro: { title: 'Pro camera body', price: 10 },
      professional: { title: 'PROFESSIONAL studio light', price: 10 },
      gopro: { title: 'GoPro Hero action camera', price: 10 },
      product: { title: 'Product photography table', price: 10 },
      professionals: { title: 'Tools for professionals', price: 10 },
      p100: { price: 100 },
    });
    let groups = await recommend({ experience: 'expert' });
    expect(names(group(groups, 'experience')!).sort()).toEqual(['pro', 'professional']);
    names = await world({
      hyphen: { title: 'Pro-grade drill kit', price: 10 },
      p100: { price: 100 },
      p10001: { price: 100.01 },
      gbp78: { currency: 'GBP', price: 78.01 }, // 100.01 USD
      gbpAt100: { currency: 'GBP', price: 78 }, // 100.00 USD
    });
    groups = await recommend({ experience: 'expert' });
    expect(names(group(groups, 'experience')!).sort()).toEqual(['gbp78', 'hyphen', 'p10001']);
  });

  it('location: the item location contains the answer, any case; blank or nothing found, no group', async () => {
    const names = await world({
      sydney: { location: 'Sydney, NSW', price: 40 },
      north: { location: 'North SYDNEY', price: 40 },
      melbourne: { location: 'Melbourne', price: 40 },
      percent: { location: '100% Local Pickup', price: 40 },
    });
    expect(names(group(await recommend({ location: 'sydney' }), 'location')!).sort()).toEqual([
      'north',
      'sydney',
    ]);
    expect(names(group(await recommend({ location: 'Ney, N' }), 'location')!)).toEqual(['sydney']);
    expect(group(await recommend({ location: '   ' }), 'location')).toBeUndefined();
    expect(group(await recommend({ location: '' }), 'location')).toBeUndefined();
    expect(group(await recommend({ location: 'Brisbane' }), 'location')).toBeUndefined();
    // LIKE's wildcards in the answer are plain characters.
    expect(names(group(await recommend({ location: '%' }), 'location')!)).toEqual(['percent']);
    expect(group(await recommend({ location: '_' }), 'location')).toBeUndefined();
  });

  it('trending: the highest USD daily prices, highest first, whatever the other answers', async () => {
    const names = await world({
      usd300: { price: 300 },
      aed1000: { currency: 'AED', price: 1000 }, // 272.48 USD
      eur250: { currency: 'EUR', price: 250 }, // 271.74 USD
      gbp200: { currency: 'GBP', price: 200 }, // 256.41 USD
      usd250: { price: 250 },
      cheap: { price: 10 },
      ...HIDDEN_PRICEY,
    });
    const groups = await recommend({ budgetMin: 10, budgetMax: 20, preferredCategories: ['cameras'] });
    expect(names(group(groups, 'trending')!)).toEqual(['usd300', 'aed1000', 'eur250', 'gbp200']);
    // Budget matched only the cheap one; no camera exists; a beginner has only the cheap one too.
    expect(groups.map((g) => g.key)).toEqual(['budget', 'experience', 'trending']);
  });

  it('omits every group but Trending when nothing matches, and answers [] with no public items at all', async () => {
    await world({ lone: { price: 400 } });
    const groups = await recommend({ budgetMin: 10, budgetMax: 20, location: 'Nowhere' });
    expect(groups.map((g) => g.key)).toEqual(['trending']);
    await world({ ...HIDDEN });
    expect(await recommend({ location: 'Sydney', preferredCategories: ['cameras'] })).toEqual([]);
  });
});
