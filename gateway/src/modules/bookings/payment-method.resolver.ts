import { paymentMethodsOf, removePaymentMethod } from '@koalarent/bookings/client';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { toPaymentMethodView } from './booking.presenter.js';
import { PaymentMethodView } from './booking.types.js';

@Resolver()
export class PaymentMethodResolver {
  @Authorized()
  @Query(() => [PaymentMethodView], { description: "The signed-in member's saved cards, newest first" })
  async myPaymentMethods(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<PaymentMethodView[]> {
    return (await paymentMethodsOf(ctx.em, viewer.id)).map(toPaymentMethodView);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Removes a saved card from the member's list (bookings paid with it keep naming it); NOT_FOUND when it is not theirs",
  })
  async removePaymentMethod(
    @Arg('id', () => Int) id: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await removePaymentMethod(ctx.em, viewer.id, id);
    return true;
  }
}
