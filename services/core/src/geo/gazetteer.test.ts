import { describe, expect, it } from 'vitest';
import { lookupPlace, normalizePlaceName } from './gazetteer.js';

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

  it('answers null for text that names no place', () => {
    expect(lookupPlace('')).toBeNull();
    expect(lookupPlace('   ,  ')).toBeNull();
    expect(lookupPlace('Local Pickup')).toBeNull();
    expect(lookupPlace('qwxzv')).toBeNull();
    expect(lookupPlace('x'.repeat(500))).toBeNull();
  });
});
