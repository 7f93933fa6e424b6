import { describe, expect, it } from 'vitest';
import { chatTarget, parseUserId } from './chat-target';

describe('chatTarget', () => {
  it('opens the chat of /messages/{ownerId} (spec §2)', () => {
    expect(chatTarget('7', new URLSearchParams())).toEqual({ userId: 7, invalid: false });
  });

  it('opens the chat of /messages?user={ownerId} (spec §2)', () => {
    expect(chatTarget(undefined, new URLSearchParams('user=12'))).toEqual({ userId: 12, invalid: false });
  });

  it('prefers the path when both are given', () => {
    expect(chatTarget('7', new URLSearchParams('user=12'))).toEqual({ userId: 7, invalid: false });
  });

  it('opens no chat for /messages', () => {
    expect(chatTarget(undefined, new URLSearchParams())).toEqual({ userId: null, invalid: false });
    expect(chatTarget(undefined, new URLSearchParams('user='))).toEqual({ userId: null, invalid: false });
  });

  it('flags something that is not a member id', () => {
    for (const raw of ['abc', '0', '-4', '1.5', '12345678901', '7abc']) {
      expect(chatTarget(raw, new URLSearchParams())).toEqual({ userId: null, invalid: true });
    }
    expect(parseUserId('42')).toBe(42);
  });
});
