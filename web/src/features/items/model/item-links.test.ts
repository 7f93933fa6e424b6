import { describe, expect, it } from 'vitest';
import {
  itemPath,
  messageOwnerPath,
  rentItemPath,
  signInThenPath,
  signInToRentPath,
  userPath,
} from './item-links';

describe('item links (spec §2)', () => {
  it('builds the item card targets', () => {
    expect(itemPath(42)).toBe('/item/42');
    expect(signInToRentPath(42)).toBe('/auth?redirectTo=/item/42');
    expect(rentItemPath(42)).toBe('/item/42?rent=true');
    expect(messageOwnerPath(7)).toBe('/messages?user=7');
    expect(userPath(7)).toBe('/user/7');
    expect(signInThenPath('/item/42')).toBe('/auth?redirectTo=/item/42');
  });
});
