import { MinorUnitsType } from '@koalarent/core';
import {
  Check,
  Entity,
  Index,
  OneToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { Booking } from './booking.entity.js';

export const CLAIM_STATUSES = ['open', 'disputed', 'accepted', 'auto_accepted', 'admin_decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * Issue 26 §2: the part of a claim above the deposit, on a protected booking: none (no such part), pending (an
 * admin's to decide), approved (paid to the owner from the protection account), rejected.
 */
export const PROTECTION_CLAIM_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type ProtectionClaimStatus = (typeof PROTECTION_CLAIM_STATUSES)[number];

/**
 * An owner's damage report on a returned booking: an amount up to the deposit (on a protected booking, up to the
 * deposit plus the protection's cap: the part above the deposit waits for an admin), a reason and photos. The renter
 * accepts or disputes within 72 hours; a dispute waits for an admin; silence counts as acceptance.
 */
@Entity({ tableName: 'damage_claims' })
@Index({
  name: 'damage_claims_protection_pending',
  expression: `create index "damage_claims_protection_pending" on "damage_claims" ("created_at") where "protection_status" = 'pending'`,
})
@Check({
  name: 'damage_claims_protection_valid',
  expression:
    'protection_amount_cents >= 0 and protection_amount_cents <= amount_cents and (protection_paid_cents is null or (protection_paid_cents >= 0 and protection_paid_cents <= protection_amount_cents))',
})
@Check({
  name: 'damage_claims_amounts_valid',
  expression:
    'amount_cents > 0 and (owner_amount_cents is null or (owner_amount_cents >= 0 and owner_amount_cents <= amount_cents))',
})
export class DamageClaim {
  [OptionalProps]?:
    | 'status'
    | 'photos'
    | 'ownerAmountCents'
    | 'decisionNote'
    | 'resolvedAt'
    | 'createdAt'
    | 'protectionAmountCents'
    | 'protectionStatus'
    | 'protectionPaidCents'
    | 'protectionNote'
    | 'protectionDecidedAt'
    | 'protectionDecidedBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Booking, {
    ref: true,
    owner: true,
    deleteRule: 'restrict',
    unique: 'damage_claims_booking_unique',
  })
  booking!: Ref<Booking>;

  /** The whole amount claimed: the deposit's part (`amountCents - protectionAmountCents`) and protection's part. */
  @Property({ type: MinorUnitsType })
  amountCents!: number;

  /** Issue 26 §2: the part above what the deposit covers, on a protected booking (0 otherwise). */
  @Property({ type: MinorUnitsType, default: 0 })
  protectionAmountCents = 0;

  @Property({ type: 'string', length: 16, default: 'none' })
  protectionStatus: ProtectionClaimStatus = 'none';

  /** What the protection account paid the owner (set when an admin approves). */
  @Property({ type: MinorUnitsType, nullable: true })
  protectionPaidCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  protectionNote: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  protectionDecidedAt: Date | null = null;

  /** The admin who decided protection's part (kept as a number: the audit trail names them too). */
  @Property({ type: 'integer', nullable: true })
  protectionDecidedBy: number | null = null;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'json' })
  photos: string[] = [];

  @Property({ type: 'string', length: 16, default: 'open' })
  status: ClaimStatus = 'open';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  respondBy!: Date;

  /** What the owner finally keeps of the claim (set when it is settled). */
  @Property({ type: MinorUnitsType, nullable: true })
  ownerAmountCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  decisionNote: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
