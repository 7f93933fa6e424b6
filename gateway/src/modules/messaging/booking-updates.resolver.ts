import { Topics } from '@koalarent/core';
import type { BookingUpdatedPublication } from '@koalarent/messaging/client';
import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { assertRole } from '../accounts/auth.guards.js';
import { presentBooking } from '../bookings/booking.resolver.js';
import { BookingView } from '../bookings/booking.types.js';

/**
 * Live booking cards. The messaging worker publishes only the booking's id, to its renter's and owner's topics;
 * each subscriber's gateway then reads the booking as the `booking(id)` query presents it to that member (their
 * role, their allowed actions). Each event runs with a fresh EntityManager and loaders (graphql/subscribe.ts), so
 * the tenth change of a booking is not answered from what was read for the first.
 *
 * Registered with the bookings module's resolvers, so `Booking` keeps its field resolvers in one schema.
 */
@Resolver()
export class BookingUpdatesResolver {
  @Authorized()
  @Subscription(() => BookingView, {
    description:
      'One of my bookings (as renter or owner) changed: the booking as `booking(id)` shows it to me',
    subscribe: ({ context }: { context: GatewayContext }) => {
      // My topic, from my session: no argument picks another member's.
      assertRole(context);
      return context.deps.pubsub.subscribe<BookingUpdatedPublication>(
        Topics.bookingUpdated(context.viewer!.id),
      );
    },
  })
  bookingUpdated(
    @Root() publication: BookingUpdatedPublication,
    @Ctx() ctx: GatewayContext,
  ): Promise<BookingView> {
    // NOT_FOUND unless the viewer is the renter, the owner (or an admin): the same rule as the query.
    return presentBooking(ctx, publication.bookingId);
  }
}
