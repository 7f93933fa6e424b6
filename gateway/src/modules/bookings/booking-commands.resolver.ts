import { randomUUID } from 'node:crypto';
import {
  type BookingAction,
  BookingCommands,
  bookingById,
  cardDetailsFromInput,
  DECLINE_MESSAGES,
  mayViewBooking,
  PaymentDeclinedError,
  partyRefusal,
  reviewById,
  type TokenizedCardInput,
  viewerRoleOf,
} from '@koalarent/bookings/client';
import {
  BookingRequestChoice,
  type CardInput,
  type CommandDefinition,
  DomainError,
  ErrorCode,
  OptionalIdempotencyKey,
  type PaymentMethodIdInput,
  parseField,
  parseInput,
  RequiredIdempotencyKey,
} from '@koalarent/core';
import { Arg, Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { BookingRequestInputGql } from './booking.inputs.js';
import { toReviewView } from './booking.presenter.js';
import { bookingNotFound, presentBooking, presentSnapshot } from './booking.resolver.js';
import { BookingView, ReviewView } from './booking.types.js';
import {
  BookingNotesArgs,
  BookingTransitionArgs,
  CancelBookingArgs,
  CreateReviewArgs,
  DecideProtectionClaimArgs,
  RejectBookingArgs,
  ReportDamageArgs,
  ResolveDamageClaimArgs,
  RespondToDamageClaimArgs,
} from './booking-command.args.js';
import { underIdempotencyKey } from './same-key-retry.js';

/**
 * A booking command's mutation: signed in (admins only where `role` says so), answering the booking as it now is.
 * Both decorators in one, so a command's declaration is its description; `Authorized` still lands in type-graphql's
 * metadata, where the schema's directives and the OpenAPI document's 401/403 read it.
 */
function BookingMutation(description: string, role?: 'admin'): MethodDecorator {
  const mutation = Mutation(() => BookingView, { description });
  const authorized = role ? Authorized(role) : Authorized();
  return (target, key, descriptor) => {
    mutation(target, key, descriptor);
    authorized(target, key, descriptor);
  };
}

/** The client's key, or a fresh one: a transition is idempotent by state anyway (a repeat finds it done: 409). */
function keyOrFresh(idempotencyKey: string | null | undefined): string {
  return parseField(OptionalIdempotencyKey, 'idempotencyKey', idempotencyKey) ?? randomUUID();
}

function actorOf(viewer: Viewer) {
  return { userId: viewer.id, role: viewer.role };
}

/**
 * Validates, checks that the viewer may see the booking (404) and may take this action (403), runs the one
 * command in the bookings worker and answers the booking as it now is.
 */
async function transition(
  ctx: GatewayContext,
  viewer: Viewer,
  action: BookingAction,
  command: CommandDefinition,
  input: { bookingId: number } & Record<string, unknown>,
  idempotencyKey: string | null | undefined,
): Promise<BookingView> {
  // 404 and 403 before the input's own messages: a stranger learns nothing about a booking, not even its rules.
  const booking = await bookingById(ctx.em, input.bookingId);
  if (!booking || !mayViewBooking(booking, viewer)) throw bookingNotFound();
  // The party early (the state machine's `by`), so a wrong party is refused before anything is queued; the worker
  // alone judges the state (409) against the locked row.
  const refusal = partyRefusal(action, viewerRoleOf(booking, viewer), viewer.role === 'admin');
  if (refusal) throw new DomainError(ErrorCode.Forbidden, { message: refusal });
  const parsed = parseInput(command.input, input);
  const key = keyOrFresh(idempotencyKey);
  return underIdempotencyKey(ctx, key, async () => {
    await ctx.deps.commands.execute(command, parsed, { actor: actorOf(viewer), idempotencyKey: key });
    // The worker published the transition's events itself, right after its commit.
    return presentBooking(ctx, booking.id);
  });
}

/** A refused card is the renter's 402 on the payment method. */
function declined(error: unknown): unknown {
  if (error instanceof PaymentDeclinedError)
    return new DomainError(ErrorCode.PaymentFailed, {
      message: DECLINE_MESSAGES[error.reason],
      fieldErrors: { paymentMethod: DECLINE_MESSAGES[error.reason] },
    });
  return error;
}

/**
 * Hands a new card to the payment provider: its details (the sandbox; the Stripe provider refuses them with a 400)
 * or the PaymentMethod id Stripe.js made in the browser (Stripe; the sandbox refuses it).
 */
async function tokenize(
  ctx: GatewayContext,
  card: CardInput | PaymentMethodIdInput,
  key: string,
): Promise<TokenizedCardInput> {
  try {
    if ('paymentMethodId' in card) {
      const attached = await ctx.deps.payments.attachPaymentMethod(card.paymentMethodId, key);
      return {
        providerRef: attached.providerRef,
        brand: attached.brand,
        last4: attached.last4,
        expMonth: attached.expMonth,
        expYear: attached.expYear,
        nameOnCard: attached.nameOnCard,
      };
    }
    const token = await ctx.deps.payments.tokenizeCard(cardDetailsFromInput(card), key);
    return {
      providerRef: token.providerRef,
      brand: token.brand,
      last4: token.last4,
      expMonth: token.expMonth,
      expYear: token.expYear,
      nameOnCard: card.nameOnCard,
    };
  } catch (error) {
    throw declined(error);
  }
}

@Resolver()
export class BookingCommandResolver {
  @BookingMutation(
    'Spec §3 booking request (REST: POST /api/bookings with an Idempotency-Key header). The same key and body answer the same booking; the same key with another body answers 422. A SERVICE_UNAVAILABLE (REST 503) or STILL_PROCESSING (REST 202) error may still end in a booking: retry with the same key (extensions.idempotencyKey, REST the Idempotency-Key response header) after retryAfter seconds, never a new one, to get that booking instead of a second.',
  )
  async requestBooking(
    @Arg('input', () => BookingRequestInputGql) input: BookingRequestInputGql,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    // The key first, then every field's message at once: both rules are core's (booking.schema, request.schema).
    const key = parseField(RequiredIdempotencyKey, 'idempotencyKey', idempotencyKey);
    const request = parseInput(BookingRequestChoice, {
      ...input,
      card: input.card ? { ...input.card } : null,
    });
    return underIdempotencyKey(ctx, key, async () => {
      // A saved card is checked by the worker, in the same read that locks the item (one that is not the renter's,
      // or was removed, is refused there with the same words), so the request costs no statement here.
      const paymentMethod: number | TokenizedCardInput =
        typeof request.paymentMethod === 'number'
          ? request.paymentMethod
          : // Tokenised here, before enqueueing, so the number and CVV never reach Redis or the worker. The
            // provider's key follows the request's, so a retried request gets the same token and therefore the same
            // job input.
            await tokenize(ctx, request.paymentMethod, `${viewer.id}-${key}-card`);
      const { bookingId, snapshot } = await ctx.deps.commands.execute(
        BookingCommands.request,
        { ...request, paymentMethod },
        { actor: actorOf(viewer), idempotencyKey: key },
      );
      // The worker published the request's events itself, right after its commit. It answers the booking as
      // written; only a request replayed from an older answer without it is read back.
      return snapshot ? presentSnapshot(ctx, snapshot) : presentBooking(ctx, bookingId);
    });
  }

  @BookingMutation('Owner: pending_approval → approved (rent + fee captured)')
  approveBooking(
    @Args(() => BookingTransitionArgs) { bookingId, idempotencyKey }: BookingTransitionArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(ctx, viewer, 'approve', BookingCommands.approve, { bookingId }, idempotencyKey);
  }

  @BookingMutation('Owner: pending_approval → rejected, with a reason')
  rejectBooking(
    @Args(() => RejectBookingArgs) { bookingId, reason, idempotencyKey }: RejectBookingArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(ctx, viewer, 'reject', BookingCommands.reject, { bookingId, reason }, idempotencyKey);
  }

  @BookingMutation(
    'Renter (before the hand-over) or owner (after approving): → cancelled, per the cancellation policy',
  )
  cancelBooking(
    @Args(() => CancelBookingArgs) { bookingId, reason, idempotencyKey }: CancelBookingArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'cancel',
      BookingCommands.cancel,
      { bookingId, reason: reason ?? null },
      idempotencyKey,
    );
  }

  @BookingMutation('Owner: approved → awaiting_pickup')
  markReadyForPickup(
    @Args(() => BookingNotesArgs) { bookingId, notes, idempotencyKey }: BookingNotesArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'readyForPickup',
      BookingCommands.readyForPickup,
      { bookingId, notes: notes ?? null },
      idempotencyKey,
    );
  }

  @BookingMutation('Owner: approved → in_transit')
  markShipped(
    @Args(() => BookingNotesArgs) { bookingId, notes, idempotencyKey }: BookingNotesArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'shipped',
      BookingCommands.shipped,
      { bookingId, notes: notes ?? null },
      idempotencyKey,
    );
  }

  @BookingMutation('Renter: approved, awaiting_pickup or in_transit → with_renter (receivedDate now)')
  markReceived(
    @Args(() => BookingTransitionArgs) { bookingId, idempotencyKey }: BookingTransitionArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(ctx, viewer, 'received', BookingCommands.received, { bookingId }, idempotencyKey);
  }

  @BookingMutation('Renter: with_renter → returned, with notes (possibly empty)')
  markReturned(
    @Args(() => BookingNotesArgs) { bookingId, notes, idempotencyKey }: BookingNotesArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'returned',
      BookingCommands.returned,
      { bookingId, notes: notes ?? null },
      idempotencyKey,
    );
  }

  @BookingMutation('Owner: returned → completed (deposit released, owner paid)')
  confirmCondition(
    @Args(() => BookingTransitionArgs) { bookingId, idempotencyKey }: BookingTransitionArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'confirmCondition',
      BookingCommands.confirmCondition,
      { bookingId },
      idempotencyKey,
    );
  }

  @BookingMutation('Owner, within 3 days of the return: a claim up to the deposit (less any late fee)')
  reportDamage(
    @Args(() => ReportDamageArgs) { bookingId, amount, reason, photos, idempotencyKey }: ReportDamageArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'reportDamage',
      BookingCommands.reportDamage,
      { bookingId, amount, reason, photos: photos ?? [] },
      idempotencyKey,
    );
  }

  @BookingMutation('Renter: accept the damage claim or dispute it (an admin decides)')
  respondToDamageClaim(
    @Args(() => RespondToDamageClaimArgs) { bookingId, accept, idempotencyKey }: RespondToDamageClaimArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'respondToClaim',
      BookingCommands.respondToClaim,
      { bookingId, accept },
      idempotencyKey,
    );
  }

  @BookingMutation(
    'Admins: decide a disputed claim, how much of it the owner keeps (0 … the claimed amount)',
    'admin',
  )
  resolveDamageClaim(
    @Args(() => ResolveDamageClaimArgs) {
      bookingId,
      ownerAmount,
      note,
      idempotencyKey,
    }: ResolveDamageClaimArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'resolveClaim',
      BookingCommands.resolveClaim,
      { bookingId, ownerAmount, note: note ?? null },
      idempotencyKey,
    );
  }

  @BookingMutation(
    'Admins (issue 26 §2): approve or reject the part of a damage claim above the deposit on a protected booking; approved, it is paid to the owner from the protection account (audited)',
    'admin',
  )
  decideProtectionClaim(
    @Args(() => DecideProtectionClaimArgs) {
      bookingId,
      decision,
      note,
      idempotencyKey,
    }: DecideProtectionClaimArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    return transition(
      ctx,
      viewer,
      'decideProtection',
      BookingCommands.decideProtection,
      { bookingId, decision, note: note ?? null },
      idempotencyKey,
    );
  }

  @Authorized()
  @Mutation(() => ReviewView, {
    description:
      'Renter or owner of a completed booking, once, within 14 days; hidden until both wrote or the window closed',
  })
  async createReview(
    @Args(() => CreateReviewArgs) { bookingId, rating, comment, idempotencyKey }: CreateReviewArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ReviewView> {
    const booking = await bookingById(ctx.em, bookingId);
    if (!booking || !mayViewBooking(booking, viewer)) throw bookingNotFound();
    const party = viewerRoleOf(booking, viewer);
    if (party !== 'renter' && party !== 'owner')
      throw new DomainError(ErrorCode.Forbidden, { message: 'Only the renter or owner can do that.' });
    const input = parseInput(BookingCommands.review.input, { bookingId, rating, comment: comment ?? '' });
    const key = keyOrFresh(idempotencyKey);
    return underIdempotencyKey(ctx, key, async () => {
      const { reviewId } = await ctx.deps.commands.execute(BookingCommands.review, input, {
        actor: actorOf(viewer),
        idempotencyKey: key,
      });
      const review = await reviewById(ctx.em, reviewId);
      if (!review) throw new DomainError(ErrorCode.NotFound, { message: 'Review not found' });
      return toReviewView(review);
    });
  }
}
