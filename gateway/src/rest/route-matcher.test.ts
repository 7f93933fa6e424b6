import { describe, expect, it } from 'vitest';
import { RestRouteMatcher, UndecodableParam } from './route-matcher.js';
import type { CompiledRestRoute } from './run-route.js';

const row = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) =>
  ({ route: { method, path, document: '', result: () => null } }) as unknown as CompiledRestRoute;

const recent = row('GET', '/api/items/recent');
const item = row('GET', '/api/items/:id');
const similar = row('GET', '/api/items/:id/similar');
const create = row('POST', '/api/items');
const matcher = new RestRouteMatcher([recent, item, similar, create]);

describe('RestRouteMatcher: the one route matcher of both server paths', () => {
  it('takes rows in table order, so a literal row comes before a parameter that would take it', () => {
    expect(matcher.match('GET', '/api/items/recent')?.compiled).toBe(recent);
    expect(matcher.match('GET', '/api/items/42')).toEqual({ compiled: item, params: { id: '42' } });
    expect(matcher.match('GET', '/api/items/42/similar')).toEqual({
      compiled: similar,
      params: { id: '42' },
    });
  });

  it('matches as Express did: any case, one trailing slash, HEAD as GET, decoded parameters', () => {
    expect(matcher.match('GET', '/API/Items/Recent')?.compiled).toBe(recent);
    expect(matcher.match('GET', '/api/items/42/')?.params).toEqual({ id: '42' });
    expect(matcher.match('HEAD', '/api/items/42')?.compiled).toBe(item);
    expect(matcher.match('GET', '/api/items/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matcher.match('POST', '/api/items/')?.compiled).toBe(create);
  });

  it('finds nothing for another method, an empty parameter or another shape', () => {
    expect(matcher.match('DELETE', '/api/items/42')).toBeNull();
    expect(matcher.match('GET', '/api/items//similar')).toBeNull();
    expect(matcher.match('GET', '/api/items/42/similar/more')).toBeNull();
    expect(matcher.match('GET', '/api/items/42//')).toBeNull();
  });

  it('lists the methods a path has rows for, as Express answered OPTIONS', () => {
    expect(matcher.allowedMethods('/api/items')).toEqual(['POST']);
    expect(matcher.allowedMethods('/api/items/7/')).toEqual(['GET', 'HEAD']);
    expect(matcher.allowedMethods('/api/nowhere')).toEqual([]);
  });

  it('refuses a parameter that does not decode with the 400 Express gave', () => {
    expect(() => matcher.match('GET', '/api/items/%E0%A4%A')).toThrow(UndecodableParam);
  });
});
