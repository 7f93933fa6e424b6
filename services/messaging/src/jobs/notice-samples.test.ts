import { readFileSync, writeFileSync } from 'node:fs';
import { BOOKING_STATUSES } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  damageReportedNotice,
  damageResolvedNotice,
  listingApprovedNotice,
  listingRejectedNotice,
  overdueNotice,
  rentalRequestContent,
  statusNotice,
} from './notice-texts.js';

/**
 * The web app retells these notices in the reader's language by reading them back (web/src/features/messaging/
 * model/system-message.ts), so their wording is a contract. notice-samples.json holds one of every shape this file
 * can write, and the web app's test reads each one back. A wording change here fails this test first: rewrite the
 * samples with UPDATE_NOTICE_SAMPLES=1, then make the web reader understand them (its test says what it cannot).
 */
const SAMPLES = new URL('./notice-samples.json', import.meta.url);

const base = {
  bookingId: 7,
  itemId: 3,
  itemTitle: 'Canon "Pro" EOS R5',
  renterId: 11,
  ownerId: 22,
  totalPrice: 1234.5,
  currency: 'EUR',
};
const ranges = [
  { startDate: '2026-03-04', endDate: '2026-03-06' },
  { startDate: '2026-03-04', endDate: '2026-03-04' },
];
const actors = [11, 22, 99, null];
const notes = [null, 'Ring the bell twice. Thanks!'];

/** Every notice the server can write, over each branch of its wording. */
function serverNotices(): { notices: string[]; requests: string[] } {
  const out: string[] = [];
  for (const range of ranges) {
    for (const status of BOOKING_STATUSES) {
      for (const actorId of actors) {
        for (const note of notes) {
          const text = statusNotice({ ...base, ...range, status, from: 'approved', actorId, notes: note });
          if (text) out.push(text);
        }
      }
    }
    for (const lateFee of [0, 30])
      out.push(overdueNotice({ ...base, ...range, status: 'with_renter', actorId: null, lateFee }));
    out.push(
      damageReportedNotice({
        ...base,
        ...range,
        status: 'returned',
        actorId: 22,
        amount: 1045.5,
        reason: 'Torn fly sheet.',
        respondBy: '2026-03-08T15:07:00Z',
      }),
    );
    for (const resolution of ['accepted', 'auto_accepted', 'admin_decided'] as const) {
      out.push(
        damageResolvedNotice({
          ...base,
          ...range,
          status: 'completed',
          actorId: null,
          ownerAmount: 10,
          resolution,
        }),
      );
    }
  }
  out.push(
    listingApprovedNotice('Tent'),
    listingRejectedNotice('Tent', null),
    listingRejectedNotice('Tent', 'Blurry.'),
  );
  const requests: string[] = [];
  for (const message of [null, 'Could I collect it on Saturday?']) {
    for (const [deliveryMethod, deliveryAddress] of [
      ['pickup', null],
      ['delivery', '1 George St, Sydney'],
    ] as const) {
      requests.push(
        rentalRequestContent({
          ...base,
          ...ranges[0]!,
          status: 'pending_approval',
          actorId: 11,
          renterName: 'Mia',
          deliveryMethod,
          deliveryAddress,
          message,
          expiresAt: '2026-03-03T10:00:00Z',
        }),
      );
    }
  }
  return { notices: [...new Set(out)], requests };
}

describe('the notices’ wording', () => {
  it('is the wording the web app was taught to read (notice-samples.json)', () => {
    const generated = serverNotices();
    if (process.env.UPDATE_NOTICE_SAMPLES === '1')
      writeFileSync(SAMPLES, `${JSON.stringify(generated, null, 2)}\n`);
    expect(generated).toEqual(JSON.parse(readFileSync(SAMPLES, 'utf8')));
  });
});
