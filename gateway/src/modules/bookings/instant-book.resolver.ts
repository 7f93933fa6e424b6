import { instantBookCheck, TRUST_SHORTFALLS, trustThresholdsOf } from '@koalarent/bookings/client';
import { DomainError, ErrorCode, visibleItem } from '@koalarent/core';
import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';

@ObjectType('InstantBookRule', {
  description:
    'Who is a trusted renter (issue 23 §5): a verified e-mail, an approved identity check when requireIdentity, at least minCompletedRentals completed rentals as renter, a rating of at least minRating, and no upheld damage claim',
})
export class InstantBookRuleView {
  @Field(() => Int) minCompletedRentals!: number;
  @Field(() => Float) minRating!: number;
  @Field(() => Boolean, {
    description: 'A trusted renter also needs an approved identity check (INSTANT_BOOK_REQUIRE_ID)',
  })
  requireIdentity!: boolean;
}

@ObjectType('InstantBookCheck', {
  description:
    "Whether the viewer's request on a listing would be approved at once (instant book), and why not",
})
export class InstantBookCheckView {
  @Field(() => Boolean, { description: 'The listing has instant book for trusted renters on' })
  listingInstantBook!: boolean;
  @Field(() => Boolean, { description: "The viewer's request would be approved at once" })
  instant!: boolean;
  @Field(() => [String], {
    description: `Why not, in the rule's order: not_instant_book, signed_out, own_listing, ${TRUST_SHORTFALLS.join(', ')}`,
  })
  reasons!: string[];
  @Field(() => InstantBookRuleView) rule!: InstantBookRuleView;
}

/** Issue 23 §5: the item page and the wizard say, before the renter confirms, what will happen to the request. */
@Resolver()
export class InstantBookResolver {
  @Query(() => InstantBookCheckView, {
    description:
      "Would the viewer's request on this listing be approved at once (instant book), and if not why; signed out, 'signed_out' is among the reasons. NOT_FOUND when the viewer may not see the listing",
  })
  async instantBookCheck(
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<InstantBookCheckView> {
    await visibleItem(ctx.em, itemId, ctx.viewer);
    const check = await instantBookCheck(
      ctx.em,
      itemId,
      ctx.viewer?.id ?? null,
      trustThresholdsOf(ctx.deps.config),
    );
    if (!check) throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
    return { ...check, reasons: [...check.reasons], rule: { ...check.rule } };
  }

  @Query(() => InstantBookRuleView, {
    description: 'The rule that makes a renter trusted for instant book, shown to owners and renters alike',
  })
  instantBookRule(@Ctx() ctx: GatewayContext): InstantBookRuleView {
    return { ...trustThresholdsOf(ctx.deps.config) };
  }
}
