import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ItemJson,
  listItem,
  type Member,
  publicItem,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, makeRegistration, startStack, type TestStack, waitForMail } from './harness.js';

/**
 * Issue 11 §2: place names from the offline gazetteer (reverse lookup and suggestions) and the items near a
 * position, on both doors, public and validated; and §3: the member's language, stored and used for e-mails.
 */

interface PlaceJson {
  name: string;
  region: string | null;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  label: string;
  distanceKm: number | null;
}

interface ErrorJson {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}

const PLACE = 'name region country countryCode latitude longitude label distanceKm';
const SYDNEY = { lat: -33.8732, lon: 151.2061 }; // Town Hall
const LONDON = { lat: 51.508, lon: -0.128 }; // Trafalgar Square
const ATLANTIC = { lat: 0, lon: -30 };

let stack: TestStack;
let anon: Client;
let owner: Member;
let admin: Member;
const near: Record<string, ItemJson> = {};

beforeAll(async () => {
  stack = await startStack();
  anon = new Client(stack.baseUrl);
  [owner, admin] = await Promise.all([signedInMember(stack), signedInAdmin(stack)]);
  // Places the gazetteer puts 0.6 km (Sydney), about 19 km (Parramatta), 68 km (Wollongong) and 117 km
  // (Newcastle) from Sydney Town Hall.
  for (const location of ['Sydney', 'Parramatta', 'Wollongong', 'Newcastle, NSW'])
    near[location] = await publicItem(stack, owner, admin, {
      title: `Tent for rent near ${location}`,
      location,
    });
  // Not public: still pending, and one the owner made unavailable.
  near.pending = await listItem(stack, owner, { title: 'Pending tent in Sydney', location: 'Sydney' });
  near.unavailable = await publicItem(stack, owner, admin, {
    title: 'Unavailable tent in Sydney',
    location: 'Sydney',
  });
  expect(
    (await owner.client.request('PUT', `/api/items/${near.unavailable.id}`, { availability: false })).status,
  ).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

describe('reverse lookup', () => {
  it('names the place at a position over GraphQL, and null in the middle of the ocean', async () => {
    const query = `query R($lat: Float!, $lon: Float!) { reversePlace(lat: $lat, lon: $lon) { ${PLACE} } }`;
    const sydney = await anon.graphql<{ reversePlace: PlaceJson | null }>(query, SYDNEY);
    expect(sydney.body.errors).toBeUndefined();
    expect(sydney.body.data!.reversePlace).toMatchObject({
      name: 'Sydney',
      region: 'New South Wales',
      country: 'Australia',
      countryCode: 'AU',
      label: 'Sydney, Australia',
    });
    expect(sydney.body.data!.reversePlace!.distanceKm).toBeLessThan(2);
    const london = await anon.graphql<{ reversePlace: PlaceJson | null }>(query, LONDON);
    expect(london.body.data!.reversePlace).toMatchObject({ name: 'London', label: 'London, United Kingdom' });
    const ocean = await anon.graphql<{ reversePlace: PlaceJson | null }>(query, ATLANTIC);
    expect(ocean.body.errors).toBeUndefined();
    expect(ocean.body.data!.reversePlace).toBeNull();
  });

  it('answers GET /api/places/reverse with the place, or 404 Unknown location', async () => {
    const sydney = await anon.request<PlaceJson>(
      'GET',
      `/api/places/reverse?lat=${SYDNEY.lat}&lon=${SYDNEY.lon}`,
    );
    expect(sydney.status).toBe(200);
    expect(sydney.body).toMatchObject({ name: 'Sydney', label: 'Sydney, Australia' });
    const london = await anon.request<PlaceJson>(
      'GET',
      `/api/places/reverse?lat=${LONDON.lat}&lon=${LONDON.lon}`,
    );
    expect(london.body).toMatchObject({ name: 'London', countryCode: 'GB' });
    const ocean = await anon.request<ErrorJson>('GET', '/api/places/reverse?lat=0&lon=-30');
    expect(ocean.status).toBe(404);
    expect(ocean.body).toMatchObject({ message: 'Unknown location', code: 'NOT_FOUND' });
  });

  it('refuses coordinates off the globe, or missing, with 400 Invalid coordinates on both doors', async () => {
    for (const search of [
      'lat=91&lon=0',
      'lat=0&lon=-180.5',
      'lat=abc&lon=0',
      'lon=10',
      'lat=10',
      '',
    ] as const) {
      const res = await anon.request<ErrorJson>('GET', `/api/places/reverse?${search}`);
      expect(res.status, search).toBe(400);
      expect(res.body.message, search).toBe('Invalid coordinates');
    }
    const gql = await anon.graphql('query { reversePlace(lat: -90.01, lon: 0) { name } }');
    expect(gql.body.errors![0]!.message).toBe('Invalid coordinates');
    expect(gql.body.errors![0]!.extensions).toMatchObject({ fieldErrors: { lat: 'Invalid coordinates' } });
  });
});

describe('place suggestions', () => {
  it('suggests places by name prefix, most populous first, accents and case aside', async () => {
    const query = `query S($query: String!, $limit: Int) { placeSuggestions(query: $query, limit: $limit) { ${PLACE} } }`;
    const syd = await anon.graphql<{ placeSuggestions: PlaceJson[] }>(query, { query: 'syd' });
    expect(syd.body.data!.placeSuggestions[0]).toMatchObject({
      name: 'Sydney',
      label: 'Sydney, Australia',
      distanceKm: null,
    });
    expect(syd.body.data!.placeSuggestions.length).toBeLessThanOrEqual(8);
    const zur = await anon.request<PlaceJson[]>('GET', '/api/places/suggest?q=zur&limit=3');
    expect(zur.status).toBe(200);
    expect(zur.body).toHaveLength(3);
    expect(zur.body[0]).toMatchObject({
      name: 'Zürich',
      country: 'Switzerland',
      label: 'Zürich, Switzerland',
    });
    const springfield = await anon.request<PlaceJson[]>('GET', '/api/places/suggest?q=Springfield&limit=20');
    expect(springfield.body.map((p) => p.label)).toContain('Springfield, Illinois, United States');
  });

  it('answers [] under two letters, and refuses a limit over 20 or too long a text', async () => {
    expect((await anon.request('GET', '/api/places/suggest?q=s')).body).toEqual([]);
    expect((await anon.request('GET', '/api/places/suggest')).body).toEqual([]);
    const limit = await anon.request<ErrorJson>('GET', '/api/places/suggest?q=syd&limit=21');
    expect(limit.status).toBe(400);
    const gqlLimit = await anon.graphql('query { placeSuggestions(query: "syd", limit: 0) { name } }');
    expect(gqlLimit.body.errors![0]!.message).toBe('limit must be between 1 and 20');
    const long = await anon.request<ErrorJson>('GET', `/api/places/suggest?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The search text must be at most 100 characters');
  });
});

describe('items near a position', () => {
  const ours = (items: ItemJson[]) => {
    const ids = new Map(Object.entries(near).map(([where, item]) => [item.id, where]));
    return items.filter((i) => ids.has(i.id)).map((i) => ids.get(i.id));
  };

  it('lists public items within the radius (default 50 km), nearest first, with their distance', async () => {
    const res = await anon.request<ItemJson[]>(
      'GET',
      `/api/items/nearby?lat=${SYDNEY.lat}&lon=${SYDNEY.lon}`,
    );
    expect(res.status).toBe(200);
    expect(ours(res.body)).toEqual(['Sydney', 'Parramatta']);
    const distances = res.body.map((i) => i.distanceKm as number);
    expect(distances.every((d) => typeof d === 'number' && d <= 50)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const parramatta = res.body.find((i) => i.id === near.Parramatta!.id)!;
    expect(parramatta.distanceKm).toBeGreaterThan(15);
    expect(parramatta.distanceKm).toBeLessThan(25);
    expect(parramatta.owner).toMatchObject({ id: owner.id });
  });

  it('takes a radius and a count, on both doors', async () => {
    const wider = await anon.request<ItemJson[]>(
      'GET',
      `/api/items/nearby?lat=${SYDNEY.lat}&lon=${SYDNEY.lon}&radius=100`,
    );
    expect(ours(wider.body)).toEqual(['Sydney', 'Parramatta', 'Wollongong']);
    const gql = await owner.client.graphql<{ nearbyItems: ItemJson[] }>(
      'query N($lat: Float!, $lon: Float!) { nearbyItems(lat: $lat, lon: $lon, radiusKm: 150, first: 50) { id distanceKm isFavorite owner { id } } }',
      SYDNEY,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(ours(gql.body.data!.nearbyItems)).toEqual([
      'Sydney',
      'Parramatta',
      'Wollongong',
      'Newcastle, NSW',
    ]);
    const one = await anon.request<ItemJson[]>(
      'GET',
      `/api/items/nearby?lat=${SYDNEY.lat}&lon=${SYDNEY.lon}&limit=1`,
    );
    expect(one.body).toHaveLength(1);
    // Nothing near the middle of the Atlantic.
    expect((await anon.request('GET', '/api/items/nearby?lat=0&lon=-30')).body).toEqual([]);
  });

  it('refuses bad coordinates, radius or count with a 400, and is not taken for an item id', async () => {
    const bad = await anon.request<ErrorJson>('GET', '/api/items/nearby?lat=100&lon=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid coordinates');
    const missing = await anon.request<ErrorJson>('GET', '/api/items/nearby');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid coordinates');
    const radius = await anon.request<ErrorJson>('GET', '/api/items/nearby?lat=0&lon=0&radius=501');
    expect(radius.status).toBe(400);
    expect(radius.body.message).toBe('Radius must be more than 0 and at most 500 km');
    expect((await anon.request('GET', '/api/items/nearby?lat=0&lon=0&radius=0')).status).toBe(400);
    expect((await anon.request('GET', '/api/items/nearby?lat=0&lon=0&limit=51')).status).toBe(400);
    const gql = await anon.graphql('query { nearbyItems(lat: 0, lon: 0, first: 0) { id } }');
    expect(gql.body.errors![0]!.message).toBe('first must be between 1 and 50');
  });
});

describe('the member’s language', () => {
  const setLanguage = 'mutation L($language: String!) { setLanguage(language: $language) }';
  const stored = async (id: number) => {
    const [row] = await stack.gateway.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ language: string }[]>('select language from users where id = ?', [id]);
    return row!.language;
  };

  it('is stored for the signed-in member, on both doors, and validated', async () => {
    const member = await signedInMember(stack);
    expect(await stored(member.id)).toBe('en');
    const set = await member.client.graphql<{ setLanguage: boolean }>(setLanguage, { language: 'es' });
    expect(set.body.data).toEqual({ setLanguage: true });
    expect(await stored(member.id)).toBe('es');
    const rest = await member.client.request('PUT', '/api/users/me/language', { language: 'zh' });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true });
    expect(await stored(member.id)).toBe('zh');
    for (const language of ['xx', 'EN', '', 5, null]) {
      const refused = await member.client.request<ErrorJson>('PUT', '/api/users/me/language', { language });
      expect(refused.status, String(language)).toBe(400);
      expect(refused.body.message).toBe('Please choose one of the listed languages');
    }
    expect(await stored(member.id)).toBe('zh');
  });

  it('needs a signed-in member', async () => {
    const rest = await anon.request<ErrorJson>('PUT', '/api/users/me/language', { language: 'es' });
    expect(rest.status).toBe(401);
    const gql = await anon.graphql(setLanguage, { language: 'es' });
    expect(gql.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is chosen at sign-up, and the verification e-mail is written in it', async () => {
    const registration = makeRegistration({ fullName: 'Lucía Nueva', language: 'es' });
    const client = new Client(stack.baseUrl);
    const res = await client.request<{ id: number }>('POST', '/api/auth/register', registration);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(res.body.id)).toBe('es');
    const mail = await waitForMail(stack.mailboxDir, String(registration.email));
    expect(mail.subject).toBe('Verifica tu dirección de correo electrónico en KoalaRent');
    expect(mail.text).toContain('Hola, Lucía Nueva:');
    const refused = await client.request<ErrorJson>(
      'POST',
      '/api/auth/register',
      makeRegistration({ language: 'klingon' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ language: 'Please choose one of the listed languages' });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once one caller has made 300 place calls in a minute', async () => {
    // Signed in, so the count is the member's own and the anonymous tests' address is left alone.
    const member = await signedInMember(stack);
    const statuses: number[] = [];
    for (let round = 0; round < 31; round++)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => member.client.request('GET', '/api/places/suggest?q=syd&limit=1')),
        ).then((all) => all.map((r) => r.status))),
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    const limited = await member.client.request<ErrorJson>('GET', '/api/places/reverse?lat=0&lon=0');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // Others are not affected.
    expect((await anon.request('GET', '/api/places/suggest?q=syd')).status).toBe(200);
  });
});
