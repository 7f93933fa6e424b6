import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfoView } from '../catalog/item.type.js';
import { LoginRecordView } from './login-record.type.js';

/** The admins' time ranges; REST names them 1day, 7days, 30days and all. */
export enum TrackingRangeGql {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  ALL = 'ALL',
}
registerEnumType(TrackingRangeGql, {
  name: 'TrackingRange',
  description:
    'DAY: the last 24 hours; WEEK: the last 7 days (the default); MONTH: the last 30 days; ALL: all time',
});

/** What both admin histories (logins, browsing) are asked for: whose, when, which words, and the page. */
@ArgsType()
export class TrackingHistoryArgs {
  @Field(() => Int, { nullable: true }) userId!: number | null;
  @Field(() => TrackingRangeGql, { defaultValue: TrackingRangeGql.WEEK }) range!: TrackingRangeGql;
  @Field(() => String, { nullable: true }) search!: string | null;
  @Field(() => Int, { defaultValue: 50 }) first!: number;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('BrowsingRecord')
export class BrowsingRecordView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true, description: 'Null for a visitor who was not signed in' })
  userId!: number | null;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String, { description: 'The route, e.g. /search' }) page!: string;
  @Field(() => String, { nullable: true }) searchQuery!: string | null;
  @Field(() => Int, { nullable: true }) itemId!: number | null;
  @Field(() => Int, { nullable: true }) categoryId!: number | null;
  @Field(() => Date) timestamp!: Date;
}

@ObjectType('LoginRecordConnection')
export class LoginRecordConnectionView {
  @Field(() => [LoginRecordView]) nodes!: LoginRecordView[];
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
}

@ObjectType('BrowsingRecordConnection')
export class BrowsingRecordConnectionView {
  @Field(() => [BrowsingRecordView]) nodes!: BrowsingRecordView[];
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
}

/** One page view, search or item view the web app reports (validated by tracking's PageViewInput schema). */
@InputType('PageViewInput')
export class PageViewInputGql {
  @Field(() => String, { description: 'The route, starting with /' }) page!: string;
  @Field(() => String, { nullable: true }) searchQuery?: string | null;
  @Field(() => String, { nullable: true, description: "The search's filters (JSON text)" })
  filters?: string | null;
  @Field(() => Int, { nullable: true }) itemId?: number | null;
  @Field(() => Int, { nullable: true }) categoryId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'On a search: how many results it found (0: nothing), for the admins’ Demand view',
  })
  resultCount?: number | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'When it happened (views are batched); a time more than an hour old or in the future counts as now',
  })
  at?: Date | null;
}

/** Issue 24 §4: the Demand view's ranges (Tracking's but All time: each is compared with the one before it). */
export enum DemandRangeGql {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(DemandRangeGql, {
  name: 'DemandRange',
  description:
    'DAY: the last 24 hours (hourly buckets); WEEK: the last 7 days (6-hour buckets); MONTH: the last 30 days (daily buckets). Each is compared with the range just before it',
});

@ObjectType('DemandTotals')
export class DemandTotalsView {
  @Field(() => Int, { description: 'Searches (views of /search) in the range' }) searches!: number;
  @Field(() => Int) previousSearches!: number;
  @Field(() => Int, { description: 'Searches that found nothing' }) zeroResultSearches!: number;
  @Field(() => Int) previousZeroResultSearches!: number;
  @Field(() => Int, { description: 'All page views, searches included' }) pageViews!: number;
  @Field(() => Int) previousPageViews!: number;
}

@ObjectType('DemandTerm')
export class DemandTermView {
  @Field(() => String, { description: 'As most visitors typed it; counted case- and spacing-insensitively' })
  term!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int, { description: 'Its count in the range before' }) previousCount!: number;
  @Field(() => Int, { description: 'How many of its searches found nothing' }) zeroResultCount!: number;
}

@ObjectType('DemandZeroResult')
export class DemandZeroResultView {
  @Field(() => String, {
    nullable: true,
    description: 'Where it looked (a location or a centre); null: anywhere',
  })
  place!: string | null;
  @Field(() => String, { nullable: true, description: 'Null: a search without words (filters only)' })
  term!: string | null;
  @Field(() => Int) count!: number;
  @Field(() => Int) previousCount!: number;
  @Field(() => Date) lastSearchedAt!: Date;
}

@ObjectType('DemandPlace')
export class DemandPlaceView {
  @Field(() => String, { nullable: true, description: 'Null: searches that named no place' }) place!:
    | string
    | null;
  @Field(() => Int) count!: number;
  @Field(() => Int) previousCount!: number;
}

@ObjectType('DemandBucket')
export class DemandBucketView {
  @Field(() => Date) start!: Date;
  @Field(() => Int) searches!: number;
  @Field(() => Int, { description: 'All page views, searches included' }) pageViews!: number;
}

@ObjectType('SearchDemand')
export class SearchDemandView {
  @Field(() => DemandRangeGql) range!: DemandRangeGql;
  @Field(() => Date, {
    description: 'The range is [from, to); it is compared with the one as long before it',
  })
  from!: Date;
  @Field(() => Date) to!: Date;
  @Field(() => Int) bucketSeconds!: number;
  @Field(() => DemandTotalsView) totals!: DemandTotalsView;
  @Field(() => [DemandTermView], { description: 'The most frequent searches, most first' })
  topSearches!: DemandTermView[];
  @Field(() => [DemandZeroResultView], {
    description: 'The searches that found nothing, per place and term, most first',
  })
  zeroResults!: DemandZeroResultView[];
  @Field(() => [DemandPlaceView], { description: 'The places whose searches found nothing, most first' })
  zeroResultPlaces!: DemandPlaceView[];
  @Field(() => [DemandBucketView], { description: 'Searches and page views over the range, oldest first' })
  buckets!: DemandBucketView[];
}
