import { describe, expect, it } from 'vitest';
import {
  formatListDate,
  formatMessageTime,
  messagePreview,
  partyInitial,
  partyName,
  senderLabel,
  unreadBadgeLabel,
} from './message-format';

describe('unreadBadgeLabel', () => {
  it("shows the count up to 9, then '9+' (spec §9)", () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
  });

  it('shows no badge when nothing is unread', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(-3)).toBeNull();
    expect(unreadBadgeLabel(null)).toBeNull();
    expect(unreadBadgeLabel(undefined)).toBeNull();
  });
});

describe('names', () => {
  it("names the other party by full name, else username, else 'User #id' (spec §2)", () => {
    expect(partyName({ id: 7, fullName: 'Ann Lee', username: 'ann' })).toBe('Ann Lee');
    expect(partyName({ id: 7, fullName: '  ', username: 'ann' })).toBe('ann');
    expect(partyName({ id: 7, fullName: null, username: '' })).toBe('User #7');
    expect(partyName({ id: 7 })).toBe('User #7');
  });

  it("falls back to 'User' for a sender without a name (spec §2 notifications)", () => {
    expect(senderLabel({ senderName: 'Ann Lee' })).toBe('Ann Lee');
    expect(senderLabel({ senderName: null })).toBe('User');
    expect(senderLabel({ senderName: ' ' })).toBe('User');
  });

  it('draws the initial from the username first', () => {
    expect(partyInitial({ id: 7, fullName: 'Ann Lee', username: 'zed' })).toBe('Z');
    expect(partyInitial({ id: 7, fullName: null, username: null })).toBe('U');
  });
});

describe('dates', () => {
  // A local time, so the assertions hold in any time zone the tests run in.
  const at = new Date(2026, 2, 4, 15, 7).toISOString();

  it("shows the list date as 'MMM d' and the thread time as 'MMM d, h:mm a' (spec §2)", () => {
    expect(formatListDate(at)).toBe('Mar 4');
    expect(formatMessageTime(at)).toBe('Mar 4, 3:07 PM');
    expect(formatMessageTime(new Date(2026, 11, 25, 0, 5).toISOString())).toBe('Dec 25, 12:05 AM');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatListDate('soon')).toBe('');
    expect(formatMessageTime('')).toBe('');
  });
});

describe('messagePreview', () => {
  it('keeps one line and cuts long text with an ellipsis', () => {
    expect(messagePreview('Hi\n\nthere   you')).toBe('Hi there you');
    expect(messagePreview('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(messagePreview('short', 10)).toBe('short');
  });

  it('leaves markup as text (the UI renders it as text)', () => {
    expect(messagePreview('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});
