import { describe, expect, it } from 'vitest';
import {
  greatCircleKm,
  lookupPlace,
  normalizePlaceName,
  PLACE_SUGGESTIONS_MAX,
  REVERSE_LOOKUP_RADIUS_KM,
  reverseLookup,
  suggestPlaces,
} from './gazetteer.js';

describe('normalizePlaceName', () => {
  it('folds case, accents and punctuation', () => {
    expect(normalizePlaceName('  Zürich ')).toBe('zurich');
    expect(normalizePlaceName('Washington, D.C.')).toBe('washington d c');
    expect(normalizePlaceName('São  Paulo')).toBe('sao paulo');
  });
});

describe('lookupPlace', () => {
  it('finds a city by name, accent- and case-insensitively, with its coordinates and country', () => {
    const zurich = lookupPlace('zurich');
    expect(zurich).toMatchObject({ name: 'Zürich', country: 'Switzerland' });
    expect(zurich!.latitude).toBeCloseTo(47.37, 1);
    expect(zurich!.longitude).toBeCloseTo(8.55, 1);
    expect(lookupPlace('MONTREAL')).toMatchObject({ name: 'Montréal', country: 'Canada' });
  });

  it('prefers the most populous place of a name', () => {
    expect(lookupPlace('London')).toMatchObject({ country: 'United Kingdom' });
    expect(lookupPlace('Paris')).toMatchObject({ country: 'France' });
    expect(lookupPlace('Sydney')).toMatchObject({ country: 'Australia' });
  });

  it('accepts a country by name or ISO code after a comma', () => {
    expect(lookupPlace('London, Canada')).toMatchObject({ name: 'London', country: 'Canada' });
    expect(lookupPlace('Paris, US')).toMatchObject({ name: 'Paris', country: 'United States' });
    expect(lookupPlace('Dubai, UAE')).toMatchObject({ country: 'United Arab Emirates' });
  });

  it('accepts a first-level region by name or code after a comma', () => {
    const maine = lookupPlace('Portland, ME');
    const oregon = lookupPlace('Portland, Oregon');
    expect(maine!.longitude).toBeCloseTo(-70.26, 1);
    expect(oregon!.longitude).toBeCloseTo(-122.68, 1);
    expect(lookupPlace('London, Ontario')).toMatchObject({ country: 'Canada' });
    expect(lookupPlace('Melbourne, Florida')).toMatchObject({ country: 'United States' });
    expect(lookupPlace('Sydney, NSW')).toMatchObject({ country: 'Australia' });
  });

  it('reads longer location texts: the first known place that agrees with what follows it', () => {
    expect(lookupPlace('Brooklyn, New York, USA')).toMatchObject({
      name: 'Brooklyn',
      country: 'United States',
    });
    expect(lookupPlace('Shoreditch High Street, London')).toMatchObject({ name: 'London' });
    // A word that is neither a country nor a region does not veto the city before it.
    expect(lookupPlace('Berlin, Deutschland')).toMatchObject({ name: 'Berlin', country: 'Germany' });
  });

  it('knows names with a comma and the usual English names GeoNames spells otherwise', () => {
    expect(lookupPlace('Washington, D.C.')).toMatchObject({ name: 'Washington, D.C.' });
    expect(lookupPlace('New York')).toMatchObject({ name: 'New York City' });
    expect(lookupPlace('Cologne')).toMatchObject({ name: 'Köln' });
  });

  it('knows the local, Spanish, French, German and Chinese names of well-known cities', () => {
    expect(lookupPlace('München')).toMatchObject({ name: 'Munich', countryCode: 'DE' });
    expect(lookupPlace('Londres')).toMatchObject({ name: 'London', countryCode: 'GB' });
    expect(lookupPlace('Roma')).toMatchObject({ name: 'Rome', countryCode: 'IT' });
    expect(lookupPlace('Genf')).toMatchObject({ name: 'Genève', countryCode: 'CH' });
    expect(lookupPlace('北京')).toMatchObject({ name: 'Beijing', countryCode: 'CN' });
  });

  it('names the region (where known) and the label a screen shows', () => {
    expect(lookupPlace('Sydney')).toMatchObject({
      region: 'New South Wales',
      countryCode: 'AU',
      label: 'Sydney, Australia',
    });
    expect(lookupPlace('Munich')).toMatchObject({ region: 'Bavaria', label: 'Munich, Germany' });
    expect(lookupPlace('Albacete')).toMatchObject({ region: 'Castilla-La Mancha' });
    expect(lookupPlace('Valladolid, Spain')).toMatchObject({ region: 'Castile and León' });
    expect(lookupPlace('Lyon')).toMatchObject({ region: 'Auvergne-Rhône-Alpes' });
    expect(lookupPlace('Guangzhou')).toMatchObject({ region: 'Guangdong' });
    expect(lookupPlace('Toronto')).toMatchObject({ region: 'Ontario' });
    expect(lookupPlace('Glasgow')).toMatchObject({ region: 'Scotland' });
    expect(lookupPlace('Austin, TX')).toMatchObject({ region: 'Texas' });
    // GeoNames gives a code only; regions of countries regions.ts does not list stay unnamed.
    expect(lookupPlace('Tokyo')).toMatchObject({ region: null, country: 'Japan', label: 'Tokyo, Japan' });
  });

  it('answers null for text that names no place', () => {
    expect(lookupPlace('')).toBeNull();
    expect(lookupPlace('   ,  ')).toBeNull();
    expect(lookupPlace('Local Pickup')).toBeNull();
    expect(lookupPlace('qwxzv')).toBeNull();
    expect(lookupPlace('x'.repeat(500))).toBeNull();
  });
});

