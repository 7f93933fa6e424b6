import { MinorUnitsType } from '@koalarent/core';
import { Check, Entity, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';

export const CLAIM_STATUSES = ['open', 'disputed', 'accepted', 'auto_accepted', 'admin_decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * An owner's damage report on a returned booking: an amount up to the deposit, a reason and photos. The renter
 * accepts or disputes within 72 hours; a dispute waits for an admin; silence counts as acceptance.
 */
@Entity({ tableName: 'damage_claims' })
@Check({
  name: 'damage_claims_amounts_valid',
  expression:
    'amount_cents > 0 and (owner_amount_cents is null or (owner_amount_cents >= 0 and owner_amount_cents <= amount_cents))',
})
export class DamageClaim {
  [OptionalProps]?: 'status' | 'photos' | 'ownerAmountCents' | 'decisionNote' | 'resolvedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Booking, {
    ref: true,
    owner: true,
    deleteRule: 'restrict',
    unique: 'damage_claims_booking_unique',
  })
  booking!: Ref<Booking>;

  @Property({ type: MinorUnitsType })
  amountCents!: number;

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
