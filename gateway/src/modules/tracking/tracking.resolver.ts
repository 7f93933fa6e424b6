import { Topics } from '@koalarent/core';
import {
  BROWSING_RECORDED_TOPIC,
  type BrowsingRecordPublication,
  browsingRecords,
  type LoginRecordPublication,
  loginRecords,
  type RecordPage,
  recentLoginRecords,
  type SearchDemand,
  searchDemand,
} from '@koalarent/tracking/client';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { assertRole } from '../accounts/auth.guards.js';
import { LoginRecordView } from './login-record.type.js';
import { pageViewIntake } from './page-view-intake.js';
import {
  BrowsingRecordConnectionView,
  BrowsingRecordView,
  DemandRangeGql,
  LoginRecordConnectionView,
  PageViewInputGql,
  SearchDemandView,
  TrackingHistoryArgs,
} from './tracking.types.js';

/** The query and the live feed carry the same publication; GraphQL shows its timestamp as a Date. */
function toView(record: LoginRecordPublication): LoginRecordView {
  return { ...record, timestamp: new Date(record.timestamp) };
}

function toBrowsingView(record: BrowsingRecordPublication): BrowsingRecordView {
  return { ...record, timestamp: new Date(record.timestamp) };
}

function toDemandView(demand: SearchDemand): SearchDemandView {
  return {
    ...demand,
    range: DemandRangeGql[demand.range],
    from: new Date(demand.from),
    to: new Date(demand.to),
    zeroResults: demand.zeroResults.map((row) => ({ ...row, lastSearchedAt: new Date(row.lastSearchedAt) })),
    buckets: demand.buckets.map((bucket) => ({ ...bucket, start: new Date(bucket.start) })),
  };
}

function connection<T, V>(page: RecordPage<T>, present: (record: T) => V) {
  return {
    nodes: page.nodes.map(present),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  };
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
  @Query(() => LoginRecordConnectionView, {
    description:
      'Admins only: login history, newest first, of one member or everyone, within a time range, with a free-text search over username, IP address, location, browser and device; pass pageInfo.endCursor as `after` for the next page (up to 200 a page)',
  })
  async loginRecords(
    @Args(() => TrackingHistoryArgs) args: TrackingHistoryArgs,
    @Ctx() ctx: GatewayContext,
  ): Promise<LoginRecordConnectionView> {
    const page = await loginRecords(ctx.em, args);
    return connection(page, toView);
  }

  @Authorized('admin')
  @Query(() => BrowsingRecordConnectionView, {
    description:
      'Admins only: browsing history (page views, searches, item views), newest first, of one member or everyone, within a time range, with a free-text search over username, page and search; pass pageInfo.endCursor as `after` for the next page (up to 200 a page)',
  })
  async browsingRecords(
    @Args(() => TrackingHistoryArgs) args: TrackingHistoryArgs,
    @Ctx() ctx: GatewayContext,
  ): Promise<BrowsingRecordConnectionView> {
    const page = await browsingRecords(ctx.em, args);
    return connection(page, toBrowsingView);
  }

  @Authorized('admin')
  @Query(() => SearchDemandView, {
    description:
      'Admins only (issue 24 §4, Demand): what people searched for in a range and what found nothing (by place), each against the range before, with searches and page views over time; lists up to `first` rows (1 to 50)',
  })
  async searchDemand(
    @Arg('range', () => DemandRangeGql, { defaultValue: DemandRangeGql.WEEK }) range: DemandRangeGql,
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<SearchDemandView> {
    return toDemandView(await searchDemand(ctx.em, { range, first }));
  }

  @Mutation(() => Boolean, {
    description:
      'Anyone, signed in or not: reports page views, searches and item views in small batches (at most 50 a call). Only enqueues them for the tracking worker; rate-limited per session (per IP when signed out)',
  })
  async trackPageViews(
    @Arg('events', () => [PageViewInputGql]) events: PageViewInputGql[],
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await pageViewIntake(ctx.deps).accept(ctx, events);
    return true;
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

  @Authorized('admin')
  @Subscription(() => BrowsingRecordView, {
    description: 'Admins only: each page view, search and item view as the tracking worker stores it',
    subscribe: ({ context }: { context: GatewayContext }) => {
      assertRole(context, 'admin');
      return context.deps.pubsub.subscribe<BrowsingRecordPublication>(BROWSING_RECORDED_TOPIC);
    },
  })
  browsingRecorded(@Root() record: BrowsingRecordPublication): BrowsingRecordView {
    return toBrowsingView(record);
  }
}
