import { BOOKING_STATUSES } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
// The server's own wording, so a change there that this reader no longer understands fails here, not in a
// member's thread (where the notice would silently fall back to English).
import {
  damageReportedNotice,
  damageResolvedNotice,
  listingApprovedNotice,
  listingRejectedNotice,
  overdueNotice,
  rentalRequestContent,
  statusNotice,
} from '../../../../../services/messaging/src/jobs/notice-texts';
import { formattersFor } from '../../i18n/format';
import { i18n, loadNamespaces } from '../../i18n/i18n';
import { parseNotice, parseRentalRequest, renderNotice, renderRentalRequest } from './system-message';

const t = i18n.getFixedT('en', 'messaging');
const en = formattersFor('en');

beforeAll(() => loadNamespaces('messaging'));

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
function serverNotices(): string[] {
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
  return [...new Set(out)];
}

describe('the server’s notices, read by the client', () => {
  it.each(serverNotices())('reads and retells %s', (text) => {
    const notice = parseNotice(text);
    expect(notice, text).not.toBeNull();
    if (notice) expect(renderNotice(notice, t, en)).toBe(text);
  });

  it('reads and retells the new rental request, with and without the renter’s words', () => {
    for (const message of [null, 'Could I collect it on Saturday?']) {
      for (const [deliveryMethod, deliveryAddress] of [
        ['pickup', null],
        ['delivery', '1 George St, Sydney'],
      ] as const) {
        const text = rentalRequestContent({
          ...base,
          ...ranges[0]!,
          status: 'pending_approval',
          actorId: 11,
          renterName: 'Mia',
          deliveryMethod,
          deliveryAddress,
          message,
          expiresAt: '2026-03-03T10:00:00Z',
        });
        const request = parseRentalRequest(text);
        expect(request, text).not.toBeNull();
        if (request) expect(renderRentalRequest(request, t, en)).toBe(text);
      }
    }
  });
});
