import { describe, expect, it } from 'vitest';
import { itemActions, parseItemId } from './item-actions';

const item = { id: 42, ownerId: 7 };

describe('itemActions', () => {
  it('sends a signed-out visitor to sign in before messaging, coming back to the item', () => {
    expect(itemActions(item, { signedIn: false, userId: null })).toEqual({
      ownItem: false,
      messageOwner: '/auth?redirectTo=/item/42',
    });
  });

  it("leads a signed-in member to the owner's profile to message them", () => {
    expect(itemActions(item, { signedIn: true, userId: 3 })).toEqual({
      ownItem: false,
      messageOwner: '/user/7',
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
