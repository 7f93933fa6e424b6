import { pushPublicKey, subscribePush, unsubscribePush } from '@koalarent/messaging/client';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';

// Shapes only: the rules and their wording are the messaging service's (PushSubscriptionInput).

@InputType('PushSubscriptionKeysInput', { description: "The browser's keys, URL-safe base64" })
export class PushSubscriptionKeysInputGql {
  @Field(() => String, { description: 'P-256 public key (65 bytes)' }) p256dh!: string;
  @Field(() => String, { description: 'Authentication secret (16 bytes)' }) auth!: string;
}

@InputType('PushSubscriptionInput', { description: "A browser's PushSubscription.toJSON()" })
export class PushSubscriptionInputGql {
  @Field(() => String, { description: "The push service's https endpoint" }) endpoint!: string;
  @Field(() => PushSubscriptionKeysInputGql) keys!: PushSubscriptionKeysInputGql;
}

/**
 * Issue 25 §6: browser notifications. The web app asks the VAPID public key, subscribes the browser with it and
 * registers the subscription here; the messaging worker then pushes booking requests, decisions, messages and
 * damage claims to it (the e-mail preferences' opt-outs apply).
 */
@Resolver()
export class PushSubscriptionsResolver {
  @Query(() => String, {
    description:
      "The server's VAPID public key (URL-safe base64), the applicationServerKey browsers subscribe with",
  })
  pushPublicKey(@Ctx() ctx: GatewayContext): string {
    return pushPublicKey(ctx.deps.config);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Registers this browser's push subscription for me (again: updates its keys). VALIDATION_FAILED for one a browser would not make",
  })
  async subscribePush(
    @Arg('input', () => PushSubscriptionInputGql) input: PushSubscriptionInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    return subscribePush(
      ctx.em,
      viewer,
      { endpoint: input.endpoint, keys: { p256dh: input.keys.p256dh, auth: input.keys.auth } },
      ctx.deps.config,
    );
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Forgets this browser's push subscription of mine; false when I had none with that endpoint",
  })
  async unsubscribePush(
    @Arg('endpoint', () => String) endpoint: string,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    return unsubscribePush(ctx.em, viewer, endpoint);
  }
}
