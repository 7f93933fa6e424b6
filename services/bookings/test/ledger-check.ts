import { expect } from 'vitest';

/**
 * The money invariants every booking test checks after each test, through plain SQL (so the check does not share
 * code with what it checks):
 * - every posting of the double-entry ledger sums to zero, so every booking's entries do too;
 * - each booking's account balances are what its state says they must be (the ledger agrees with the booking row);
 * - the payment status is the one that state allows (unpaid → authorized → paid → refunded / partially_refunded).
 * Used by the worker-level tests here and, through gateway/test/bookings-fixtures.ts, by the gateway's.
 */

/** Runs SQL with `?` placeholders (MikroORM's `execute`). */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface BookingMoneyRow {
  id: number;
  status: string;
  payment_status: string;
  rent_cents: number;
  fee_cents: number;
  total_cents: number;
  deposit_cents: number;
  late_fee_cents: number;
  refunded_cents: number;
  owner_payout_cents: number;
  /** Issue 26 §2: the protection fee (charged with the rent) and what the protection paid the owner on a claim. */
  protection_fee_cents: number;
  protection_paid_cents: number;
  approved_at: Date | null;
}

export type Balances = Record<
  'renter_card' | 'rent_hold' | 'deposit_hold' | 'owner_payable' | 'platform_fees' | 'protection_fund',
  number
>;

const ZERO: Balances = {
  renter_card: 0,
  rent_hold: 0,
  deposit_hold: 0,
  owner_payable: 0,
  platform_fees: 0,
  protection_fund: 0,
};

// A row read with `select *` (the property test's) has no protection_paid_cents: nothing was paid then.
const fee = (b: BookingMoneyRow) => Number(b.protection_fee_cents ?? 0);
const paid = (b: BookingMoneyRow) => Number(b.protection_paid_cents ?? 0);

/** What approval charges: rent + fee + protection. */
const charged = (b: BookingMoneyRow) => b.total_cents + fee(b);

/** The protection refunded with a cancellation: the rent's share of it (the rent refunded is rent − payout). */
const protectionRefund = (b: BookingMoneyRow) =>
  b.rent_cents > 0 ? Math.floor((fee(b) * (b.rent_cents - b.owner_payout_cents)) / b.rent_cents) : 0;

const ACTIVE_AFTER_APPROVAL = ['approved', 'awaiting_pickup', 'in_transit', 'with_renter', 'returned'];

/** What a booking's ledger balances must be, from its row alone (-0 written as 0, as SQL sums it). */
export function expectedBalances(b: BookingMoneyRow): Balances {
  const balances = balancesOf(b);
  for (const account of Object.keys(balances) as (keyof Balances)[]) balances[account] ||= 0;
  return balances;
}

function balancesOf(b: BookingMoneyRow): Balances {
  const zero: Balances = { ...ZERO };
  if (b.status === 'pending_approval')
    return {
      ...zero,
      renter_card: -(charged(b) + b.deposit_cents),
      rent_hold: charged(b),
      deposit_hold: b.deposit_cents,
    };
  if (ACTIVE_AFTER_APPROVAL.includes(b.status))
    return {
      renter_card: -(charged(b) + b.deposit_cents),
      rent_hold: 0,
      deposit_hold: b.deposit_cents,
      // An approved protection claim may be paid while the deposit's part is still open.
      owner_payable: b.rent_cents + paid(b),
      platform_fees: b.fee_cents,
      protection_fund: fee(b) - paid(b),
    };
  // Never approved (rejected, expired, cancelled while pending): every hold released, nothing moved.
  if ((b.status === 'rejected' || b.status === 'cancelled') && !b.approved_at) return zero;
  if (b.status === 'cancelled')
    return {
      ...zero,
      // Written as a difference, not a negation: a full refund must expect 0, not -0 (toEqual tells them apart).
      renter_card: b.refunded_cents - charged(b),
      owner_payable: b.owner_payout_cents,
      platform_fees: b.total_cents - (b.refunded_cents - protectionRefund(b)) - b.owner_payout_cents,
      protection_fund: fee(b) - protectionRefund(b),
    };
  if (b.status === 'completed')
    // The owner was paid the rent plus whatever of the deposit was kept (late fee, damages), plus what the
    // protection paid for damage above the deposit (never the renter's).
    return {
      ...zero,
      renter_card: -(charged(b) + b.owner_payout_cents - b.rent_cents - paid(b)),
      owner_payable: b.owner_payout_cents,
      platform_fees: b.fee_cents,
      protection_fund: fee(b) - paid(b),
    };
  throw new Error(`booking ${b.id} has an unknown status ${b.status}`);
}

/** The payment status a booking row must show. */
export function expectedPaymentStatus(b: BookingMoneyRow): string {
  if (b.status === 'pending_approval') return 'authorized';
  if (!b.approved_at) return 'refunded';
  if (b.status !== 'cancelled') return 'paid';
  if (b.refunded_cents === charged(b)) return 'refunded';
  return b.refunded_cents > 0 ? 'partially_refunded' : 'paid';
}

const MONEY_COLUMNS = [
  'rent_cents',
  'fee_cents',
  'total_cents',
  'deposit_cents',
  'late_fee_cents',
  'refunded_cents',
  'owner_payout_cents',
  'protection_fee_cents',
  'protection_paid_cents',
] as const;

/** A booking's money columns, and what the protection paid on its claim (0 when nothing). */
const MONEY_SELECT = `b.id, b.status, b.payment_status, b.rent_cents, b.fee_cents, b.total_cents, b.deposit_cents,
  b.late_fee_cents, b.refunded_cents, b.owner_payout_cents, b.protection_fee_cents, b.approved_at,
  coalesce((select c.protection_paid_cents from damage_claims c where c.booking_id = b.id), 0) as protection_paid_cents`;

