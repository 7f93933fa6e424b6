import { describe, expect, it } from 'vitest';
import { buildPath, PATHS, queryString } from './paths';

describe('route paths', () => {
  it('has unique patterns that all start with a slash', () => {
    const values = Object.values(PATHS);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value.startsWith('/')).toBe(true);
  });

  it('fills path parameters and encodes them', () => {
    expect(buildPath(PATHS.item, { id: 42 })).toBe('/item/42');
    expect(buildPath(PATHS.messagesWith, { ownerId: 'a b' })).toBe('/messages/a%20b');
  });

  it('appends only non-empty query values', () => {
    expect(buildPath(PATHS.search, {}, { q: 'drill', lat: undefined, lon: null, category: '' })).toBe(
      '/search?q=drill',
    );
    expect(buildPath(PATHS.auth, {}, { register: true })).toBe('/auth?register=true');
    expect(buildPath(PATHS.home)).toBe('/');
    expect(buildPath(PATHS.auth, {}, { redirectTo: PATHS.myRentals })).toBe('/auth?redirectTo=/my-rentals');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath(PATHS.user, {} as { id: number })).toThrow(/Missing path parameter/);
  });

  it('builds an empty query string when nothing is set', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString({ q: 'a&b' })).toBe('?q=a%26b');
  });
});
