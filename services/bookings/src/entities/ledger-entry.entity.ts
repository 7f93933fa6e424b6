import { MinorUnitsType } from '@koalarent/core';
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
import { Booking } from './booking.entity.js';

/**
 * The accounts of the double-entry ledger. `renter_card` is the outside world (the renter's card); holds sit in
 * `rent_hold` and `deposit_hold` until captured or released; captured money is split between `owner_payable`
 * and `platform_fees`; a protection fee goes to `protection_fund`, which pays an approved claim above the deposit to
 * `owner_payable` (issue 26 §2: one pool for all bookings, so one booking's share of it may be negative). Every
 * posting's entries sum to zero, so every booking's entries do too.
 */
export const LEDGER_ACCOUNTS = [
  'renter_card',
  'rent_hold',
  'deposit_hold',
  'owner_payable',
  'platform_fees',
  'protection_fund',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** One line of a posting: an amount (minor units, signed) moved into an account. */
@Entity({ tableName: 'ledger_entries' })
@Index({ properties: ['booking', 'id'] })
@Index({ properties: ['account', 'createdAt'] })
@Check({ name: 'ledger_entries_amount_nonzero', expression: 'amount_cents <> 0' })
export class LedgerEntry {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Booking, { ref: true, deleteRule: 'restrict' })
  booking!: Ref<Booking>;

  /** Entries posted together share one posting id (a UUIDv7); each posting sums to zero. */
  @Property({ type: 'uuid' })
  postingId!: string;

  /** What the posting was: authorise, capture, release, refund, payout, damage … */
  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'string', length: 24 })
  account!: LedgerAccount;

  @Property({ type: MinorUnitsType })
  amountCents!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
