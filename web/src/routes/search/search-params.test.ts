import { describe, expect, it } from 'vitest';
import {
  type Bbox,
  boxOfView,
  DEFAULT_SEARCH,
  parseSearchParams,
  serializeSearchState,
  toItemFilter,
} from './search-params';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH);
    expect(DEFAULT_SEARCH.radius).toBe(50);
    expect(DEFAULT_SEARCH.maxPrice).toBe(1000);
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=+camera+&category=Cameras&minPrice=20&maxPrice=300&location=Sydney&lat=-33.87&lon=151.21&radius=25&sort=distance&owner=7&startDate=2027-03-05&endDate=2027-03-07&instantBook=true&bbox=150,-34.5,152,-33&map=1',
      ),
    ).toEqual({
      q: 'camera',
      category: 'Cameras',
      minPrice: 20,
      maxPrice: 300,
      location: 'Sydney',
      lat: -33.87,
      lon: 151.21,
      radius: 25,
      sort: 'distance',
      owner: 7,
      startDate: '2027-03-05',
      endDate: '2027-03-07',
      instantBook: true,
      map: true,
      bbox: [150, -34.5, 152, -33],
    });
  });

  it('keeps the map view and its area in the URL, and sends the area as the filter (issue 24 §3)', () => {
    const state = { ...DEFAULT_SEARCH, q: 'tent', map: true, bbox: [13, 52, 14, 53] as Bbox };
    expect(serializeSearchState(state).toString()).toBe('q=tent&bbox=13%2C52%2C14%2C53&map=1');
    expect(parse(serializeSearchState(state).toString())).toEqual(state);
    expect(toItemFilter(state, 'USD')).toEqual({ search: 'tent', bbox: [13, 52, 14, 53] });
    // The map alone filters nothing.
    expect(toItemFilter({ ...DEFAULT_SEARCH, map: true }, 'USD')).toEqual({});
    expect(parse('map=yes').map).toBe(false);
    // A box the API would refuse is ignored: malformed, out of range, inverted.
    for (const bad of ['1,2,3', 'a,b,c,d', '-181,0,0,1', '0,-91,1,1', '10,0,0,1', '0,10,1,0'])
      expect(parse(`bbox=${bad}`).bbox, bad).toBeNull();
  });

  it('turns a map view into a box the API takes, across the antimeridian too', () => {
    expect(boxOfView(13.123456, 52.123456, 14.123456, 53.123456)).toEqual([
      13.12345, 52.12345, 14.12346, 53.12346,
    ]);
    // Panned a world to the east: the same box.
    expect(boxOfView(373, 52, 374, 53)).toEqual([13, 52, 14, 53]);
    // Across the antimeridian (Fiji to Samoa), or wider than the world: every longitude.
    expect(boxOfView(170, -20, 190, 0)).toEqual([-180, -20, 180, 0]);
    expect(boxOfView(-200, -95, 300, 95)).toEqual([-180, -90, 180, 90]);
  });

  it('filters on instant book only when asked (issue 23 §5)', () => {
    expect(parse('instantBook=yes').instantBook).toBe(false);
    expect(serializeSearchState({ ...DEFAULT_SEARCH, instantBook: true }).toString()).toBe(
      'instantBook=true',
    );
    expect(toItemFilter({ ...DEFAULT_SEARCH, instantBook: true }, 'USD')).toEqual({ instantBook: true });
    expect(toItemFilter(DEFAULT_SEARCH, 'USD')).not.toHaveProperty('instantBook');
  });

  it('clamps prices to the slider, snaps them to its step and orders them', () => {
    expect(parse('minPrice=-5&maxPrice=5000')).toMatchObject({ minPrice: 0, maxPrice: 1000 });
    expect(parse('minPrice=23&maxPrice=118')).toMatchObject({ minPrice: 20, maxPrice: 120 });
    expect(parse('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
    expect(parse('minPrice=abc')).toMatchObject({ minPrice: 0 });
  });

  it('drops what cannot be used', () => {
    expect(parse('lat=10')).toMatchObject({ lat: null, lon: null });
    expect(parse('lat=100&lon=10')).toMatchObject({ lat: null, lon: null });
    expect(parse('sort=cheapest')).toMatchObject({ sort: 'relevance' });
    expect(parse('sort=distance')).toMatchObject({ sort: 'relevance' });
    expect(parse('sort=PRICE_ASC')).toMatchObject({ sort: 'price_asc' });
    expect(parse('owner=-3')).toMatchObject({ owner: null });
    expect(parse('owner=1.5')).toMatchObject({ owner: null });
    expect(parse('radius=0')).toMatchObject({ radius: 50 });
  });

  it('reads dates only as a pair of real days in order (issue 23 §4)', () => {
    const none = { startDate: '', endDate: '' };
    expect(parse('startDate=2027-03-05&endDate=2027-03-05')).toMatchObject({
      startDate: '2027-03-05',
      endDate: '2027-03-05',
    });
    expect(parse('startDate=2027-03-05')).toMatchObject(none);
    expect(parse('endDate=2027-03-05')).toMatchObject(none);
    expect(parse('startDate=2027-03-07&endDate=2027-03-05')).toMatchObject(none);
    expect(parse('startDate=2027-02-30&endDate=2027-03-05')).toMatchObject(none);
    expect(parse('startDate=tomorrow&endDate=2027-03-05')).toMatchObject(none);
  });
});

