import type { EntityManager } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { MailFormat } from '../email/mail-format.js';
import type { MailMoney } from '../email/templates.js';
import type { RequestAmounts } from './notice-texts.js';

/**
 * A booking's money as the bookings service stored it (minor units): the events carry the charge only, while the
 * request's message and the mails also say the rent, the fee and the deposit held beside it. Read from the row the
 * event's own transaction wrote; null when the booking is not there.
 */
export async function bookingAmounts(em: EntityManager, bookingId: number): Promise<RequestAmounts | null> {
  const [row] = await sql<Record<keyof RequestAmounts, string | number>>(
    em,
    `select rent_cents as "rentMinor", fee_cents as "feeMinor", total_cents as "totalMinor",
            deposit_cents as "depositMinor"
       from bookings where id = ?`,
    [bookingId],
  );
  if (!row) return null;
  return {
    rentMinor: Number(row.rentMinor),
    feeMinor: Number(row.feeMinor),
    totalMinor: Number(row.totalMinor),
    depositMinor: Number(row.depositMinor),
  };
}

/** The amounts as a mail writes them in its reader's language. */
export function mailMoney(format: MailFormat, amounts: RequestAmounts, currency: string): MailMoney {
  const money = (minor: number) => format.money(minor / 100, currency);
  return {
    charged: money(amounts.totalMinor),
    rent: money(amounts.rentMinor),
    fee: money(amounts.feeMinor),
    deposit: money(amounts.depositMinor),
  };
}
