import { describe, expect, it } from 'vitest';
import { itemActions, parseItemId } from './item-actions';

const item = { id: 42, ownerId: 7 };

describe('itemActions', () => {
  it('sends a signed-out visitor to sign in before messaging, coming back to the item', () => {
    expect(itemActions(item, { signedIn: false, userId: null })).toEqual({
      ownItem: false,
      messageOwner: { kind: 'signIn', path: '/auth?redirectTo=/item/42' },
    });
  });

  it('opens the message dialog for a signed-in member', () => {
    expect(itemActions(item, { signedIn: true, userId: 3 })).toEqual({
      ownItem: false,
      messageOwner: { kind: 'dialog' },
    });
  });

  it("marks the owner's own item, which offers neither Rent Now nor Message Owner", () => {
    expect(itemActions(item, { signedIn: true, userId: 7 })).toEqual({ ownItem: true, messageOwner: null });
  });
});

describe('parseItemId', () => {
  it('accepts a positive whole number only', () => {
    expect(parseItemId('42')).toBe(42);
    expect(parseItemId('0')).toBeNull();
    expect(parseItemId('-1')).toBeNull();
    expect(parseItemId('4.2')).toBeNull();
    expect(parseItemId('abc')).toBeNull();
    expect(parseItemId(undefined)).toBeNull();
    expect(parseItemId('12345678901')).toBeNull();
  });
});
