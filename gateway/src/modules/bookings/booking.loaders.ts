import {
  type ClaimRecord,
  claimsOfBookings,
  type PaymentMethodRecord,
  paymentMethodsByIds,
  type ReviewRecord,
  reviewsByAuthorOn,
} from '@koalarent/bookings/client';
import { usersByIds } from '@koalarent/core';
import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import { toPartyView } from './booking.presenter.js';
import type { BookingPartyView } from './booking.types.js';

/**
 * The bookings module's per-request batch loaders: a list of bookings asks for its renters and owners, claims,
 * the viewer's reviews and payment methods in one statement each (the item comes joined with the booking).
 */
export interface BookingLoaders {
  party: DataLoader<number, BookingPartyView | null>;
  claim: DataLoader<number, ClaimRecord | null>;
  /** The viewer's own review on each booking. */
  myReview: DataLoader<number, ReviewRecord | null>;
  paymentMethod: DataLoader<number, PaymentMethodRecord | null>;
}

// Keyed by the request's context: loaders live as long as the request and are never shared between viewers
// ("my review" is one member's answer).
const perRequest = new WeakMap<GatewayContext, BookingLoaders>();

export function bookingLoaders(ctx: GatewayContext): BookingLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const viewerId = ctx.viewer?.id ?? 0;
    loaders = {
      party: new DataLoader(async (ids) =>
        (await usersByIds(ctx.em, ids)).map((u) => (u ? toPartyView(u) : null)),
      ),
      claim: new DataLoader((ids) => claimsOfBookings(ctx.em, ids)),
      myReview: new DataLoader((ids) => reviewsByAuthorOn(ctx.em, viewerId, ids)),
      paymentMethod: new DataLoader((ids) => paymentMethodsByIds(ctx.em, ids)),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
