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
import type { IdentityCheckStatus } from '../contracts/identity-check.schema.js';
import { User } from '../user/user.entity.js';

/**
 * One submission of a member's identity check (issue 26 §1): photos of an identity document (front, and back where
 * it has one) and a selfie, all private uploads, waiting in the admins' Identity queue until an admin decides.
 * One waiting check per member: a partial unique index holds it in the database (Migration20261129120000). A
 * rejected member submits a new check; the latest one is their standing. The photos are deleted 30 days after the
 * decision (`documentsDeletedAt`), the decision itself stays.
 */
@Entity({ tableName: 'identity_checks' })
@Index({ properties: ['status', 'id'] })
@Index({
  name: 'identity_checks_one_submitted_per_user',
  expression: `create unique index "identity_checks_one_submitted_per_user" on "identity_checks" ("user_id") where status = 'submitted'`,
})
@Index({
  name: 'identity_checks_documents_to_delete',
  expression: `create index "identity_checks_documents_to_delete" on "identity_checks" ("decided_at") where documents_deleted_at is null and decided_at is not null`,
})
@Check({ name: 'identity_checks_reason_length', expression: 'char_length(reason) <= 500' })
export class IdentityCheck {
  [OptionalProps]?: 'status' | 'reason' | 'decidedById' | 'decidedAt' | 'documentsDeletedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16, default: 'submitted' })
  status: Exclude<IdentityCheckStatus, 'none'> = 'submitted';

  /** The document's front, then its back where it has one: private uploads' ids. */
  @Property({ type: 'json' })
  documentUploadIds!: string[];

  @Property({ type: 'uuid' })
  selfieUploadId!: string;

  /** The admin's reason (required to reject), shown to the member. */
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** The admin who decided. No foreign key: the decision outlives the admin's account. */
  @Property({ type: 'integer', nullable: true })
  decidedById: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  /** When the private photos were deleted (30 days after the decision). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  documentsDeletedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
