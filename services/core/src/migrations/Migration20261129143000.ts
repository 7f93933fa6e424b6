import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 §2, protection at checkout. A booking keeps the protection fee it was charged and the cover it bought
 * (the cap, fixed at the request, as every amount of a booking is); both 0 without protection. A damage claim keeps
 * the part of its amount above what the deposit covers (paid from the protection account once an admin approves it,
 * never charged to the renter), that part's decision and what was paid.
 */
export class Migration20261129143000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "bookings" add column "protection_fee_cents" bigint not null default 0, add column "protection_cap_cents" bigint not null default 0;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_protection_valid" check (protection_fee_cents >= 0 and protection_cap_cents >= 0);`,
    );
    this.addSql(
      `alter table "damage_claims" add column "protection_amount_cents" bigint not null default 0, add column "protection_status" varchar(16) not null default 'none', add column "protection_paid_cents" bigint null, add column "protection_note" text null, add column "protection_decided_at" timestamptz null, add column "protection_decided_by" int null;`,
    );
    this.addSql(
      `alter table "damage_claims" add constraint "damage_claims_protection_valid" check (protection_amount_cents >= 0 and protection_amount_cents <= amount_cents and (protection_paid_cents is null or (protection_paid_cents >= 0 and protection_paid_cents <= protection_amount_cents)));`,
    );
    this.addSql(
      `create index "damage_claims_protection_pending" on "damage_claims" ("created_at") where "protection_status" = 'pending';`,
    );
  }
}
