import { describe, expect, it } from 'vitest';
import {
  instantBookDecision,
  isTrustedRenter,
  type RenterTrustFacts,
  type TrustThresholds,
  trustShortfalls,
} from './instant-book.js';
import { checkTransition } from './state-machine.js';

const RULE: TrustThresholds = { minCompletedRentals: 3, minRating: 4.5, requireIdentity: false };
const TRUSTED: RenterTrustFacts = {
  emailVerified: true,
  identityVerified: false,
  completedRentals: 3,
  rating: 4.5,
  reviewCount: 3,
  upheldClaims: 0,
};

describe('instant book: the trusted renter rule (issue 23 §5)', () => {
  it('trusts a verified renter with 3 completed rentals, a 4.5 rating and no upheld claim — the bounds included', () => {
    expect(trustShortfalls(TRUSTED, RULE)).toEqual([]);
    expect(isTrustedRenter(TRUSTED, RULE)).toBe(true);
  });

  it('names each condition a renter misses, in the rule’s order', () => {
    expect(trustShortfalls({ ...TRUSTED, emailVerified: false }, RULE)).toEqual(['email_unverified']);
    expect(trustShortfalls({ ...TRUSTED, completedRentals: 2 }, RULE)).toEqual(['too_few_rentals']);
    expect(trustShortfalls({ ...TRUSTED, rating: 4.49 }, RULE)).toEqual(['rating_too_low']);
    expect(trustShortfalls({ ...TRUSTED, upheldClaims: 1 }, RULE)).toEqual(['upheld_damage_claim']);
    expect(
      trustShortfalls(
        {
          emailVerified: false,
          identityVerified: false,
          completedRentals: 0,
          rating: 0,
          reviewCount: 0,
          upheldClaims: 2,
        },
        { ...RULE, requireIdentity: true },
      ),
    ).toEqual([
      'email_unverified',
      'identity_unverified',
      'too_few_rentals',
      'rating_too_low',
      'upheld_damage_claim',
    ]);
  });

  it('asks for an approved identity check only when the operator requires it (issue 26 §1)', () => {
    expect(trustShortfalls(TRUSTED, RULE)).toEqual([]);
    expect(trustShortfalls(TRUSTED, { ...RULE, requireIdentity: true })).toEqual(['identity_unverified']);
    expect(
      trustShortfalls({ ...TRUSTED, identityVerified: true }, { ...RULE, requireIdentity: true }),
    ).toEqual([]);
  });

  it('counts no rating as no rating: unreviewed is not ≥ 4.5, even with a threshold of 0', () => {
    expect(trustShortfalls({ ...TRUSTED, rating: 0, reviewCount: 0 }, RULE)).toEqual(['rating_too_low']);
    expect(trustShortfalls({ ...TRUSTED, rating: 0, reviewCount: 0 }, { ...RULE, minRating: 0 })).toEqual([
      'rating_too_low',
    ]);
  });

  it('reads its thresholds from the configuration it is given', () => {
    const stricter = { minCompletedRentals: 10, minRating: 4.9, requireIdentity: false };
    expect(trustShortfalls(TRUSTED, stricter)).toEqual(['too_few_rentals', 'rating_too_low']);
    expect(isTrustedRenter({ ...TRUSTED, completedRentals: 0 }, { ...RULE, minCompletedRentals: 0 })).toBe(
      true,
    );
  });

  it('approves at once only a trusted renter, not the owner, on a listing with the switch on', () => {
    const listing = { instantBook: true, ownerId: 1 };
    expect(instantBookDecision(listing, { id: 2, facts: TRUSTED }, RULE)).toEqual({
      instant: true,
      reasons: [],
    });
    expect(instantBookDecision({ ...listing, instantBook: false }, { id: 2, facts: TRUSTED }, RULE)).toEqual({
      instant: false,
      reasons: ['not_instant_book'],
    });
    expect(instantBookDecision(listing, null, RULE)).toEqual({ instant: false, reasons: ['signed_out'] });
    expect(instantBookDecision(listing, { id: 1, facts: TRUSTED }, RULE)).toEqual({
      instant: false,
      reasons: ['own_listing'],
    });
    expect(
      instantBookDecision(
        { ...listing, instantBook: false },
        { id: 2, facts: { ...TRUSTED, completedRentals: 1 } },
        RULE,
      ),
    ).toEqual({ instant: false, reasons: ['not_instant_book', 'too_few_rentals'] });
  });

  it('goes through the state machine’s table: the platform approves a pending request, nothing else', () => {
    expect(checkTransition('instantApprove', 'pending_approval', 'system')).toEqual({
      ok: true,
      to: ['approved'],
    });
    expect(checkTransition('instantApprove', 'approved', 'system').ok).toBe(false);
    expect(checkTransition('instantApprove', 'pending_approval', 'renter')).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
  });
});
