import { Field, InputType, Int, ObjectType } from 'type-graphql';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

@ObjectType('Report', { description: "A member's report of a listing or a member (issue 26 §3)" })
export class ReportView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'item | user' }) targetType!: string;
  @Field(() => Int) targetId!: number;
  @Field(() => String, { description: 'scam | inappropriate | prohibited_item | harassment | other' })
  reason!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { description: 'open | resolved' }) status!: string;
  @Field(() => String, { nullable: true, description: 'dismiss | hide_listing | lock_member | warn' })
  action!: string | null;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('ReportContextMessage', { description: 'A message between the reporter and the reported member' })
export class ReportContextMessageView {
  @Field(() => Int) id!: number;
  @Field(() => Int) senderId!: number;
  @Field(() => String) content!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('AdminReport', {
  description: 'A report in the admins’ Reports queue, with its target and context',
})
export class AdminReportView extends ReportView {
  @Field(() => Int) reporterId!: number;
  @Field(() => String) reporterName!: string;
  @Field(() => Int, { description: "The member reported (a listing's owner)" }) targetUserId!: number;
  @Field(() => String, { nullable: true }) targetUserName!: string | null;
  @Field(() => Boolean) targetUserLocked!: boolean;
  @Field(() => String, { nullable: true, description: 'The listing, for a report about one' })
  itemTitle!: string | null;
  @Field(() => String, { nullable: true }) itemApprovalStatus!: string | null;
  @Field(() => [ReportContextMessageView], {
    description: 'The last messages between reporter and reported member, oldest first',
  })
  messages!: ReportContextMessageView[];
}

@ObjectType('BlockedMember', { description: 'A member the viewer blocked' })
export class BlockedMemberView {
  @Field(() => Int) userId!: number;
  @Field(() => String) username!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String, { nullable: true }) profileImage!: string | null;
  @Field(() => Date) blockedAt!: Date;
}

// Shape only: the rules and their messages are the shared zod schema (core contracts), applied in the command.
@InputType('CreateReportInput')
export class CreateReportInputGql {
  @Field(() => String, { description: 'item | user' }) targetType!: string;
  @Field(() => Int) targetId!: number;
  @Field(() => String, { description: 'scam | inappropriate | prohibited_item | harassment | other' })
  reason!: string;
  @Field(() => String, { nullable: true, description: 'At most 1,000 characters' }) note?: string | null;
}
