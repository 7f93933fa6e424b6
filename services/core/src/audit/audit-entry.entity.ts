import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** What an audited change is about. */
export const AuditTargetType = {
  User: 'user',
  Item: 'item',
  Booking: 'booking',
  /** A member's own API token (created or revoked by that member: actor and owner are the same). */
  ApiToken: 'api_token',
  /** A member's report of a listing or a member (issue 26 §3), resolved by an admin. */
  Report: 'report',
  /** A member's identity check (issue 26 §1), decided by an admin. */
  IdentityCheck: 'identity_check',
} as const;
export type AuditTargetType = (typeof AuditTargetType)[keyof typeof AuditTargetType];

/**
 * One admin action: who did what to which row, with the changed fields before and after. Written in the same
 * transaction as the action (see `recordAudit`), so an action without its row, or a row without its action, cannot
 * exist. Append-only: nothing in the code updates or deletes these rows, and a trigger refuses it in the database
 * too (Migration20261123140000).
 */
@Entity({ tableName: 'audit_entries' })
export class AuditEntry {
  [OptionalProps]?: 'before' | 'after' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The admin who acted. No foreign key: the trail outlives whatever happens to the account. */
  @Property({ type: 'integer' })
  actorId!: number;

  /** `user.update`, `user.lock`, `item.approve`, `claim.resolve`, … */
  @Property({ type: 'string', length: 40 })
  action!: string;

  @Property({ type: 'string', length: 16 })
  targetType!: AuditTargetType;

  @Property({ type: 'integer' })
  targetId!: number;

  /** The changed fields as they were (null when the action created something rather than changed it). */
  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
