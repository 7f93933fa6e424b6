import { describe, expect, it } from 'vitest';
import { categorySearchPath } from './category-path';

describe('hero category tiles', () => {
  it('lead to the search page filtered by the category name (spec §2)', () => {
    expect(categorySearchPath('Cameras')).toBe('/search?category=Cameras');
    expect(categorySearchPath('Tools & Equipment')).toBe('/search?category=Tools+%26+Equipment');
  });
});
