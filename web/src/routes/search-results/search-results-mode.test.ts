import { describe, expect, it } from 'vitest';
import { hasSearchQuery } from './search-results-mode';

describe('/search-results mode', () => {
  it('shows search results only when a search parameter has a value', () => {
    expect(hasSearchQuery(new URLSearchParams(''))).toBe(false);
    expect(hasSearchQuery(new URLSearchParams('q=%20&utm=x'))).toBe(false);
    expect(hasSearchQuery(new URLSearchParams('q=drill'))).toBe(true);
    expect(hasSearchQuery(new URLSearchParams('category=Tools'))).toBe(true);
    expect(hasSearchQuery(new URLSearchParams('minPrice=20'))).toBe(true);
  });
});
