import { describe, expect, it } from 'vitest';
import { emptyTitle } from './search-params';

describe('emptyTitle (spec §2 search empty state)', () => {
  it('names the term and the category when there are some', () => {
    expect(emptyTitle('', '')).toBe('No items found');
    expect(emptyTitle('drone', '')).toBe('No items found for "drone"');
    expect(emptyTitle('', 'Cameras')).toBe('No items found in Cameras');
    expect(emptyTitle('drone', 'Cameras')).toBe('No items found for "drone" in Cameras');
  });
});
