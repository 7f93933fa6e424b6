/**
 * The one story of a booking's money (issue 27 §2), as every screen and notice tells it: rent (daily price × days),
 * the service fee, the optional protection (issue 26 §2), what is **charged** (rent + fee + protection; the spec's
 * `totalPrice` is rent + fee), and the **deposit held** apart from
 * the charge and released after the owner's condition check. Then the deposit's own life (held → released, partly
 * kept or kept, a late fee taken from it) and what the owner is paid and when.
 *
 * Pure and framework-free, so the booking messages and e-mails can tell the same story:
 *
 *   const money = moneyBreakdown(booking);           // every line in integer minor units
 *   const deposit = depositLife(booking);            // the deposit's state now
 *   const payout = ownerPayoutOf(booking);           // the owner's side
 *
 * Amounts come in as the API sends them (decimal numbers in the booking's currency) and leave as integer minor
 * units (`…Cents`), so no line is ever summed in floating point. The fee rule is the server's own
 * (`quoteRental`, `SERVICE_FEE_PERCENT` in @koalarent/core/contracts), read from there, not restated here.
 */
import {
  CURRENCY_DECIMALS,
  type CurrencyCode,
  isCurrencyCode,
  quoteRental,
  type RentalQuote,
  SERVICE_FEE_PERCENT,
} from '@koalarent/core/contracts';

const MINOR_PER_MAJOR = 10 ** CURRENCY_DECIMALS;

/**
 * An API amount in minor units. Rounded, not refused: these are amounts the server already validated and stored
 * as whole cents, and the only error left to remove is the binary one (0.1 + 0.2).
 */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * MINOR_PER_MAJOR) || 0;
}

/** Minor units back to the decimal amount `useFormat().money` takes. */
export function fromMinorUnits(cents: number): number {
  return cents / MINOR_PER_MAJOR;
}

/** What the breakdown reads of a booking (or of a quote in the wizard, before there is a booking). */
export interface MoneyBreakdownInput {
  currency: string;
  dailyPrice: number;
  days: number;
  securityDeposit: number;
  /** The stored amounts of a booking, when the caller has them: they are what was charged and they win. */
  rentPrice?: number | null;
  serviceFee?: number | null;
  totalPrice?: number | null;
  /** Issue 26 §2: the protection fee (0 or absent without protection), charged with the rent. */
  protectionFee?: number | null;
  /** The most the protection pays above the deposit (0 or absent without protection). */
  protectionCover?: number | null;
}

export interface MoneyBreakdown {
  /** The currency the card is charged and held in: the item's (an unknown code reads as USD). */
  currency: CurrencyCode;
  days: number;
  dailyPriceCents: number;
  /** Daily price × days. */
  rentCents: number;
  feePercent: number;
  feeCents: number;
  /** Issue 26 §2: the optional protection's fee (0 without), charged with the rent. */
  protectionCents: number;
  /** What the protection covers above the deposit (0 without). */
  protectionCoverCents: number;
  /** Rent + fee (+ protection): what is charged once the owner approves (`chargedCents` of the contracts). */
  chargedCents: number;
  /** Held on the card apart from the charge; released after the condition check. Never part of `chargedCents`. */
  depositCents: number;
  /** Charged + deposit held: what the card carries at the start (the wizard's spec §9 "Total shown"). */
  onCardCents: number;
}

/**
 * The breakdown's lines. A booking's stored rent and fee are used as they are (they are what the card was
 * charged); any that are missing come from the server's quote of daily price × days. Charged is always rent + fee.
 */
export function moneyBreakdown(input: MoneyBreakdownInput): MoneyBreakdown {
  const dailyPriceCents = toMinorUnits(input.dailyPrice);
  const depositCents = toMinorUnits(input.securityDeposit);
  const quote = quoteRental(dailyPriceCents, depositCents, input.days);
  const rentCents = input.rentPrice != null ? toMinorUnits(input.rentPrice) : quote.rentCents;
  const feeCents =
    input.serviceFee != null
      ? toMinorUnits(input.serviceFee)
      : input.totalPrice != null && input.rentPrice != null
        ? toMinorUnits(input.totalPrice) - rentCents
        : quote.feeCents;
  const protectionCents = toMinorUnits(input.protectionFee ?? 0);
  const chargedCents = rentCents + feeCents + protectionCents;
  return {
    currency: isCurrencyCode(input.currency) ? input.currency : 'USD',
    days: input.days,
    dailyPriceCents,
    rentCents,
    feePercent: SERVICE_FEE_PERCENT,
    feeCents,
    protectionCents,
    protectionCoverCents: toMinorUnits(input.protectionCover ?? 0),
    chargedCents,
    depositCents,
    onCardCents: chargedCents + depositCents,
  };
}

/** The breakdown of the wizard's quote (`quoteRental`) of an item, before there is a booking. */
export function quoteBreakdown(
  item: { currency: string; pricePerDay: number },
  quote: RentalQuote,
  protectionCoverCents = 0,
): MoneyBreakdown {
  return moneyBreakdown({
    currency: item.currency,
    dailyPrice: item.pricePerDay,
    days: quote.days,
    securityDeposit: fromMinorUnits(quote.depositCents),
    rentPrice: fromMinorUnits(quote.rentCents),
    serviceFee: fromMinorUnits(quote.feeCents),
    protectionFee: fromMinorUnits(quote.protectionFeeCents),
    protectionCover: quote.protectionFeeCents > 0 ? fromMinorUnits(protectionCoverCents) : 0,
  });
}

