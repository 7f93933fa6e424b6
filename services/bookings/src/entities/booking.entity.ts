import { type BookingStatus, Item, MinorUnitsType, type PaymentStatus, User } from '@koalarent/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
  Unique,
} from '@mikro-orm/core';
import { PaymentMethod } from './payment-method.entity.js';

const ACTIVE = `'pending_approval','approved','awaiting_pickup','in_transit','with_renter'`;

/**
 * One rental of one unit of an item for an inclusive date range. Amounts are integer minor units of the item's
 * currency (`bigint` columns, exact numbers here: see MinorUnitsType), fixed when the request is made (later price changes do not touch it). The database refuses a double
 * booking of a single-unit item itself (an exclusion constraint over the active date ranges); items with more
 * units are guarded by the item's row lock and a count in the request command.
 */
@Entity({ tableName: 'bookings' })
// The admin Overview counts today's bookings by creation time.
@Index({ properties: ['createdAt'] })
@Index({ properties: ['renter', 'createdAt'] })
@Index({ properties: ['owner', 'createdAt'] })
@Index({
  name: 'bookings_item_active',
  expression: `create index "bookings_item_active" on "bookings" ("item_id", "start_date", "end_date") where "status" in (${ACTIVE})`,
})
@Index({
  name: 'bookings_no_overlap',
  expression: `alter table "bookings" add constraint "bookings_no_overlap" exclude using gist ("item_id" with =, daterange("start_date", "end_date", '[]') with &&) where ("single_unit" and "status" in (${ACTIVE}))`,
})
@Unique({ name: 'bookings_renter_request_key_unique', properties: ['renter', 'requestKey'] })
@Check({ name: 'bookings_dates_ordered', expression: 'end_date >= start_date' })
@Check({
  name: 'bookings_protection_valid',
  expression: 'protection_fee_cents >= 0 and protection_cap_cents >= 0',
})
@Check({
  name: 'bookings_amounts_valid',
  expression:
    'rent_cents > 0 and fee_cents >= 0 and total_cents = rent_cents + fee_cents and deposit_cents >= 0 and late_fee_cents >= 0 and refunded_cents >= 0 and owner_payout_cents >= 0',
})
export class Booking {
  [OptionalProps]?:
    | 'paymentStatus'
    | 'lateFeeCents'
    | 'protectionFeeCents'
    | 'protectionCapCents'
    | 'refundedCents'
    | 'ownerPayoutCents'
    | 'deliveryAddress'
    | 'rentalMessage'
    | 'ownerNotes'
    | 'returnNotes'
    | 'cancelReason'
    | 'cancelledBy'
    | 'paymentMethod'
    | 'rentPaymentRef'
    | 'depositPaymentRef'
    | 'approvedAt'
    | 'receivedDate'
    | 'returnedAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'overdueAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Null once the owner deleted the listing (spec §2: 'Item name unavailable'); the booking and its money stay. */
  @ManyToOne(() => Item, { ref: true, nullable: true, deleteRule: 'set null' })
  item!: Ref<Item> | null;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  renter!: Ref<User>;

  /** The item's owner when the request was made (kept so the owner's lists need no join). */
  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  owner!: Ref<User>;

  @Property({ type: 'string', length: 24 })
  status!: BookingStatus;

  @Property({ type: 'string', length: 24, default: 'unpaid' })
  paymentStatus: PaymentStatus = 'unpaid';

  /** Inclusive calendar dates, 'yyyy-mm-dd'. */
  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'integer' })
  days!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: MinorUnitsType })
  dailyPriceCents!: number;

  @Property({ type: MinorUnitsType })
  rentCents!: number;

  @Property({ type: MinorUnitsType })
  feeCents!: number;

  /** Rent + fee: what approval charges. */
  @Property({ type: MinorUnitsType })
  totalCents!: number;

  /** Held apart from the charge until the condition check. */
  @Property({ type: MinorUnitsType })
  depositCents!: number;

  /**
   * Issue 26 §2: the protection fee, charged with the rent on approval and refunded with it; 0 without protection.
   * Not part of `totalCents` (rent + service fee, the spec's totalPrice): the charge is both (`chargedCents`).
   */
  @Property({ type: MinorUnitsType, default: 0 })
  protectionFeeCents = 0;

  /** The most the protection pays above the deposit for this booking, fixed at the request; 0 without protection. */
  @Property({ type: MinorUnitsType, default: 0 })
  protectionCapCents = 0;

  /** Daily price for each day the item came back late, fixed at the return. */
  @Property({ type: MinorUnitsType, default: 0 })
  lateFeeCents = 0;

  /** Everything given back to the renter's card after a capture (refunds; released holds are not refunds). */
  @Property({ type: MinorUnitsType, default: 0 })
  refundedCents = 0;

  /** What the owner was paid for this booking (rent, late fee, damages), credited at completion. */
  @Property({ type: MinorUnitsType, default: 0 })
  ownerPayoutCents = 0;

  /** True for a quantity-1 item: the exclusion constraint then guards its dates. */
  @Property({ type: 'boolean' })
  singleUnit!: boolean;

  @Property({ type: 'string', length: 16 })
  deliveryMethod!: 'pickup' | 'delivery';

  @Property({ type: 'string', length: 300, nullable: true })
  deliveryAddress: string | null = null;

  @Property({ type: 'text', nullable: true })
  rentalMessage: string | null = null;

  /** The owner's words to the renter: the rejection reason or the hand-over notes. */
  @Property({ type: 'text', nullable: true })
  ownerNotes: string | null = null;

  @Property({ type: 'text', nullable: true })
  returnNotes: string | null = null;

  @Property({ type: 'text', nullable: true })
  cancelReason: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true })
  cancelledBy: 'renter' | 'owner' | 'system' | null = null;

  @ManyToOne(() => PaymentMethod, { ref: true, nullable: true, deleteRule: 'set null' })
  paymentMethod: Ref<PaymentMethod> | null = null;

  /** The provider's reference of the rent + fee (+ protection) authorisation. */
  @Property({ type: 'string', length: 100, nullable: true })
  rentPaymentRef: string | null = null;

  /** The provider's reference of the deposit hold (a separate authorisation). */
  @Property({ type: 'string', length: 100, nullable: true })
  depositPaymentRef: string | null = null;

  /** The renter's idempotency key of the request: a retried request finds its booking instead of making one. */
  @Property({ type: 'string', length: 100 })
  requestKey!: string;

  /** An unanswered request expires at this time. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  /** Spec §3: when the renter marked the item received (the rental period starts). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receivedDate: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  returnedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  /** Set when the end date passed with the item still out (both sides were told). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  overdueAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
