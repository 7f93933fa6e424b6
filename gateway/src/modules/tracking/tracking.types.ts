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
  @Field(() => Date, {
    nullable: true,
    description:
      'When it happened (views are batched); a time more than an hour old or in the future counts as now',
  })
  at?: Date | null;
}