/**
 * Where the deposit is: `none` (the item asks for none), `held` (on the card until the condition check),
 * `released` (all of it back), `partly_kept` (some kept for a late fee or damage, the rest back), `kept` (all kept).
 */
type DepositStatus = 'none' | 'held' | 'released' | 'partly_kept' | 'kept';

export interface DepositLife {
  status: DepositStatus;
  heldCents: number;
  /** Late fee (days late × daily price) taken from the deposit; known from the return on, taken at completion. */
  lateFeeCents: number;
  /** Days late the late fee stands for (0 without a late fee). */
  lateDays: number;
  /** Damages the owner keeps, once the damage claim is settled. */
  damageCents: number;
  /** Kept from the deposit at settlement (late fee + damages, at most the deposit); 0 while held. */
  keptCents: number;
  /** Back to the renter at settlement; 0 while held. */
  releasedCents: number;
  /** Why some was kept. */
  keptFor: ('late_return' | 'damage')[];
  /** When the hold was settled (completion, or cancellation or refusal of the request); null while held. */
  settledAt: string | null;
}

export interface DepositLifeInput {
  status: string;
  securityDeposit: number;
  dailyPrice: number;
  lateFee: number;
  completedAt?: string | null;
  cancelledAt?: string | null;
  damageClaim?: { status: string; ownerAmount?: number | null } | null;
}

/** Statuses in which the deposit hold was released whole without a condition check (no rental took place). */
const RELEASED_UNUSED = new Set(['cancelled', 'rejected', 'expired']);
/** Damage claim outcomes in which the owner keeps `ownerAmount` (settleClaim in services/bookings/src/commands/settle.ts). */
const CLAIM_SETTLED = new Set(['accepted', 'auto_accepted', 'admin_decided']);

/**
 * The deposit's life as the API shows it. It mirrors the server's settlement (services/bookings
 * commands/settle.ts `completeBooking`): at completion the late fee plus the settled damages are kept, at most
 * the deposit, and the rest is released; a request refused, expired or cancelled releases it all.
 */
export function depositLife(booking: DepositLifeInput): DepositLife {
  const heldCents = toMinorUnits(booking.securityDeposit);
  const lateFeeCents = toMinorUnits(booking.lateFee);
  const dailyCents = toMinorUnits(booking.dailyPrice);
  const lateDays = lateFeeCents > 0 && dailyCents > 0 ? Math.round(lateFeeCents / dailyCents) : 0;
  const claim = booking.damageClaim;
  const damageCents = claim && CLAIM_SETTLED.has(claim.status) ? toMinorUnits(claim.ownerAmount ?? 0) : 0;
  const base = { heldCents, lateFeeCents, lateDays, damageCents };
  if (heldCents === 0)
    return { ...base, status: 'none', keptCents: 0, releasedCents: 0, keptFor: [], settledAt: null };
  if (RELEASED_UNUSED.has(booking.status))
    return {
      ...base,
      damageCents: 0,
      status: 'released',
      keptCents: 0,
      releasedCents: heldCents,
      keptFor: [],
      settledAt: booking.cancelledAt ?? null,
    };
  if (booking.status !== 'completed')
    return { ...base, status: 'held', keptCents: 0, releasedCents: 0, keptFor: [], settledAt: null };
  const keptCents = Math.min(heldCents, lateFeeCents + damageCents);
  const keptFor: DepositLife['keptFor'] = [];
  if (lateFeeCents > 0) keptFor.push('late_return');
  if (damageCents > 0) keptFor.push('damage');
  return {
    ...base,
    status: keptCents === 0 ? 'released' : keptCents === heldCents ? 'kept' : 'partly_kept',
    keptCents,
    releasedCents: heldCents - keptCents,
    keptFor,
    settledAt: booking.completedAt ?? null,
  };
}

export interface OwnerPayout {
  /** `expected` until the booking completes (or is cancelled after approval), then `paid`; `none` if refused. */
  status: 'expected' | 'paid' | 'none';
  /** The rent (the service fee is the platform's), plus what the deposit settlement keeps for the owner. */
  amountCents: number;
  /** When it was credited; null while expected (it is credited at completion, after the condition check). */
  paidAt: string | null;
}

export interface OwnerPayoutInput extends DepositLifeInput {
  days: number;
  rentPrice?: number | null;
  /** The server's figure, fixed at completion or cancellation (0 before). */
  ownerPayout: number;
}

/**
 * What the owner is paid and when. The server fixes `ownerPayout` when the booking completes (rent + what the
 * deposit settlement keeps) or is cancelled after approval (the rent not refunded); before that the owner can
 * expect the rent, plus a late fee already known, credited at completion.
 */
export function ownerPayoutOf(booking: OwnerPayoutInput): OwnerPayout {
  if (booking.status === 'completed')
    return {
      status: 'paid',
      amountCents: toMinorUnits(booking.ownerPayout),
      paidAt: booking.completedAt ?? null,
    };
  if (RELEASED_UNUSED.has(booking.status)) {
    const cents = toMinorUnits(booking.ownerPayout);
    return cents > 0
      ? { status: 'paid', amountCents: cents, paidAt: booking.cancelledAt ?? null }
      : { status: 'none', amountCents: 0, paidAt: null };
  }
  const rentCents =
    booking.rentPrice != null
      ? toMinorUnits(booking.rentPrice)
      : toMinorUnits(booking.dailyPrice) * booking.days;
  const lateKept = Math.min(toMinorUnits(booking.securityDeposit), toMinorUnits(booking.lateFee));
  return { status: 'expected', amountCents: rentCents + lateKept, paidAt: null };
}
