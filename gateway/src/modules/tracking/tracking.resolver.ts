import { Topics } from '@koalarent/core';
import { type LoginRecordPublication, recentLoginRecords } from '@koalarent/tracking/client';
import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { assertRole } from '../accounts/auth.guards.js';
import { LoginRecordView } from './login-record.type.js';

/** The query and the live feed carry the same publication; GraphQL shows its timestamp as a Date. */
function toView(record: LoginRecordPublication): LoginRecordView {
  return { ...record, timestamp: new Date(record.timestamp) };
}

@Resolver()
export class TrackingResolver {
  @Authorized('admin')
  @Query(() => [LoginRecordView], {
    description: 'Admins only: the newest login records, newest first (the live feed continues them)',
  })
  async recentLoginRecords(
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<LoginRecordView[]> {
    // Tracking owns its tables: the gateway reads them through tracking's client, which also bounds the limit.
    const records = await recentLoginRecords(ctx.em, limit);
    return records.map(toView);
  }

  @Authorized('admin')
  @Subscription(() => LoginRecordView, {
    description: 'Admins only: each login record as the tracking worker stores it',
    subscribe: ({ context }: { context: GatewayContext }) => {
      // Permission is decided when the topic is chosen, never by anything the client sends (type-graphql's
      // @Authorized runs per event, after this).
      assertRole(context, 'admin');
      return context.deps.pubsub.subscribe<LoginRecordPublication>(Topics.loginRecorded);
    },
  })
  loginRecorded(@Root() record: LoginRecordPublication): LoginRecordView {
    return toView(record);
  }
}
