import {
  ApprovalStatus,
  addDays,
  BookingMessages,
  type CurrencyCode,
  DomainError,
  type EntityManager,
  ErrorCode,
  earliestStartDate,
  formatMoney,
  fromMinorUnits,
  handleCommand,
  Item,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  quoteRental,
  REQUEST_EXPIRY_HOURS,
  recordEvent,
  rentalDays,
  toMinorUnits,
  User,
} from '@koalarent/core';
import { LockMode } from '@mikro-orm/core';
import { BookingCommands, type BookingRequestCommandInput } from '../client.js';
import { Booking } from '../entities/booking.entity.js';
import { PaymentMethod } from '../entities/payment-method.entity.js';
import { post } from '../ledger/ledger.js';
import { DECLINE_MESSAGES, PaymentDeclinedError, type PaymentProvider } from '../payments/provider.js';
import { eventBase, exactlyOnce, paymentsOf } from './shared.js';

const ACTIVE_SQL = `'pending_approval','approved','awaiting_pickup','in_transit','with_renter'`;

function invalid(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/** The dates a renter may ask for: not in the past, not too long, not too far ahead. */
function checkDates(input: BookingRequestCommandInput, now: Date): number {
  if (input.startDate < earliestStartDate(now)) throw invalid('startDate', BookingMessages.pastDate);
  const days = rentalDays(input.startDate, input.endDate);
  if (days < 1) throw invalid('endDate', BookingMessages.endBeforeStart);
  if (days > MAX_RENTAL_DAYS) throw invalid('endDate', BookingMessages.tooLong);
  if (input.startDate > addDays(earliestStartDate(now), MAX_ADVANCE_DAYS + 1))
    throw invalid('startDate', BookingMessages.tooFarAhead);
  return days;
}

/**
 * The most units of the item taken on any one day of the range by active bookings. Counting overlapping bookings
 * would over-count two bookings that overlap the range but not each other, so this counts day by day.
 */
async function unitsTaken(
  tx: EntityManager,
  itemId: number,
  startDate: string,
  endDate: string,
): Promise<number> {
  const [row]: { taken: number | null }[] = await tx.getConnection().execute(
    `select max(n)::int as taken from (
       select count(b.id) as n
         from generate_series(?::date, ?::date, interval '1 day') as d(day)
         left join bookings b
           on b.item_id = ? and b.status in (${ACTIVE_SQL}) and d.day between b.start_date and b.end_date
        group by d.day) per_day`,
    [startDate, endDate, itemId],
    'all',
    tx.getTransactionContext(),
  );
  return row?.taken ?? 0;
}

/** The saved card to charge, or the newly tokenised one saved for next time. */
async function paymentMethodFor(
  tx: EntityManager,
  renter: User,
  input: BookingRequestCommandInput,
  provider: PaymentProvider,
): Promise<PaymentMethod> {
  const method = input.paymentMethod;
  if (typeof method === 'number') {
    const saved = await tx.findOne(PaymentMethod, { id: method, user: renter, removedAt: null });
    if (!saved)
      throw invalid('paymentMethod', 'This payment method is not available. Please choose another.');
    return saved;
  }
  const existing = await tx.findOne(PaymentMethod, {
    user: renter,
    provider: provider.name,
    providerRef: method.providerRef,
  });
  if (existing) {
    existing.removedAt = null;
    return existing;
  }
  const created = tx.create(PaymentMethod, {
    user: renter,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    nameOnCard: method.nameOnCard,
    provider: provider.name,
    providerRef: method.providerRef,
  });
  tx.persist(created);
  return created;
}

function isConstraintViolation(error: unknown, name: string): boolean {
  const e = error as { constraint?: string; message?: string } | null;
  return Boolean(e && (e.constraint === name || e.message?.includes(name)));
}

/**
 * A renter asks to rent an item (ARCHITECTURE §4, first row). Under the item's row lock: the item must be public
 * and not the renter's own; the dates must be free for one more unit; the client's total must match the price
 * recomputed here. Then rent + fee and the deposit are authorised as two holds, and the booking, its ledger
 * postings and `booking.requested` are written in the same transaction. The exclusion constraint on single-unit
 * items is the last line: if it ever fires, the holds are released and the answer is 409, never 500.
 */
export const requestBookingCommand = handleCommand(
  BookingCommands.request,
  async (input, { actor, deps, job }) => {
    if (actor.userId === null) throw new DomainError(ErrorCode.Unauthenticated);
    const renterId = actor.userId;
    const provider = paymentsOf(deps);
    const jobId = job.id ?? '';
    const authorised: string[] = [];
    try {
      return await exactlyOnce(deps, job, async (tx) => {
        const now = new Date();
        const days = checkDates(input, now);
        const item = await tx.findOne(Item, { id: input.itemId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const owner = item ? await tx.findOneOrFail(User, { id: item.owner.id }) : null;
        if (!item || !owner || (item.approvalStatus !== ApprovalStatus.Approved && owner.id !== renterId))
          throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
        if (owner.id === renterId)
          throw new DomainError(ErrorCode.Forbidden, { message: 'You cannot rent your own item.' });
        if (!item.availability || owner.isLocked)
          throw new DomainError(ErrorCode.Conflict, {
            message: 'This item is not available for rent right now.',
          });
        const renter = await tx.findOneOrFail(User, { id: renterId });
        if (renter.isLocked) throw new DomainError(ErrorCode.AccountLocked);
        // Replaying a request whose booking exists (its key is unique per renter) answers that booking.
        const replay = await tx.findOne(Booking, { renter, requestKey: jobId });
        if (replay) return { bookingId: replay.id };

        const quote = quoteRental(item.pricePerDayCents, item.securityDepositCents, days);
        if (toMinorUnits(input.totalPrice) !== quote.totalCents)
          throw new DomainError(ErrorCode.PriceChanged, {
            message: `The price of this rental has changed: ${days} ${days === 1 ? 'day' : 'days'} now cost ${formatMoney(fromMinorUnits(quote.totalCents), item.currency as CurrencyCode)} including the service fee. Please review and try again.`,
          });
        if ((await unitsTaken(tx, item.id, input.startDate, input.endDate)) >= item.quantity)
          throw new DomainError(ErrorCode.DatesUnavailable);

        const method = await paymentMethodFor(tx, renter, input, provider);
        const booking = tx.create(Booking, {
          item,
          renter,
          owner,
          status: 'pending_approval',
          paymentStatus: 'authorized',
          startDate: input.startDate,
          endDate: input.endDate,
          days,
          currency: item.currency,
          dailyPriceCents: item.pricePerDayCents,
          rentCents: quote.rentCents,
          feeCents: quote.feeCents,
          totalCents: quote.totalCents,
          depositCents: quote.depositCents,
          singleUnit: item.quantity === 1,
          deliveryMethod: input.deliveryOption,
          deliveryAddress: input.deliveryOption === 'delivery' ? (input.deliveryAddress ?? null) : null,
          rentalMessage: input.message || null,
          paymentMethod: method,
          requestKey: jobId,
          expiresAt: new Date(now.getTime() + REQUEST_EXPIRY_HOURS * 3600_000),
        });
        tx.persist(booking);
        // Holds are keyed by the job, so a retry after a crash finds the same holds instead of placing new ones.
        const rent = await provider.authorize({
          amountCents: quote.totalCents,
          currency: item.currency,
          paymentMethodRef: method.providerRef,
          idempotencyKey: `${jobId}-rent`,
          description: `KoalaRent: ${item.title}, ${input.startDate} to ${input.endDate} (rent + service fee)`,
        });
        authorised.push(rent.ref);
        booking.rentPaymentRef = rent.ref;
        if (quote.depositCents > 0) {
          const deposit = await provider.authorize({
            amountCents: quote.depositCents,
            currency: item.currency,
            paymentMethodRef: method.providerRef,
            idempotencyKey: `${jobId}-deposit`,
            description: `KoalaRent: security deposit for ${item.title}`,
          });
          authorised.push(deposit.ref);
          booking.depositPaymentRef = deposit.ref;
        }
        await tx.flush();
        post(tx, booking, 'authorize', [
          ['renter_card', -quote.totalCents],
          ['rent_hold', quote.totalCents],
        ]);
        post(tx, booking, 'hold_deposit', [
          ['renter_card', -quote.depositCents],
          ['deposit_hold', quote.depositCents],
        ]);
        const base = await eventBase(booking, actor);
        recordEvent(tx, 'booking.requested', {
          ...base,
          renterName: renter.fullName || renter.username,
          deliveryMethod: booking.deliveryMethod,
          deliveryAddress: booking.deliveryAddress,
          message: booking.rentalMessage,
          expiresAt: booking.expiresAt.toISOString(),
        });
        recordEvent(tx, 'booking.status_changed', { ...base, from: 'new', notes: booking.rentalMessage });
        return { bookingId: booking.id };
      });
    } catch (error) {
      const final =
        error instanceof DomainError ||
        error instanceof PaymentDeclinedError ||
        isConstraintViolation(error, 'bookings_no_overlap');
      // A refusal is the final answer and nothing was written: give back what was held. After an infrastructure
      // fault the job is retried with the same idempotency keys and reuses these holds, so they stay.
      if (final)
        await Promise.all(
          authorised.map((ref) => provider.release(ref, `${jobId}-${ref}-undo`).catch(() => undefined)),
        );
      if (error instanceof PaymentDeclinedError)
        throw new DomainError(ErrorCode.PaymentFailed, {
          message: DECLINE_MESSAGES[error.reason],
          fieldErrors: { paymentMethod: DECLINE_MESSAGES[error.reason] },
        });
      if (isConstraintViolation(error, 'bookings_no_overlap'))
        throw new DomainError(ErrorCode.DatesUnavailable);
      throw error;
    }
  },
);
