import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-query';

describe('searchTarget', () => {
  it('ignores empty and whitespace-only queries', () => {
    expect(searchTarget('')).toBeNull();
    expect(searchTarget('   \t\n')).toBeNull();
  });

  it('trims and encodes the query', () => {
    expect(searchTarget('  power drill ')).toBe('/search?q=power+drill');
    expect(searchTarget('a&b=c')).toBe('/search?q=a%26b%3Dc');
  });

  it('adds lat and lon when the location is known', () => {
    expect(searchTarget('tent', { lat: -33.86, lon: 151.2 })).toBe('/search?q=tent&lat=-33.86&lon=151.2');
    expect(searchTarget('tent', null)).toBe('/search?q=tent');
  });

  it('keeps a position on the equator or the prime meridian (0 is a coordinate, not a blank)', () => {
    expect(searchTarget('kayak', { lat: 0, lon: 0 })).toBe('/search?q=kayak&lat=0&lon=0');
  });

  it('sends no position with an ignored query', () => {
    expect(searchTarget('  ', { lat: -33.86, lon: 151.2 })).toBeNull();
  });
});
