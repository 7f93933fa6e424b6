import { paymentMethodsOf, removePaymentMethod } from '@koalarent/bookings/client';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { toPaymentMethodView } from './booking.presenter.js';
import { signedIn } from './booking.resolver.js';
import { PaymentMethodView } from './booking.types.js';

@Resolver()
export class PaymentMethodResolver {
  @Authorized()
  @Query(() => [PaymentMethodView], { description: "The signed-in member's saved cards, newest first" })
  async myPaymentMethods(@Ctx() ctx: GatewayContext): Promise<PaymentMethodView[]> {
    return (await paymentMethodsOf(ctx.em, signedIn(ctx).id)).map(toPaymentMethodView);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Removes a saved card from the member's list (bookings paid with it keep naming it); NOT_FOUND when it is not theirs",
  })
  async removePaymentMethod(@Arg('id', () => Int) id: number, @Ctx() ctx: GatewayContext): Promise<boolean> {
    await removePaymentMethod(ctx.em, signedIn(ctx).id, id);
    return true;
  }
}
