import { describe, expect, it } from 'vitest';
import { addedAgo } from './relative-time';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('addedAgo', () => {
  it("says 'Added {relative time} ago'", () => {
    expect(addedAgo('2026-03-10T11:59:30Z', NOW)).toBe('Added 30 seconds ago');
    expect(addedAgo('2026-03-10T11:15:00Z', NOW)).toBe('Added 45 minutes ago');
    expect(addedAgo('2026-03-10T09:00:00Z', NOW)).toBe('Added 3 hours ago');
    expect(addedAgo('2026-03-09T12:00:00Z', NOW)).toBe('Added 1 day ago');
    expect(addedAgo(new Date('2026-02-08T12:00:00Z'), NOW)).toBe('Added 1 month ago');
  });

  it('reads a future or unreadable date as just added', () => {
    expect(addedAgo('2026-03-11T12:00:00Z', NOW)).toBe('Added 0 seconds ago');
    expect(addedAgo('not a date', NOW)).toBe('Added 0 seconds ago');
  });
});