/** The row with its `bigint` amounts (text from `pg`) as numbers, each checked to be exact. */
function moneyRow(row: Record<string, unknown>): BookingMoneyRow {
  const out = { ...row } as unknown as BookingMoneyRow;
  for (const column of MONEY_COLUMNS) {
    const n = Number(row[column]);
    expect(Number.isSafeInteger(n), `${column} of booking ${String(row.id)}: ${String(row[column])}`).toBe(
      true,
    );
    out[column] = n;
  }
  return out;
}

export async function bookingMoney(sql: Sql, bookingId: number): Promise<BookingMoneyRow> {
  const [row] = await sql(`select ${MONEY_SELECT} from bookings b where b.id = ?`, [bookingId]);
  if (!row) throw new Error(`no booking ${bookingId}`);
  return moneyRow(row);
}

export async function ledgerBalances(sql: Sql, bookingId: number): Promise<Balances> {
  const rows = await sql(
    'select account, sum(amount_cents)::bigint as total from ledger_entries where booking_id = ? group by account',
    [bookingId],
  );
  const balances: Balances = { ...ZERO };
  for (const row of rows) balances[row.account as keyof Balances] = Number(row.total);
  return balances;
}

/** Every check above over every booking in the database; returns how many bookings were checked. */
export async function expectLedgerConsistent(sql: Sql): Promise<number> {
  const unbalancedPostings = await sql(
    `select posting_id, booking_id, kind, sum(amount_cents)::bigint as total from ledger_entries
      group by posting_id, booking_id, kind having sum(amount_cents) <> 0`,
  );
  expect(unbalancedPostings, 'postings that do not sum to zero').toEqual([]);
  const split = await sql(
    'select posting_id from ledger_entries group by posting_id having count(distinct booking_id) > 1',
  );
  expect(split, 'postings spread over several bookings').toEqual([]);
  const unbalancedBookings = await sql(
    'select booking_id, sum(amount_cents)::bigint as total from ledger_entries group by booking_id having sum(amount_cents) <> 0',
  );
  expect(unbalancedBookings, 'bookings whose entries do not sum to zero').toEqual([]);
  const bookings = (await sql(`select ${MONEY_SELECT} from bookings b order by b.id`)).map(moneyRow);
  const rows = await sql(
    'select booking_id, account, sum(amount_cents)::bigint as total from ledger_entries group by booking_id, account',
  );
  const actual = new Map<number, Balances>();
  for (const row of rows) {
    const id = Number(row.booking_id);
    const balances = actual.get(id) ?? { ...ZERO };
    balances[row.account as keyof Balances] = Number(row.total);
    actual.set(id, balances);
  }
  for (const b of bookings) {
    expect(actual.get(b.id) ?? { ...ZERO }, `ledger balances of booking ${b.id} (${b.status})`).toEqual(
      expectedBalances(b),
    );
    expect(b.payment_status, `payment status of booking ${b.id} (${b.status})`).toBe(
      expectedPaymentStatus(b),
    );
  }
  return bookings.length;
}

/**
 * The sandbox provider's own books agree with every booking (when the sandbox is the provider): the rent + fee
 * hold is captured from approval on and refunded as the booking says; the deposit hold is released, or captured
 * for exactly what the owner kept of it.
 */
export async function expectSandboxAgrees(sql: Sql): Promise<void> {
  const rows = await sql(
    `select b.id, b.status, b.approved_at, b.total_cents, b.rent_cents, b.deposit_cents, b.refunded_cents,
            b.owner_payout_cents, b.protection_fee_cents,
            coalesce((select c.protection_paid_cents from damage_claims c where c.booking_id = b.id), 0) as protection_paid,
            r.status as rent_status, r.captured_cents as rent_captured,
            r.refunded_cents as rent_refunded, d.status as deposit_status, d.captured_cents as deposit_captured
       from bookings b
       left join sandbox_payments r on r.id = b.rent_payment_ref
       left join sandbox_payments d on d.id = b.deposit_payment_ref
      where b.rent_payment_ref like 'sbx_%'`,
  );
  for (const row of rows) {
    const status = String(row.status);
    const label = `sandbox payments of booking ${row.id} (${status})`;
    const approved = row.approved_at !== null;
    const rent =
      status === 'pending_approval'
        ? { status: 'authorized', captured: 0, refunded: 0 }
        : !approved
          ? { status: 'released', captured: 0, refunded: 0 }
          : {
              status: 'captured',
              captured: Number(row.total_cents) + Number(row.protection_fee_cents),
              refunded: status === 'cancelled' ? Number(row.refunded_cents) : 0,
            };
    expect(
      { status: row.rent_status, captured: Number(row.rent_captured), refunded: Number(row.rent_refunded) },
      label,
    ).toEqual(rent);
    if (Number(row.deposit_cents) === 0) continue;
    const kept = Number(row.owner_payout_cents) - Number(row.rent_cents) - Number(row.protection_paid);
    const deposit =
      status === 'completed'
        ? kept > 0
          ? { status: 'captured', captured: kept }
          : { status: 'released', captured: 0 }
        : status === 'cancelled' || status === 'rejected'
          ? { status: 'released', captured: 0 }
          : { status: 'authorized', captured: 0 };
    expect({ status: row.deposit_status, captured: Number(row.deposit_captured) }, label).toEqual(deposit);
  }
}
