import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { checkOwnerAmount, disputedPart, partyLabel, renterShare } from './disputes';
import type { AdminT } from './format';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
beforeAll(async () => {
  await loadNamespaces('admin');
  // Fetches the German strings of every loaded namespace, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

describe('the decision on a disputed claim', () => {
  it('takes 0 up to the claimed amount, with at most two decimals', () => {
    expect(checkOwnerAmount('0', 80, '$80.00', t)).toEqual({ ok: true, amount: 0 });
    expect(checkOwnerAmount(' 40.5 ', 80, '$80.00', t)).toEqual({ ok: true, amount: 40.5 });
    expect(checkOwnerAmount('80', 80, '$80.00', t)).toEqual({ ok: true, amount: 80 });
    expect(checkOwnerAmount('80.01', 80, '$80.00', t)).toEqual({
      ok: false,
      error: 'The owner can keep at most the claimed $80.00',
    });
    expect(checkOwnerAmount('-1', 80, '$80.00', t).ok).toBe(false);
    expect(checkOwnerAmount('1.234', 80, '$80.00', t).ok).toBe(false);
    expect(checkOwnerAmount('', 80, '$80.00', t)).toEqual({
      ok: false,
      error: 'Enter the amount the owner keeps (0 gives it all back to the renter)',
    });
    expect(checkOwnerAmount('4O', 80, '$80.00', t)).toEqual({
      ok: false,
      error: 'Enter an amount such as 40 or 40.50',
    });
  });

  it('takes a decimal comma as most of Europe writes it, and answers in the t’s language', () => {
    expect(checkOwnerAmount('40,5', 80, '$80,00', de)).toEqual({ ok: true, amount: 40.5 });
    expect(checkOwnerAmount('40,555', 80, '$80,00', de).ok).toBe(false);
    expect(checkOwnerAmount('90', 80, '$80,00', de)).toEqual({
      ok: false,
      error: 'Der Eigentümer kann höchstens die geforderten $80,00 behalten',
    });
  });

  it('on a protected booking takes at most the deposit’s part, as the server does, and says where the rest is decided', () => {
    // $800.00 claimed on a $300.00 deposit: $500.00 above it waits in Protection claims (issue 26 §2).
    const claim = { amount: 800, protectionAmount: 500 };
    expect(disputedPart(claim)).toBe(300);
    expect(disputedPart({ amount: 80, protectionAmount: 0 })).toBe(80);
    expect(disputedPart({ amount: 300.3, protectionAmount: 0.1 })).toBe(300.2);
    expect(checkOwnerAmount('300', disputedPart(claim), '$300.00', t, '$500.00')).toEqual({
      ok: true,
      amount: 300,
    });
    expect(checkOwnerAmount('300.01', disputedPart(claim), '$300.00', t, '$500.00')).toEqual({
      ok: false,
      error:
        'The owner can keep at most the claimed $300.00 from the deposit; the $500.00 above it is decided under Protection claims',
    });
    expect(checkOwnerAmount('800', disputedPart(claim), '$300,00', de, '$500,00')).toEqual({
      ok: false,
      error:
        'Der Eigentümer kann höchstens die geforderten $300,00 aus der Kaution behalten; über die $500,00 darüber wird unter Schutzansprüche entschieden',
    });
    // What the renter gets back is of the deposit's part: the part above it was never theirs to pay.
    expect(renterShare(disputedPart(claim), 120)).toBe(180);
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
