/**
 * Instant book (issue 23 §5), once: who is a trusted renter, and whether a renter's request on a listing is approved
 * at once. The request command (`commands/request-booking.ts`) applies it under the item's lock, the
 * `instantBookCheck` query (`queries/instant-book.ts`) tells the item page and the wizard beforehand, and both read
 * the renter's facts with `TRUST_FACTS_SQL`. Pure and browser-safe: no database, no Node.
 */

/**
 * The thresholds of the rule, from the configuration (`INSTANT_BOOK_MIN_COMPLETED_RENTALS`, `…_MIN_RATING`,
 * `…_REQUIRE_ID`).
 */
export interface TrustThresholds {
  readonly minCompletedRentals: number;
  readonly minRating: number;
  /** Whether a trusted renter also needs an approved identity check (issue 26 §1: the operator's choice). */
  readonly requireIdentity: boolean;
}

/** What the rule reads of a renter. */
export interface RenterTrustFacts {
  readonly emailVerified: boolean;
  /** An admin approved their identity check (`users.identity_verified`). */
  readonly identityVerified: boolean;
  /** Completed rentals as renter. */
  readonly completedRentals: number;
  /** The average of published reviews about them (0 with none). */
  readonly rating: number;
  /** Published reviews about them: a rating of no review is no rating. */
  readonly reviewCount: number;
  /** Damage claims against them as renter that the owner kept money from (accepted, by silence or by an admin). */
  readonly upheldClaims: number;
}

/** Why a renter is not trusted, each condition of the rule on its own, in the order the rule lists them. */
export const TRUST_SHORTFALLS = [
  'email_unverified',
  'identity_unverified',
  'too_few_rentals',
  'rating_too_low',
  'upheld_damage_claim',
] as const;
export type TrustShortfall = (typeof TRUST_SHORTFALLS)[number];

/** Why a request would wait for the owner: the listing's switch is off, who asks, or what the renter lacks. */
export type InstantBookRefusal = 'not_instant_book' | 'signed_out' | 'own_listing' | TrustShortfall;

/** What the rule finds a renter lacks; none means trusted. */
export function trustShortfalls(facts: RenterTrustFacts, thresholds: TrustThresholds): TrustShortfall[] {
  const short: TrustShortfall[] = [];
  if (!facts.emailVerified) short.push('email_unverified');
  if (thresholds.requireIdentity && !facts.identityVerified) short.push('identity_unverified');
  if (facts.completedRentals < thresholds.minCompletedRentals) short.push('too_few_rentals');
  if (facts.reviewCount === 0 || facts.rating < thresholds.minRating) short.push('rating_too_low');
  if (facts.upheldClaims > 0) short.push('upheld_damage_claim');
  return short;
}

export function isTrustedRenter(facts: RenterTrustFacts, thresholds: TrustThresholds): boolean {
  return trustShortfalls(facts, thresholds).length === 0;
}

/** Whether a request is approved at once, and if not, every reason why (empty when it is). */
export interface InstantBookDecision {
  readonly instant: boolean;
  readonly reasons: readonly InstantBookRefusal[];
}

/**
 * The decision for one request: the listing's switch on, a signed-in renter who is not its owner, and trusted.
 * `renter` null: nobody signed in.
 */
export function instantBookDecision(
  listing: { readonly instantBook: boolean; readonly ownerId: number },
  renter: { readonly id: number; readonly facts: RenterTrustFacts } | null,
  thresholds: TrustThresholds,
): InstantBookDecision {
  const reasons: InstantBookRefusal[] = [];
  if (!listing.instantBook) reasons.push('not_instant_book');
  if (renter === null) reasons.push('signed_out');
  else if (renter.id === listing.ownerId) reasons.push('own_listing');
  else reasons.push(...trustShortfalls(renter.facts, thresholds));
  return { instant: reasons.length === 0, reasons };
}

/**
 * The facts the rule reads of the renter `renterSql` names (a bound parameter or a column), as columns
 * `trust_email_verified`, `trust_completed`, `trust_rating`, `trust_reviews`, `trust_upheld_claims` (see
 * `trustFactsOf`), read only when `when` (SQL) holds. Completed rentals are counted from the bookings, not a counter kept beside them; a claim is
 * upheld when it settled with money to the owner.
 */
export function trustFactsSql(renterSql: string, when = 'true'): string {
  const only = (sql: string) => `case when ${when} then (${sql}) end`;
  return `${only(`select is_verified from users where id = ${renterSql}`)} as trust_email_verified,
      ${only(`select identity_verified from users where id = ${renterSql}`)} as trust_identity_verified,
      ${only(`select count(*)::int from bookings where renter_id = ${renterSql} and status = 'completed'`)} as trust_completed,
      ${only(`select rating from users where id = ${renterSql}`)} as trust_rating,
      ${only(`select review_count from users where id = ${renterSql}`)} as trust_reviews,
      ${only(
        `select count(*)::int from damage_claims dc join bookings cb on cb.id = dc.booking_id
          where cb.renter_id = ${renterSql} and dc.status in ('accepted', 'auto_accepted', 'admin_decided')
            and coalesce(dc.owner_amount_cents, 0) > 0`,
      )} as trust_upheld_claims`;
}

/** The columns `trustFactsSql` selects. */
export interface TrustFactColumns {
  trust_email_verified: boolean | null;
  trust_identity_verified: boolean | null;
  trust_completed: number | null;
  trust_rating: number | string | null;
  trust_reviews: number | null;
  trust_upheld_claims: number | null;
}

export function trustFactsOf(row: TrustFactColumns): RenterTrustFacts {
  return {
    emailVerified: row.trust_email_verified === true,
    identityVerified: row.trust_identity_verified === true,
    completedRentals: Number(row.trust_completed ?? 0),
    rating: Number(row.trust_rating ?? 0),
    reviewCount: Number(row.trust_reviews ?? 0),
    upheldClaims: Number(row.trust_upheld_claims ?? 0),
  };
}
