import { DomainError, ErrorCode, Topics } from '@koalarent/core';
import { type LoginRecordPublication, recentLoginRecords } from '@koalarent/tracking/client';
import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { LoginRecordView } from './login-record.type.js';

function requireAdmin(context: GatewayContext): void {
  if (!context.viewer) throw new DomainError(ErrorCode.Unauthenticated);
  if (context.viewer.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
}

/** The query and the live feed carry the same publication; GraphQL shows its timestamp as a Date. */
function toView(record: LoginRecordPublication): LoginRecordView {
  return { ...record, timestamp: new Date(record.timestamp) };
}

@Resolver()
export class TrackingResolver {
  @Query(() => [LoginRecordView], {
    description: 'Admins only: the newest login records, newest first (the live feed continues them)',
  })
  async recentLoginRecords(
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<LoginRecordView[]> {
    requireAdmin(ctx);
    // Tracking owns its tables: the gateway reads them through tracking's client, which also bounds the limit.
    const records = await recentLoginRecords(ctx.em, limit);
    return records.map(toView);
  }

  @Subscription(() => LoginRecordView, {
    description: 'Admins only: each login record as the tracking worker stores it',
    subscribe: ({ context }: { context: GatewayContext }) => {
      // Permission is decided when the topic is chosen, never by anything the client sends.
      requireAdmin(context);
      return context.deps.pubsub.subscribe<LoginRecordPublication>(Topics.loginRecorded);
    },
  })
  loginRecorded(@Root() record: LoginRecordPublication): LoginRecordView {
    return toView(record);
  }
}
