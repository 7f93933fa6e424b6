import { describe, expect, it } from 'vitest';
import { checkOwnerAmount, partyLabel, renterShare } from './disputes';

describe('the decision on a disputed claim', () => {
  it('takes 0 up to the claimed amount, with at most two decimals', () => {
    expect(checkOwnerAmount('0', 80, '$80.00')).toEqual({ ok: true, amount: 0 });
    expect(checkOwnerAmount(' 40.5 ', 80, '$80.00')).toEqual({ ok: true, amount: 40.5 });
    expect(checkOwnerAmount('80', 80, '$80.00')).toEqual({ ok: true, amount: 80 });
    expect(checkOwnerAmount('80.01', 80, '$80.00')).toEqual({
      ok: false,
      error: 'The owner can keep at most the claimed $80.00',
    });
    expect(checkOwnerAmount('-1', 80, '$80.00').ok).toBe(false);
    expect(checkOwnerAmount('1.234', 80, '$80.00').ok).toBe(false);
    expect(checkOwnerAmount('', 80, '$80.00').ok).toBe(false);
  });

  it('says what the renter gets back', () => {
    expect(renterShare(80, 30.1)).toBe(49.9);
    expect(renterShare(80, 80)).toBe(0);
  });

  it('names both sides', () => {
    expect(partyLabel({ fullName: 'Chloé Dubois', username: 'chloe' })).toBe('Chloé Dubois (@chloe)');
    expect(partyLabel({ fullName: '', username: 'chloe' })).toBe('@chloe');
  });
});
