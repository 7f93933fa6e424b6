import { adminCredentials } from '@koalarent/core';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';

@ObjectType('AppConfig', { description: 'What the web app needs to know about this deployment' })
export class AppConfigView {
  @Field(() => Boolean) demoMode!: boolean;
  @Field(() => String, { nullable: true, description: 'Only in demo mode' }) demoAdminEmail!: string | null;
  @Field(() => String, { nullable: true, description: 'Only in demo mode' }) demoAdminPassword!:
    | string
    | null;
  @Field(() => Boolean, { description: 'Whether the development mailbox page is available' })
  devMailbox!: boolean;
  @Field(() => [String], { description: 'Configured social sign-in providers' }) socialProviders!: string[];
  @Field(() => String, {
    nullable: true,
    description:
      "The search map's basemap (MAP_TILES_URL: a PMTiles archive or an XYZ vector tile template); null: the offline Natural Earth basemap",
  })
  mapTilesUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Stripe's publishable key when the server pays through Stripe: the wizard's card field is Stripe Elements and a new card is sent as its PaymentMethod id; null: demo mode, the built-in sandbox takes the card's details",
  })
  stripePublishableKey!: string | null;
}

@Resolver()
export class AppConfigResolver {
  @Query(() => AppConfigView)
  appConfig(@Ctx() ctx: GatewayContext): AppConfigView {
    const { config } = ctx.deps;
    const demo = config.DEMO_MODE ? adminCredentials(config) : null;
    return {
      demoMode: config.DEMO_MODE,
      demoAdminEmail: demo?.email ?? null,
      demoAdminPassword: demo?.password ?? null,
      devMailbox: config.devMailboxPage,
      socialProviders: ctx.deps.oauth.configured(),
      mapTilesUrl: config.MAP_TILES_URL ?? null,
      // The config holds both Stripe keys or neither.
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  }
}
