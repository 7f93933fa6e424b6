import { type EntityManager } from '@koalarent/core';
import { v7 as uuidv7 } from 'uuid';
import type { Booking } from '../entities/booking.entity.js';
import { type LedgerAccount, LedgerEntry } from '../entities/ledger-entry.entity.js';

export type PostingLine = readonly [account: LedgerAccount, amountCents: number];

/**
 * Writes one balanced posting in the caller's transaction. Zero lines are skipped (a deposit of 0 moves nothing);
 * lines that do not sum to zero are a programming fault and abort the transaction before anything is written.
 */
export function post(tx: EntityManager, booking: Booking, kind: string, lines: readonly PostingLine[]): void {
  for (const row of postingRows(booking.id, booking.currency, kind, lines))
    tx.persist(
      tx.create(LedgerEntry, {
        booking,
        postingId: row.posting_id,
        kind,
        account: row.account,
        amountCents: row.amount_cents,
        currency: row.currency,
      }),
    );
}

/** One `ledger_entries` row as plain SQL writes it (the booking request inserts its postings in one statement). */
export interface PostingRow {
  booking_id: number;
  posting_id: string;
  kind: string;
  account: LedgerAccount;
  amount_cents: number;
  currency: string;
}

/**
 * The rows of one balanced posting, checked as `post` checks them: zero lines skipped, lines that do not sum to zero
 * a programming fault thrown before anything is written.
 */
export function postingRows(
  bookingId: number,
  currency: string,
  kind: string,
  lines: readonly PostingLine[],
): PostingRow[] {
  const moved = lines.filter(([, amount]) => amount !== 0);
  const sum = moved.reduce((total, [, amount]) => total + amount, 0);
  if (sum !== 0 || moved.some(([, amount]) => !Number.isInteger(amount)))
    throw new Error(`Unbalanced ${kind} posting for booking ${bookingId}: ${JSON.stringify(lines)}`);
  if (moved.length === 0) return [];
  const postingId = uuidv7();
  return moved.map(([account, amountCents]) => ({
    booking_id: bookingId,
    posting_id: postingId,
    kind,
    account,
    amount_cents: amountCents,
    currency,
  }));
}
