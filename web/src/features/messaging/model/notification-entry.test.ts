import { describe, expect, it } from 'vitest';
import { notificationValue, senderOfValue } from './notification-entry';

describe('bell menu entries', () => {
  it("opens the sender's thread", () => {
    expect(senderOfValue(notificationValue({ id: 31, senderId: 7 }))).toBe(7);
  });

  it('opens no thread for the other items', () => {
    expect(senderOfValue('all')).toBeNull();
    expect(senderOfValue('none')).toBeNull();
    expect(senderOfValue('message-31-from-')).toBeNull();
  });

  it('keeps two messages of one sender apart', () => {
    expect(notificationValue({ id: 1, senderId: 7 })).not.toBe(notificationValue({ id: 2, senderId: 7 }));
  });
});
