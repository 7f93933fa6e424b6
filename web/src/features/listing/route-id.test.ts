import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('accepts positive 32-bit integers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '2147483648', ' 7']) {
      expect(parseRouteId(raw)).toBeNull();
    }
  });
});
