import {
  allowedActions,
  type BookingSnapshot,
  bookingRecord,
  bookingsOfOwner,
  bookingsOfRenter,
  disputedBookings,
  mayViewBooking,
  ownerEarnings,
  PROTECTION_CLAIM_FILTERS,
  paymentMethodRecord,
  protectionClaimBookings,
  protectionTermsOf,
  unavailableRanges,
  visibleBooking,
} from '@koalarent/bookings/client';
import {
  DomainError,
  ErrorCode,
  earliestStartDate,
  fromMinorUnits,
  parseField,
  visibleItem,
} from '@koalarent/core';
import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { z } from 'zod';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer, viewerOf } from '../../graphql/current-viewer.js';
import { bookingLoaders } from './booking.loaders.js';
import {
  toBookingView,
  toClaimView,
  toEarningsView,
  toPartyView,
  toPaymentMethodView,
  toReviewView,
} from './booking.presenter.js';
import {
  BookedRangeView,
  BookingPartyView,
  BookingView,
  DamageClaimView,
  OwnerEarningsView,
  PaymentMethodView,
  ProtectionTermsView,
  ReviewView,
} from './booking.types.js';

const ProtectionClaimFilter = z.enum(PROTECTION_CLAIM_FILTERS, {
  error: 'status must be pending, decided or all',
});

export function bookingNotFound(): DomainError {
  return new DomainError(ErrorCode.NotFound, { message: 'Booking not found' });
}

/** One booking for the viewer, or 404 when it does not exist or is not theirs to see. */
export async function presentBooking(ctx: GatewayContext, id: number): Promise<BookingView> {
  const viewer = viewerOf(ctx);
  const record = await visibleBooking(ctx.em, id, viewer);
  if (!record) throw bookingNotFound();
  return toBookingView(record, viewer, new Date());
}

/**
 * A booking the worker has just written, presented from its answer (the booking as written, its renter, owner and
 * card) instead of reading back what was just committed: the request's loaders are primed with those parts, so the
 * answer's field resolvers read nothing either.
 */
export function presentSnapshot(ctx: GatewayContext, snapshot: BookingSnapshot): BookingView {
  const viewer = viewerOf(ctx);
  const record = bookingRecord(snapshot.booking);
  if (!mayViewBooking(record, viewer)) throw bookingNotFound();
  const loaders = bookingLoaders(ctx);
  loaders.party.prime(snapshot.renter.id, toPartyView(snapshot.renter));
  loaders.party.prime(snapshot.owner.id, toPartyView(snapshot.owner));
  if (snapshot.paymentMethod) {
    const method = paymentMethodRecord(snapshot.paymentMethod);
    loaders.paymentMethod.prime(method.id, method);
  }
  // A booking just written has no damage claim and no review yet.
  loaders.claim.prime(record.id, null);
  loaders.myReview.prime(record.id, null);
  return toBookingView(record, viewer, new Date());
}

