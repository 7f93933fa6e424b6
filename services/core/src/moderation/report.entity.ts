import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import type {
  ReportAction,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '../contracts/moderation.schema.js';
import { User } from '../user/user.entity.js';

/**
 * A member's report of a listing or another member (issue 26 §3), waiting in the admins' Reports queue until an
 * admin resolves it. One open report per reporter and target: a partial unique index holds it in the database
 * (Migration20261129113000), so two clicks at once still make one. `targetUserId` is the member the report is
 * about (the listing's owner for a listing), kept so the queue can show the conversation and lock or warn them.
 */
@Entity({ tableName: 'reports' })
@Index({ properties: ['status', 'id'] })
@Index({
  name: 'reports_one_open_per_target',
  expression: `create unique index "reports_one_open_per_target" on "reports" ("reporter_id", "target_type", "target_id") where status = 'open'`,
})
@Check({ name: 'reports_note_length', expression: 'char_length(note) <= 1000' })
export class Report {
  [OptionalProps]?: 'note' | 'status' | 'action' | 'resolvedById' | 'resolvedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  reporter!: Ref<User>;

  @Property({ type: 'string', length: 8 })
  targetType!: ReportTargetType;

  /** The listing's or member's id. No foreign key: the report outlives a deleted listing. */
  @Property({ type: 'integer' })
  targetId!: number;

  @Property({ type: 'integer' })
  targetUserId!: number;

  @Property({ type: 'string', length: 32 })
  reason!: ReportReason;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 16, default: 'open' })
  status: ReportStatus = 'open';

  /** What the admin did (null while open). */
  @Property({ type: 'string', length: 16, nullable: true })
  action: ReportAction | null = null;

  @Property({ type: 'integer', nullable: true })
  resolvedById: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
