import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadLanguage, loadNamespaces } from '../../../shared/i18n/i18n';
import {
  formatListDate,
  formatMessageTime,
  messagePreview,
  partyInitial,
  partyName,
  senderLabel,
  unreadBadgeLabel,
} from './message-format';

const t = i18n.getFixedT('en', 'messaging');
const en = formattersFor('en');
beforeAll(() => loadNamespaces('messaging'));

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
    expect(partyName({ id: 7, fullName: 'Ann Lee', username: 'ann' }, t)).toBe('Ann Lee');
    expect(partyName({ id: 7, fullName: '  ', username: 'ann' }, t)).toBe('ann');
    expect(partyName({ id: 7, fullName: null, username: '' }, t)).toBe('User #7');
    expect(partyName({ id: 7 }, t)).toBe('User #7');
  });

  it("falls back to 'User' for a sender without a name (spec §2 notifications)", () => {
    expect(senderLabel({ senderName: 'Ann Lee' }, t)).toBe('Ann Lee');
    expect(senderLabel({ senderName: null }, t)).toBe('User');
    expect(senderLabel({ senderName: ' ' }, t)).toBe('User');
  });

  it('draws the initial from the username first', () => {
    expect(partyInitial({ id: 7, fullName: 'Ann Lee', username: 'zed' }, t)).toBe('Z');
    expect(partyInitial({ id: 7, fullName: null, username: null }, t)).toBe('U');
  });
});

describe('dates', () => {
  // A local time, so the assertions hold in any time zone the tests run in.
  const at = new Date(2026, 2, 4, 15, 7).toISOString();

  it("shows the list date as 'MMM d' and the thread time as 'MMM d, h:mm a' (spec §2)", () => {
    expect(formatListDate(at, en)).toBe('Mar 4');
    expect(formatMessageTime(at, en)).toBe('Mar 4, 3:07 PM');
    expect(formatMessageTime(new Date(2026, 11, 25, 0, 5).toISOString(), en)).toBe('Dec 25, 12:05 AM');
  });

  it("follows the reader's language", async () => {
    await loadLanguage('es');
    expect(formatListDate(at, formattersFor('de'))).toBe('4. März');
    expect(formatListDate(at, formattersFor('zh'))).toBe('3月4日');
    expect(partyName({ id: 7 }, i18n.getFixedT('es', 'messaging'))).toBe('Usuario #7');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatListDate('soon', en)).toBe('');
    expect(formatMessageTime('', en)).toBe('');
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
