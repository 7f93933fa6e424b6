import { BboxMessages } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorJson } from './bookings-fixtures.js';
import { type ItemJson, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 24 §3: the map's bounding box through both doors, `GET /api/items?bbox=minLon,minLat,maxLon,maxLat` and
 * `items(filter: { bbox: [minLon, minLat, maxLon, maxLat] })`: the listings inside (edges included), none outside,
 * none without coordinates; combined with the other filters and paged; and the 400s for a malformed, out-of-range
 * or inverted box (a box across the antimeridian is refused as inverted: the map widens such a view instead).
 */

let stack: TestStack;
let owner: Member;
let admin: Member;
let anon: Client;

/** Listings of one owner (the `owner` filter keeps other files' listings out), by the place they were listed at. */
const at: Record<string, ItemJson & { latitude: number | null; longitude: number | null }> = {};
const PLACES = {
  berlin: 'Berlin, Germany',
  potsdam: 'Potsdam, Germany',
  paris: 'Paris, France',
  sydney: 'Sydney, Australia',
  suva: 'Suva, Fiji',
  apia: 'Apia, Samoa',
  nowhere: 'Local Pickup',
} as const;
type Place = keyof typeof PLACES;

beforeAll(async () => {
  stack = await startStack();
  [owner, admin] = await Promise.all([signedInMember(stack), signedInAdmin(stack)]);
  anon = new Client(stack.baseUrl);
  for (const [key, location] of Object.entries(PLACES)) {
    const item = await publicItem(stack, owner, admin, { title: `Boxed tent in ${key}`, location });
    at[key] = item as (typeof at)[string];
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);
const idsOf = (...places: Place[]) => ids(places.map((p) => at[p]!));

async function rest(bbox: string, extra = ''): Promise<number[]> {
  const res = await anon.request<ItemJson[]>(
    'GET',
    `/api/items?owner=${owner.id}&limit=100&bbox=${encodeURIComponent(bbox)}${extra}`,
  );
  expect(res.status, `${bbox}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.headers.get('x-total-count'), bbox).toBe(String(res.body.length));
  return ids(res.body);
}

async function graphql(bbox: number[], extra: Record<string, unknown> = {}) {
  return anon.graphql<{ items: { nodes: { id: number }[]; totalCount: number } }>(
    'query ($filter: ItemFilter) { items(filter: $filter, first: 100) { nodes { id } totalCount } }',
    { filter: { owner: owner.id, bbox, ...extra } },
  );
}

describe('bbox filter', () => {
  it('lists have coordinates from the gazetteer, and one without a known place has none', () => {
    expect(at.berlin!.latitude).toBeCloseTo(52.52, 1);
    expect(at.berlin!.longitude).toBeCloseTo(13.41, 1);
    expect(at.nowhere!.latitude).toBeNull();
  });

  it('REST answers the listings inside the box and none outside it or without coordinates', async () => {
    // Around Berlin and Potsdam.
    expect(await rest('12.5,52,14,53')).toEqual(idsOf('berlin', 'potsdam'));
    // Berlin only: Potsdam (13.07) is west of 13.2.
    expect(await rest('13.2,52,14,53')).toEqual(idsOf('berlin'));
    // Western Europe.
    expect(await rest('-5,40,20,60')).toEqual(idsOf('berlin', 'potsdam', 'paris'));
    // The southern hemisphere east of 150°.
    expect(await rest('150,-40,180,0')).toEqual(idsOf('sydney', 'suva'));
    // West of the antimeridian: Apia alone.
    expect(await rest('-180,-20,-170,0')).toEqual(idsOf('apia'));
    // The open sea: nothing.
    expect(await rest('-40,-10,-20,10')).toEqual([]);
    // The whole world: everything with coordinates, never the listing without.
    expect(await rest('-180,-90,180,90')).toEqual(
      idsOf('berlin', 'potsdam', 'paris', 'sydney', 'suva', 'apia'),
    );
  });

  it('includes a listing exactly on any edge, and excludes it just past that edge', async () => {
    const { latitude: lat, longitude: lon } = at.paris as { latitude: number; longitude: number };
    const e = 1e-6;
    const paris = idsOf('paris');
    // Each edge of a box through the point itself, and a degenerate box that is the point.
    expect(await rest(`${lon},${lat - 1},${lon + 1},${lat + 1}`)).toEqual(paris);
    expect(await rest(`${lon - 1},${lat - 1},${lon},${lat + 1}`)).toEqual(paris);
    expect(await rest(`${lon - 1},${lat},${lon + 1},${lat + 1}`)).toEqual(paris);
    expect(await rest(`${lon - 1},${lat - 1},${lon + 1},${lat}`)).toEqual(paris);
    expect(await rest(`${lon},${lat},${lon},${lat}`)).toEqual(paris);
    // Just past each edge.
    expect(await rest(`${lon + e},${lat - 1},${lon + 1},${lat + 1}`)).toEqual([]);
    expect(await rest(`${lon - 1},${lat - 1},${lon - e},${lat + 1}`)).toEqual([]);
    expect(await rest(`${lon - 1},${lat + e},${lon + 1},${lat + 1}`)).toEqual([]);
    expect(await rest(`${lon - 1},${lat - 1},${lon + 1},${lat - e}`)).toEqual([]);
  });

  it('combines with words, a centre and paging', async () => {
    expect(await rest('-5,40,20,60', '&search=paris')).toEqual(idsOf('paris'));
    // A 50 km circle around Berlin and a box around both: Berlin and Potsdam (about 27 km away).
    expect(await rest('12.5,52,14,53', '&lat=52.52&lon=13.41&radiusKm=50&sort=distance')).toEqual(
      idsOf('berlin', 'potsdam'),
    );
    // Pages of one: the three European listings, each once.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: ItemJson[]; headers: Headers } = await anon.request<ItemJson[]>(
        'GET',
        `/api/items?owner=${owner.id}&limit=1&bbox=-5,40,20,60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('3');
      seen.push(...res.body.map((i) => i.id));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor && seen.length < 10);
    expect(seen.sort((a, b) => a - b)).toEqual(idsOf('berlin', 'potsdam', 'paris'));
  });

  it('GraphQL answers the same', async () => {
    for (const [box, expected] of [
      [[12.5, 52, 14, 53], idsOf('berlin', 'potsdam')],
      [[150, -40, 180, 0], idsOf('sydney', 'suva')],
      [[-40, -10, -20, 10], []],
    ] as const) {
      const res = await graphql([...box]);
      expect(res.body.errors).toBeUndefined();
      expect(ids(res.body.data!.items.nodes), box.join()).toEqual(expected);
      expect(res.body.data!.items.totalCount).toBe(expected.length);
    }
  });

  it('answers 400 with a clear message for a malformed, out-of-range or inverted box, over REST and GraphQL', async () => {
    const restCases: [string, string][] = [
      ['1,2,3', BboxMessages.malformed],
      ['1,2,3,4,5', BboxMessages.malformed],
      ['a,b,c,d', BboxMessages.malformed],
      ['1,2,,4', BboxMessages.malformed],
      ['1,2,3,Infinity', BboxMessages.malformed],
      ['-181,0,10,10', BboxMessages.range],
      ['0,-91,10,10', BboxMessages.range],
      ['10,0,0,10', BboxMessages.inverted],
      ['0,10,10,0', BboxMessages.inverted],
      // Across the antimeridian (from Fiji to Samoa): refused as inverted, not guessed at.
      ['170,-20,-170,0', BboxMessages.inverted],
    ];
    for (const [bbox, message] of restCases) {
      const res = await anon.request<ErrorJson>('GET', `/api/items?bbox=${encodeURIComponent(bbox)}`);
      expect(res.status, bbox).toBe(400);
      expect(res.body.message, bbox).toBe(message);
      expect(res.body.fieldErrors?.bbox, bbox).toBe(message);
    }
    const gqlCases: [number[], string][] = [
      [[1, 2, 3], BboxMessages.malformed],
      [[1, 2, 3, 4, 5], BboxMessages.malformed],
      [[-181, 0, 10, 10], BboxMessages.range],
      [[0, 10, 10, 0], BboxMessages.inverted],
      [[170, -20, -170, 0], BboxMessages.inverted],
    ];
    for (const [bbox, message] of gqlCases) {
      const res = await graphql(bbox);
      expect(res.body.errors?.[0]?.message, bbox.join()).toBe(message);
      expect(res.body.errors?.[0]?.extensions?.code, bbox.join()).toBe('BAD_USER_INPUT');
    }
  });

  it('the offline map names places from the gazetteer (GET /api/map/places) and knows no tile server by default', async () => {
    const res = await anon.request<{ places: [string, number, number, number][] }>('GET', '/api/map/places');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const { places } = res.body;
    expect(places.length).toBe(3000);
    // Most populous first, every row a name and a point.
    for (let i = 1; i < places.length; i++) expect(places[i - 1]![3]).toBeGreaterThanOrEqual(places[i]![3]);
    const [name, lon, lat] = places.find(([n]) => n === 'Berlin')!;
    expect(name).toBe('Berlin');
    expect(lon).toBeCloseTo(13.41, 1);
    expect(lat).toBeCloseTo(52.52, 1);
    const config = await anon.graphql<{ appConfig: { mapTilesUrl: string | null } }>(
      '{ appConfig { mapTilesUrl } }',
    );
    expect(config.body.data?.appConfig.mapTilesUrl).toBeNull();
  });
});
