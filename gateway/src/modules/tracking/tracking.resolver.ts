import { DomainError, ErrorCode, Topics } from '@koalarent/core';
import type { LoginRecordPublication } from '@koalarent/tracking/client';
import { LoginRecord } from '@koalarent/tracking/entities';
import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { LoginRecordView } from './login-record.type.js';

function requireAdmin(context: GatewayContext): void {
  if (!context.viewer) throw new DomainError(ErrorCode.Unauthenticated);
  if (context.viewer.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
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
    const take = Math.min(Math.max(limit, 1), 200);
    const rows = await ctx.em.find(
      LoginRecord,
      {},
      { orderBy: { timestamp: 'desc', id: 'desc' }, limit: take, populate: ['user'] },
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user.id,
      username: r.user.getEntity().username,
      ipAddress: r.ipAddress,
      location: r.location,
      country: r.country,
      city: r.city,
      browser: r.browser,
      device: r.device,
      timestamp: r.timestamp,
    }));
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
    return { ...record, timestamp: new Date(record.timestamp) };
  }
}