describe('serializeSearchState', () => {
  it('writes only what differs from the defaults', () => {
    expect(serializeSearchState(DEFAULT_SEARCH).toString()).toBe('');
    expect(serializeSearchState({ ...DEFAULT_SEARCH, q: ' tent ', maxPrice: 200 }).toString()).toBe(
      'q=tent&maxPrice=200',
    );
  });

  it('round-trips through the URL', () => {
    const query =
      'q=camera&category=Cameras&minPrice=20&maxPrice=300&location=Sydney&lat=-33.87&lon=151.21&radius=25&sort=distance&owner=7&startDate=2027-03-05&endDate=2027-03-07';
    expect(serializeSearchState(parse(query)).toString()).toBe(query);
    const state = { ...DEFAULT_SEARCH, category: 'Tools & Equipment', sort: 'newest' as const };
    expect(parseSearchParams(serializeSearchState(state))).toEqual(state);
  });

  it('keeps the radius only with a point', () => {
    expect(serializeSearchState({ ...DEFAULT_SEARCH, radius: 10 }).toString()).toBe('');
  });
});

describe('toItemFilter', () => {
  it('sends no filter for the defaults', () => {
    expect(toItemFilter(DEFAULT_SEARCH, 'EUR')).toEqual({});
  });

  it('sends minPrice only above 0 and maxPrice only below 1000, in the viewer currency (spec §5)', () => {
    expect(toItemFilter({ ...DEFAULT_SEARCH, minPrice: 10 }, 'EUR')).toEqual({
      minPrice: 10,
      currency: 'EUR',
    });
    expect(toItemFilter({ ...DEFAULT_SEARCH, maxPrice: 990 }, 'GBP')).toEqual({
      maxPrice: 990,
      currency: 'GBP',
    });
    expect(toItemFilter({ ...DEFAULT_SEARCH, minPrice: 0, maxPrice: 1000 }, 'GBP')).toEqual({});
  });

  it('maps the other filters to the API names', () => {
    expect(
      toItemFilter(
        {
          ...DEFAULT_SEARCH,
          q: 'drill',
          category: 'Tools',
          location: 'Leeds',
          lat: 53.8,
          lon: -1.55,
          radius: 25,
          sort: 'price_desc',
          owner: 4,
          startDate: '2027-03-05',
          endDate: '2027-03-07',
        },
        'USD',
      ),
    ).toEqual({
      search: 'drill',
      category: 'Tools',
      location: 'Leeds',
      lat: 53.8,
      lon: -1.55,
      radiusKm: 25,
      sort: 'PRICE_DESC',
      owner: 4,
      startDate: '2027-03-05',
      endDate: '2027-03-07',
    });
  });
});
