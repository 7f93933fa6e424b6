import { readFileSync, writeFileSync } from 'node:fs';
import { BOOKING_STATUSES } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import type { MessageNotice } from '../contracts.js';
import {
  damageReportedNoticeOf,
  damageResolvedNoticeOf,
  identityDecisionNotice,
  listingReviewNotice,
  noticeContent,
  overdueNoticeOf,
  protectionDecidedNotices,
  rentalRequestNotice,
  reportOutcomeNotice,
  statusChangeNotice,
} from './notice-texts.js';

/**
 * Messages written before notices were stored as a kind and facts hold only their English text, which the web app
 * still reads back to retell in the reader's language (web/src/features/messaging/model/system-message.ts). Their
 * wording is that reader's contract: notice-samples.json holds one of every shape, and the web app's test reads
 * each one back. The notices' English is still written in that wording, so this test keeps it; the rental
 * requests' samples are the old rows' shape ('Total: …'), kept as they were: new requests carry their facts.
 * `structured` holds each notice's kind and facts with the English written for them, which the web app's renderer
 * must reproduce word for word in English (and tell in four more languages).
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
/** Every notice made, in order: its kind and facts are also samples (the web app tells them in five languages). */
const made: MessageNotice[] = [];
const text = (notice: MessageNotice) => {
  made.push(notice);
  return noticeContent(notice);
};

function serverNotices(): string[] {
  made.length = 0;
  const out: string[] = [];
  for (const range of ranges) {
    for (const status of BOOKING_STATUSES) {
      for (const actorId of actors) {
        for (const note of notes) {
          const notice = statusChangeNotice({
            ...base,
            ...range,
            status,
            from: 'approved',
            actorId,
            notes: note,
          });
          if (notice) out.push(text(notice));
        }
      }
    }
    for (const lateFee of [0, 30])
      out.push(text(overdueNoticeOf({ ...base, ...range, status: 'with_renter', actorId: null, lateFee })));
    out.push(
      text(
        damageReportedNoticeOf({
          ...base,
          ...range,
          status: 'returned',
          actorId: 22,
          amount: 1045.5,
          reason: 'Torn fly sheet.',
          respondBy: '2026-03-08T15:07:00Z',
        }),
      ),
    );
    for (const resolution of ['accepted', 'auto_accepted', 'admin_decided'] as const) {
      out.push(
        text(
          damageResolvedNoticeOf({
            ...base,
            ...range,
            status: 'completed',
            actorId: null,
            ownerAmount: 10,
            resolution,
          }),
        ),
      );
    }
  }
  out.push(
    text(listingReviewNotice(3, 'Tent', null)),
    text(listingReviewNotice(3, 'Tent', { reason: null })),
    text(listingReviewNotice(3, 'Tent', { reason: 'Blurry.' })),
  );
  // A status the contracts do not know yet (a new one on the server before the apps learn its name).
  const unknown = statusChangeNotice({
    ...base,
    ...ranges[0]!,
    status: 'disputed',
    from: 'returned',
    actorId: null,
    notes: null,
  });
  if (unknown) text(unknown);
  for (const message of [null, 'Could I collect it on Saturday?'])
    for (const [deliveryMethod, deliveryAddress] of [
      ['pickup', null],
      ['delivery', '1 George St, Sydney'],
    ] as const)
      text(
        rentalRequestNotice(
          {
            ...base,
            ...ranges[0]!,
            status: 'pending_approval',
            actorId: 11,
            renterName: 'Mia',
            deliveryMethod,
            deliveryAddress,
            message,
            expiresAt: '2026-03-03T10:00:00Z',
          },
          { rentMinor: 105_000, feeMinor: 15_750, totalMinor: 120_750, depositMinor: 30_000 },
        ),
      );
  // Issue 26: notices that were never written as text alone, so only their kinds and facts are samples.
  text(identityDecisionNotice('verified', null));
  text(identityDecisionNotice('rejected', null));
  text(identityDecisionNotice('rejected', 'The photo of the document is blurred.'));
  for (const outcome of ['dismiss', 'hide_listing', 'lock_member', 'warn'] as const)
    text(reportOutcomeNotice(outcome, outcome === 'lock_member' ? null : { itemId: 3, itemTitle: 'Tent' }));
  // Issue 26 §2: an admin's decision on the part of a damage claim above the deposit, the owner's and the renter's.
  for (const [decision, note] of [
    ['approved', 'Photos show accidental damage'],
    ['rejected', null],
    ['rejected', 'Wear and tear'],
  ] as const) {
    const told = protectionDecidedNotices({
      ...base,
      ...ranges[0]!,
      status: 'completed',
      actorId: 99,
      decision,
      protectionAmount: 500.5,
      paidAmount: decision === 'approved' ? 500.5 : 0,
      note,
    });
    text(told.owner);
    text(told.renter);
  }
  return [...new Set(out)];
}

describe('the notices’ wording', () => {
  it('is the wording the web app was taught to read (notice-samples.json)', () => {
    const stored = JSON.parse(readFileSync(SAMPLES, 'utf8')) as {
      notices: string[];
      requests: string[];
      structured: { notice: MessageNotice; content: string }[];
    };
    const generated = serverNotices();
    // Each kind and its facts with the English the server writes for them: the web app's English must match it.
    const structured = [...new Map(made.map((notice) => [noticeContent(notice), notice])).entries()].map(
      ([content, notice]) => ({ notice, content }),
    );
    if (process.env.UPDATE_NOTICE_SAMPLES === '1')
      writeFileSync(SAMPLES, `${JSON.stringify({ ...stored, notices: generated, structured }, null, 2)}\n`);
    expect(generated).toEqual(stored.notices);
    expect(structured).toEqual(stored.structured);
  });
});

describe('the rental request', () => {
  const request = rentalRequestNotice(
    {
      ...base,
      ...ranges[0]!,
      status: 'pending_approval',
      actorId: 11,
      renterName: 'Mia',
      deliveryMethod: 'pickup',
      deliveryAddress: null,
      message: '  Could I collect it on Saturday?  ',
      expiresAt: '2026-03-03T10:00:00Z',
    },
    { rentMinor: 6000, feeMinor: 900, totalMinor: 6900, depositMinor: 10000 },
  );

  it('keeps its facts: the booking, the dates, each amount in minor units, the renter and their words', () => {
    expect(request).toEqual({
      kind: 'RENTAL_REQUEST',
      params: {
        bookingId: 7,
        itemId: 3,
        itemTitle: 'Canon "Pro" EOS R5',
        startDate: '2026-03-04',
        endDate: '2026-03-06',
        currency: 'EUR',
        rentMinor: 6000,
        feeMinor: 900,
        totalMinor: 6900,
        depositMinor: 10000,
        deliveryMethod: 'pickup',
        deliveryAddress: null,
        renterName: 'Mia',
        message: 'Could I collect it on Saturday?',
      },
    });
  });

  it('says in English what approval charges and, apart, the deposit held (spec §7 marker first)', () => {
    expect(noticeContent(request)).toBe(
      [
        'NEW RENTAL REQUEST',
        'Could I collect it on Saturday?',
        '',
        'Item: Canon "Pro" EOS R5',
        'Dates: Mar 4, 2026 – Mar 6, 2026',
        'Delivery: Self Pickup',
        'Charged: €69.00 (rent €60.00 + service fee €9.00) · Deposit held: €100.00',
      ].join('\n'),
    );
  });
});
