import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserView } from '../accounts/user.type.js';
import { PageInfoView } from '../catalog/item.type.js';

@ObjectType('AdminOverview', { description: "The admin dashboard's Overview cards" })
export class AdminOverviewView {
  @Field(() => Int) totalUsers!: number;
  @Field(() => Int, { description: 'Approved and available' }) activeListings!: number;
  @Field(() => Int, { description: 'Listings pending approval' }) pendingApprovals!: number;
  @Field(() => Int, { description: 'Login records since UTC midnight' }) loginsToday!: number;
  @Field(() => Int, { description: 'Bookings created since UTC midnight' }) bookingsToday!: number;
}

@ObjectType('AdminUserConnection')
export class AdminUserConnectionView {
  @Field(() => [UserView]) nodes!: UserView[];
  @Field(() => Int, { description: 'How many members match the search' }) totalCount!: number;
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
}

// A shape only: the rules and their messages are the zod schemas in core's contracts (admin-user.schema.ts), so
// both doors answer alike.
@InputType('AdminUserUpdateInput', { description: 'Every field optional; only the given ones change' })
export class AdminUserUpdateInputGql {
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'null clears it' }) phone?: string | null;
  @Field(() => Boolean, { nullable: true }) isVerified?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isLocked?: boolean | null;
  @Field(() => String, { nullable: true, description: 'admin | user' }) role?: string | null;
}

@ObjectType('AuditEntry', { description: 'One admin action, as recorded in its own transaction' })
export class AuditEntryView {
  @Field(() => Int) id!: number;
  @Field(() => Int) actorId!: number;
  @Field(() => String) actorName!: string;
  @Field(() => String, {
    description:
      'user.update, user.lock, user.unlock, user.verify, user.unverify, user.promote, user.demote, user.email, item.approve, item.reject, claim.resolve',
  })
  action!: string;
  @Field(() => String, { description: 'user | item | booking' }) targetType!: string;
  @Field(() => Int) targetId!: number;
  @Field(() => String, { nullable: true, description: 'JSON text of the changed fields before' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON text of the changed fields after' })
  after!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('AuditConnection')
export class AuditConnectionView {
  @Field(() => [AuditEntryView]) nodes!: AuditEntryView[];
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
}
