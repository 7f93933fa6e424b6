import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_PLACE_LENGTH, searchPlace } from './search-place.js';

describe('searchPlace', () => {
  it('takes the typed location, its spaces tidied', () => {
    expect(searchPlace('{"location":"  New   York ","lat":"40.7","lon":"-74"}')).toBe('New York');
  });

  it('falls back to the centre, to two decimals', () => {
    expect(searchPlace('{"lat":"-33.8688","lon":"151.2093","radius":"25"}')).toBe('-33.87, 151.21');
    expect(searchPlace('{"lat":0,"lon":0}')).toBe('0.00, 0.00');
  });

  it('is null without a place, with half a point, out of range, or unreadable filters', () => {
    expect(searchPlace(null)).toBeNull();
    expect(searchPlace('{"category":"Tools"}')).toBeNull();
    expect(searchPlace('{"lat":"12"}')).toBeNull();
    expect(searchPlace('{"lat":"95","lon":"10"}')).toBeNull();
    expect(searchPlace('{"location":"Syd')).toBeNull();
    expect(searchPlace('["Sydney"]')).toBeNull();
  });

  it('cuts a long location', () => {
    expect(searchPlace(JSON.stringify({ location: 'x'.repeat(400) }))).toHaveLength(MAX_SEARCH_PLACE_LENGTH);
  });
});