describe('greatCircleKm', () => {
  it('measures along the sphere', () => {
    // London to Paris, about 344 km; a degree of latitude, about 111 km.
    expect(greatCircleKm(51.5074, -0.1278, 48.8566, 2.3522)).toBeCloseTo(343.5, 0);
    expect(greatCircleKm(0, 0, 1, 0)).toBeCloseTo(111.2, 1);
    expect(greatCircleKm(10, 179.5, 10, -179.5)).toBeCloseTo(109.5, 0);
  });
});

describe('reverseLookup', () => {
  it('names the city a point is in, with the distance to its point', () => {
    const sydney = reverseLookup(-33.8732, 151.2061); // Sydney Town Hall
    expect(sydney).toMatchObject({
      name: 'Sydney',
      region: 'New South Wales',
      country: 'Australia',
      countryCode: 'AU',
      label: 'Sydney, Australia',
    });
    expect(sydney!.distanceKm).toBeGreaterThan(0);
    expect(sydney!.distanceKm).toBeLessThan(2);
    expect(reverseLookup(51.508, -0.128)).toMatchObject({ name: 'London', country: 'United Kingdom' });
    expect(reverseLookup(48.8606, 2.3376)).toMatchObject({ name: 'Paris', country: 'France' });
  });

  it('prefers a city at least 10 times as populous over a nearer district when it is within 2 km or 1.5 times the distance', () => {
    // Circular Quay: The Rocks' point is 0.3 km away, Sydney's 0.8 km.
    const quay = reverseLookup(-33.8611, 151.2108);
    expect(quay).toMatchObject({ name: 'Sydney' });
    expect(greatCircleKm(-33.8611, 151.2108, -33.85923, 151.2081)).toBeLessThan(quay!.distanceKm);
    // Berlin-Mitte's and Zürich's Kreis 1 points lie nearer than the cities' own.
    expect(reverseLookup(52.52, 13.405)).toMatchObject({ name: 'Berlin', countryCode: 'DE' });
    expect(reverseLookup(47.378, 8.54)).toMatchObject({ name: 'Zürich', countryCode: 'CH' });
  });

  it('keeps the nearest place when the bigger one is further than both limits', () => {
    // Bondi Beach is a place of its own, 7 km from Sydney's point.
    expect(reverseLookup(-33.891, 151.277)).toMatchObject({ name: 'Bondi Beach' });
    // Parramatta, 20 km out, is itself.
    expect(reverseLookup(-33.815, 151.001)).toMatchObject({ name: 'Parramatta' });
  });

  it('answers only within 50 km', () => {
    // North of Alice Springs, where the nearest place is the town's northern suburb.
    const near = reverseLookup(-23.258, 133.88);
    expect(near).not.toBeNull();
    expect(near!.distanceKm).toBeLessThanOrEqual(REVERSE_LOOKUP_RADIUS_KM);
    expect(near!.distanceKm).toBeGreaterThan(40);
    expect(reverseLookup(-23.198, 133.88)).toBeNull();
    // The middle of the Atlantic, and the North Pole.
    expect(reverseLookup(0, -30)).toBeNull();
    expect(reverseLookup(90, 0)).toBeNull();
  });

  it('searches across the antimeridian', () => {
    // Beringovskiy (Chukotka) lies at 179.35° E; the point is at 179.9° W.
    expect(reverseLookup(63.06, -179.9)).toMatchObject({ name: 'Beringovskiy', countryCode: 'RU' });
  });

  it('answers null for coordinates that are not on the globe', () => {
    expect(reverseLookup(91, 0)).toBeNull();
    expect(reverseLookup(0, -180.5)).toBeNull();
    expect(reverseLookup(Number.NaN, 0)).toBeNull();
    expect(reverseLookup(0, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('suggestPlaces', () => {
  const labels = (query: string, limit?: number) => suggestPlaces(query, limit).map((p) => p.label);

  it('matches name prefixes, accent- and case-insensitively, most populous first', () => {
    expect(labels('syd')[0]).toBe('Sydney, Australia');
    expect(labels('syd')).toContain('Sydney, Canada');
    expect(labels('zur')[0]).toBe('Zürich, Switzerland');
    expect(labels('ZÜR')[0]).toBe('Zürich, Switzerland');
    expect(labels('lon').slice(0, 2)).toEqual(['London, United Kingdom', 'Long Beach, United States']);
    expect(labels('st jo')[0]).toBe("St. John's, Canada");
    const [sydney] = suggestPlaces('sydney');
    expect(sydney).toMatchObject({ name: 'Sydney', region: 'New South Wales', countryCode: 'AU' });
    expect(sydney!.latitude).toBeCloseTo(-33.87, 1);
  });

  it('finds cities by their other names too', () => {
    expect(labels('colo')).toContain('Köln, Germany');
    expect(labels('munch')[0]).toBe('Munich, Germany');
    expect(labels('北京')).toEqual(['Beijing, China']);
  });

  it('labels places of one name and country with their region, and shows look-alikes once', () => {
    const springfields = labels('springfield', 20);
    expect(springfields).toContain('Springfield, Illinois, United States');
    expect(springfields).toContain('Springfield, Missouri, United States');
    expect(new Set(springfields).size).toBe(springfields.length);
    for (const query of ['san', 'neu', 'new', 'san jose', 'spring', 'ma'])
      expect(new Set(labels(query, 20)).size).toBe(labels(query, 20).length);
  });

  it('narrows by a country or region typed after a comma', () => {
    expect(labels('portland, m')).toEqual([
      'Portland, Maine, United States',
      'Portland, Michigan, United States',
    ]);
    expect(labels('paris, fr')).toEqual(['Paris, France']);
    expect(labels('london, ca')[0]).toBe('London, Canada');
  });

  it('returns at most the limit (default 8, never more than 20)', () => {
    expect(suggestPlaces('sa')).toHaveLength(8);
    expect(suggestPlaces('sa', 3)).toHaveLength(3);
    expect(suggestPlaces('sa', 500)).toHaveLength(PLACE_SUGGESTIONS_MAX);
    expect(labels('sa', 3)).toEqual(['São Paulo, Brazil', 'Saint Petersburg, Russia', 'Santiago, Chile']);
  });

  it('finds nothing for fewer than two letters, too long a text, or no match', () => {
    expect(suggestPlaces('')).toEqual([]);
    expect(suggestPlaces('s')).toEqual([]);
    expect(suggestPlaces(' , ')).toEqual([]);
    expect(suggestPlaces('qwxzv')).toEqual([]);
    expect(suggestPlaces('s'.repeat(101))).toEqual([]);
  });
});