@Resolver(() => BookingView)
export class BookingResolver {
  @Authorized()
  @Query(() => [BookingView], { description: "The signed-in member's bookings as renter, newest first" })
  async myBookings(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<BookingView[]> {
    const now = new Date();
    return (await bookingsOfRenter(ctx.em, viewer.id)).map((b) => toBookingView(b, viewer, now));
  }

  @Authorized()
  @Query(() => [BookingView], {
    description: "Requests and rentals of the signed-in member's items, newest first",
  })
  async ownerBookings(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<BookingView[]> {
    const now = new Date();
    return (await bookingsOfOwner(ctx.em, viewer.id)).map((b) => toBookingView(b, viewer, now));
  }

  @Authorized()
  @Query(() => BookingView, {
    nullable: true,
    description: "NOT_FOUND ('Booking not found') unless the viewer is its renter, its owner or an admin",
  })
  booking(@Arg('id', () => Int) id: number, @Ctx() ctx: GatewayContext): Promise<BookingView> {
    return presentBooking(ctx, id);
  }

  @Authorized()
  @Query(() => [BookingView], {
    description:
      "A member's bookings as renter, newest first: the member themself only (FORBIDDEN otherwise)",
  })
  async userBookings(
    @Arg('userId', () => Int) userId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView[]> {
    if (viewer.id !== userId)
      throw new DomainError(ErrorCode.Forbidden, { message: 'You can only see your own bookings.' });
    const now = new Date();
    return (await bookingsOfRenter(ctx.em, viewer.id)).map((b) => toBookingView(b, viewer, now));
  }

  @Query(() => [BookedRangeView], {
    description:
      'Dates from today on a renter cannot have, in date order (inclusive ranges, each with its kind: booked, blocked, buffer); the rules that bound a rental are itemBookingRules. NOT_FOUND when the viewer may not see the item',
  })
  async itemAvailability(
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookedRangeView[]> {
    await visibleItem(ctx.em, itemId, ctx.viewer);
    // From yesterday in UTC: a renter west of UTC is still on that day, and the calendar shows their own today.
    const now = new Date();
    return unavailableRanges(ctx.em, itemId, earliestStartDate(now), now);
  }

  @Authorized()
  @Query(() => OwnerEarningsView, { description: "What the signed-in owner's completed bookings paid out" })
  async ownerEarnings(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<OwnerEarningsView> {
    return toEarningsView(await ownerEarnings(ctx.em, viewer.id));
  }

  @Authorized('admin')
  @Query(() => [BookingView], { description: 'Admins: bookings whose damage claim the renter disputed' })
  async disputedBookings(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView[]> {
    const now = new Date();
    return (await disputedBookings(ctx.em)).map((b) => toBookingView(b, viewer, now));
  }

  @Authorized('admin')
  @Query(() => [BookingView], {
    description:
      'Admins (issue 26 §2): bookings whose damage claim has a part above the deposit (protected bookings), oldest first; status pending (default: the queue to decide), decided or all',
  })
  async protectionClaims(
    @Arg('status', () => String, { nullable: true, defaultValue: 'pending' }) status: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView[]> {
    const filter = parseField(ProtectionClaimFilter, 'status', status ?? 'pending');
    const now = new Date();
    return (await protectionClaimBookings(ctx.em, filter)).map((b) => toBookingView(b, viewer, now));
  }

  @Query(() => ProtectionTermsView, {
    description:
      "Issue 26 §2: the optional protection at checkout, as the server applies it (the wizard's price and the /insurance page read it)",
  })
  protectionTerms(@Ctx() ctx: GatewayContext): ProtectionTermsView {
    const terms = protectionTermsOf(ctx.deps.config);
    return {
      feePercent: terms.feePercent,
      minimumFee: fromMinorUnits(terms.minimumFeeCents),
      cap: fromMinorUnits(terms.capCents),
    };
  }

  @FieldResolver(() => BookingPartyView, { description: 'Batched per request' })
  owner(@Root() booking: BookingView, @Ctx() ctx: GatewayContext): Promise<BookingPartyView> {
    return party(ctx, booking.record.ownerId);
  }

  @FieldResolver(() => BookingPartyView, { description: 'Batched per request' })
  renter(@Root() booking: BookingView, @Ctx() ctx: GatewayContext): Promise<BookingPartyView> {
    return party(ctx, booking.record.renterId);
  }

  @FieldResolver(() => DamageClaimView, { nullable: true, description: 'Batched per request' })
  async damageClaim(
    @Root() booking: BookingView,
    @Ctx() ctx: GatewayContext,
  ): Promise<DamageClaimView | null> {
    const claim = await bookingLoaders(ctx).claim.load(booking.id);
    return claim ? toClaimView(claim) : null;
  }

  @FieldResolver(() => ReviewView, {
    nullable: true,
    description: "The viewer's own review of this booking (visible to them even before it is published)",
  })
  async myReview(@Root() booking: BookingView, @Ctx() ctx: GatewayContext): Promise<ReviewView | null> {
    if (booking.viewerRole === 'admin' || booking.status !== 'completed') return null;
    const review = await bookingLoaders(ctx).myReview.load(booking.id);
    return review ? toReviewView(review) : null;
  }

  @FieldResolver(() => PaymentMethodView, {
    nullable: true,
    description: 'The card it was paid with: shown to the renter and admins only',
  })
  async paymentMethod(
    @Root() booking: BookingView,
    @Ctx() ctx: GatewayContext,
  ): Promise<PaymentMethodView | null> {
    const id = booking.record.paymentMethodId;
    if (id === null || booking.viewerRole === 'owner') return null;
    const method = await bookingLoaders(ctx).paymentMethod.load(id);
    return method ? toPaymentMethodView(method) : null;
  }

  @FieldResolver(() => [String], {
    description:
      'What this viewer may do now: approve reject cancel readyForPickup shipped received returned confirmCondition reportDamage respondToClaim review (admins: resolveClaim)',
  })
  async allowedActions(@Root() booking: BookingView, @Ctx() ctx: GatewayContext): Promise<string[]> {
    const loaders = bookingLoaders(ctx);
    // Only a returned booking's actions depend on its claim (and, for an admin, a completed one's: a protection
    // claim may still wait, issue 26 §2), and only a completed one's on the viewer's review: the other states need
    // no read at all.
    const [claim, myReview] = await Promise.all([
      booking.status === 'returned' || (booking.status === 'completed' && booking.viewerRole === 'admin')
        ? loaders.claim.load(booking.id)
        : null,
      booking.status === 'completed' && booking.viewerRole !== 'admin'
        ? loaders.myReview.load(booking.id)
        : null,
    ]);
    return allowedActions(booking.record, booking.viewer, claim, myReview, booking.now);
  }
}

async function party(ctx: GatewayContext, userId: number): Promise<BookingPartyView> {
  const member = await bookingLoaders(ctx).party.load(userId);
  // The bookings' foreign keys restrict deleting a member with bookings, so this only fails on a broken database.
  if (!member) throw new Error(`Booking party ${userId} is missing`);
  return member;
}
