import { reviewsOfItem, reviewsOfUser } from '@koalarent/bookings/client';
import { visibleItem, visibleProfile } from '@koalarent/core';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { bookingLoaders } from './booking.loaders.js';
import { toReviewView } from './booking.presenter.js';
import { BookingPartyView, ReviewView } from './booking.types.js';

@Resolver(() => ReviewView)
export class ReviewResolver {
  @Query(() => [ReviewView], {
    description: 'Published reviews of an item, newest first; NOT_FOUND when the viewer may not see the item',
  })
  async itemReviews(
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ReviewView[]> {
    await visibleItem(ctx.em, itemId, ctx.viewer);
    return (await reviewsOfItem(ctx.em, itemId)).map(toReviewView);
  }

  @Query(() => [ReviewView], {
    description:
      "Published reviews about a member, newest first; NOT_FOUND ('User not found') as for their profile",
  })
  async userReviews(
    @Arg('userId', () => Int) userId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ReviewView[]> {
    await visibleProfile(ctx.em, userId, ctx.viewer);
    return (await reviewsOfUser(ctx.em, userId)).map(toReviewView);
  }

  @FieldResolver(() => BookingPartyView, { description: 'Batched per request' })
  async author(@Root() review: ReviewView, @Ctx() ctx: GatewayContext): Promise<BookingPartyView> {
    const author = await bookingLoaders(ctx).party.load(review.record.authorId);
    // A member's reviews are deleted with them (cascade), so a review always has its author.
    if (!author) throw new Error(`Review author ${review.record.authorId} is missing`);
    return author;
  }
}
