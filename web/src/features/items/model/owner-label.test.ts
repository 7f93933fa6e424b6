import { describe, expect, it } from 'vitest';
import { ownerLabel, rankLabel } from './owner-label';

describe('ownerLabel', () => {
  it("is the owner's username", () => {
    expect(ownerLabel({ username: 'koala_kim' }, 7)).toBe('koala_kim');
  });

  it("is 'User #{ownerId}' when the owner has no username", () => {
    expect(ownerLabel({ username: '' }, 7)).toBe('User #7');
    expect(ownerLabel({ username: '   ' }, 12)).toBe('User #12');
    expect(ownerLabel({ username: null }, 3)).toBe('User #3');
  });

  it("is 'Unknown' without an owner", () => {
    expect(ownerLabel(null, 7)).toBe('Unknown');
    expect(ownerLabel(undefined, undefined)).toBe('Unknown');
  });
});

describe('rankLabel', () => {
  it('names the rank, and an unknown rank as Rookie', () => {
    expect(rankLabel('master')).toBe('Master Koala');
    expect(rankLabel('junior')).toBe('Junior Koala');
    expect(rankLabel('midlevel')).toBe('Rookie Koala');
    expect(rankLabel(null)).toBe('Rookie Koala');
  });
});
