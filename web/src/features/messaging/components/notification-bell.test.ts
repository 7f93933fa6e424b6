import { describe, expect, it } from 'vitest';
import { bellLabel } from './notification-bell';

describe('bellLabel', () => {
  it('names the bell alone when nothing is unread', () => {
    expect(bellLabel(0)).toBe('Notifications');
  });

  it('says the count the badge shows, capped like the badge (WCAG 2.5.3: the visible text is in the name)', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(9)).toBe('Notifications, 9 unread');
    expect(bellLabel(11)).toBe('Notifications, 9+ unread');
  });
});
