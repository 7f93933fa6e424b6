import {
  type Actor,
  type BookingStatus,
  bookingStatusLabel,
  type CommandDefinition,
  type CommandInput,
  type CommandRegistration,
  type CommandResult,
  DomainError,
  type EntityManager,
  ErrorCode,
  type EventPayload,
  fromMinorUnits,
  handleCommand,
  recordEvent,
  type WorkerDeps,
} from '@koalarent/core';
import { LockMode } from '@mikro-orm/core';
import type { Job } from 'bullmq';
import type { TrustThresholds } from '../booking/instant-book.js';
import {
  type BookingAction,
  type BookingParty,
  checkTransition,
  refusalMessage,
} from '../booking/state-machine.js';
import { Booking } from '../entities/booking.entity.js';
import { CommandLog } from '../entities/command-log.entity.js';
import { createPaymentProvider } from '../payments/index.js';
import type { PaymentProvider } from '../payments/provider.js';

const providers = new WeakMap<WorkerDeps, PaymentProvider>();

/** One payment provider per worker process (the sandbox shares the worker's ORM; Stripe its HTTP agent). */
export function paymentsOf(deps: WorkerDeps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    provider = createPaymentProvider({ config: deps.config, orm: deps.orm });
    providers.set(deps, provider);
  }
  return provider;
}

/**
 * Runs a booking command exactly once per job. The answer is written to the command log in the command's own
 * transaction, so a job that committed and then died (SIGKILL, lost Redis connection) is answered from the log
 * when BullMQ runs it again, instead of acting twice. A refusal rolls everything back and is not logged.
 */
export async function exactlyOnce<R extends Record<string, unknown>>(
  deps: WorkerDeps,
  job: Job,
  work: (tx: EntityManager) => Promise<R>,
): Promise<R> {
  const jobId = job.id;
  if (!jobId) throw new Error('A booking command job needs an id');
  const em = deps.orm.em.fork();
  const prior = await em.findOne(CommandLog, { jobId });
  if (prior) return prior.result as R;
  const result = await em.transactional(async (tx) => {
    const result = await work(tx);
    tx.persist(tx.create(CommandLog, { jobId, result }));
    return result;
  });
  // The command's events are committed: publish them now rather than on the relay's next tick.
  deps.relay.kick();
  return result;
}

/**
 * What a booking command's work needs: the transaction it writes in, who asks, the payment provider, the moment it
 * happens, and the key naming this run (the worker: the job's id; the request keys its holds and its booking by it).
 * The worker gives its job's transaction and the current time; the demo seed gives its own transaction and the
 * moment each step of a demo rental happened, so its bookings are written by this same code.
 */
export interface BookingStep {
  tx: EntityManager;
  actor: Actor;
  payments: PaymentProvider;
  now: Date;
  key: string;
  /** Instant book's thresholds (issue 23 §5); the configuration's when left out. */
  trust?: TrustThresholds;
}

/** A command the worker runs from its queue, and whose work (`apply`) can also run in a caller's transaction. */
export interface BookingCommand<C extends CommandDefinition> extends CommandRegistration {
  apply(step: BookingStep, input: CommandInput<C>): Promise<CommandResult<C>>;
}

/**
 * Binds a booking command's work to its definition: on the queue it runs exactly once per job (`exactlyOnce`), in
 * the job's own transaction, at the current time.
 */
export function transactionalCommand<
  C extends CommandDefinition,
  R extends CommandResult<C> & Record<string, unknown>,
>(definition: C, apply: (step: BookingStep, input: CommandInput<C>) => Promise<R>): BookingCommand<C> {
  const registration = handleCommand(definition, (input, { actor, deps, job }) =>
    exactlyOnce(deps, job, (tx) =>
      apply({ tx, actor, payments: paymentsOf(deps), now: new Date(), key: String(job.id) }, input),
    ),
  );
  return { ...registration, apply };
}

/** Who the actor is to the booking (the state machine's parties). */
export type Party = BookingParty;

/**
 * Locks the booking for the transition and says who the actor is to it. Someone who may not see the booking gets
 * 404 (its existence is not theirs to know); the transition itself checks whether that party may act.
 */
export async function lockBooking(
  tx: EntityManager,
  bookingId: number,
  actor: Actor,
): Promise<{ booking: Booking; party: Party }> {
  const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking) throw new DomainError(ErrorCode.NotFound, { message: 'Booking not found' });
  const party: Party | null =
    actor.role === 'system'
      ? 'system'
      : actor.userId === booking.renter.id
        ? 'renter'
        : actor.userId === booking.owner.id
          ? 'owner'
          : actor.role === 'admin'
            ? 'admin'
            : null;
  if (!party) throw new DomainError(ErrorCode.NotFound, { message: 'Booking not found' });
  return { booking, party };
}

const ACTION_WORDS: Record<BookingAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  readyForPickup: 'marked ready for pickup',
  shipped: 'marked as shipped',
  received: 'marked as received',
  returned: 'marked as returned',
  confirmCondition: 'checked in',
  reportDamage: 'reported as damaged',
  respondToClaim: 'answered',
  resolveClaim: 'decided',
  decideProtection: 'decided',
  review: 'reviewed',
};

/**
 * Refuses what the state machine (../booking/state-machine.ts) does not allow: a party that never takes the action
 * (403), or a status it cannot be taken from (409).
 */
export function requireTransition(booking: Booking, party: Party, action: BookingAction): void {
  const check = checkTransition(action, booking.status, party);
  if (check.ok) return;
  if (check.refusal === 'forbidden')
    throw new DomainError(ErrorCode.Forbidden, {
      message: refusalMessage(action, party === 'admin'),
    });
  throw new DomainError(ErrorCode.InvalidTransition, {
    message: `This booking is ${bookingStatusLabel(booking.status)}: it cannot be ${ACTION_WORDS[action]} now.`,
  });
}

export function actorIdOf(actor: Actor): number | null {
  return actor.role === 'system' ? null : actor.userId;
}

/** The fields every booking event carries. */
export async function eventBase(booking: Booking, actor: Actor) {
  const item = booking.item ? await booking.item.load() : null;
  return {
    bookingId: booking.id,
    itemId: booking.item?.id ?? null,
    itemTitle: item?.title ?? 'a deleted listing',
    renterId: booking.renter.id,
    ownerId: booking.owner.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    totalPrice: fromMinorUnits(booking.totalCents),
    currency: booking.currency,
    status: booking.status,
    actorId: actorIdOf(actor),
  } satisfies Omit<EventPayload<'booking.status_changed'>, 'from' | 'notes'>;
}

/** Moves the booking and records `booking.status_changed` in the same unit of work. */
export async function changeStatus(
  tx: EntityManager,
  booking: Booking,
  to: BookingStatus,
  actor: Actor,
  notes: string | null = null,
): Promise<void> {
  const from = booking.status;
  booking.status = to;
  const base = await eventBase(booking, actor);
  recordEvent(tx, 'booking.status_changed', { ...base, from, notes });
}
