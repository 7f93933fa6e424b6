import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: every money amount of a booking in minor units as `bigint`. In 32-bit integers a listing at the largest
 * daily price (1,000,000) overflowed from 21 days on ("integer out of range": 21 days with the fee are
 * 2,415,000,000 cents, more than 2,147,483,647), and the longest rental (365 days) needs 41,975,000,000. Bookings, their ledger, the
 * sandbox provider's books and damage claims; an item's own prices stay `integer`, since the contracts bound each
 * of them at 1,000,000 (100,000,000 cents). Each table is rewritten once, in one statement, with its checks.
 */
export class Migration20261128010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "bookings"
      alter column "daily_price_cents" type bigint,
      alter column "rent_cents" type bigint,
      alter column "fee_cents" type bigint,
      alter column "total_cents" type bigint,
      alter column "deposit_cents" type bigint,
      alter column "late_fee_cents" type bigint,
      alter column "refunded_cents" type bigint,
      alter column "owner_payout_cents" type bigint;`);
    this.addSql(`alter table "ledger_entries" alter column "amount_cents" type bigint;`);
    this.addSql(`alter table "sandbox_payments"
      alter column "amount_cents" type bigint,
      alter column "captured_cents" type bigint,
      alter column "refunded_cents" type bigint;`);
    this.addSql(`alter table "damage_claims"
      alter column "amount_cents" type bigint,
      alter column "owner_amount_cents" type bigint;`);
  }
}
