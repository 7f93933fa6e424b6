import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadLanguage, loadNamespaces } from '../../../shared/i18n/i18n';
import {
  messageText,
  parseNotice,
  parseRentalRequest,
  renderNotice,
  renderRentalRequest,
} from './system-message';

/**
 * The texts the server writes (services/messaging src/jobs/notice-texts.ts), one of each shape. Told again in
 * English from their parts they must come out exactly as the server wrote them: that is what proves the client
 * read every part, and that the English strings mirror the server's.
 */
const NOTICES = [
  'Booking approved: "Canon EOS R5 Camera" (Mar 4, 2026 – Mar 6, 2026). The rental is confirmed.',
  'Booking request declined: "Tent" (Mar 4, 2026). Reason: The dates clash with a trip.',
  'Booking request declined: "Tent" (Mar 4, 2026).',
  'Booking cancelled: "Tent" (Mar 4, 2026 – Mar 5, 2026). Cancelled by the renter. Reason: Plans changed',
  'Booking cancelled: "Tent" (Mar 4, 2026 – Mar 5, 2026). The request expired without an answer.',
  'Booking cancelled: "Tent" (Mar 4, 2026). Cancelled by the owner.',
  'Booking cancelled: "Tent" (Mar 4, 2026). Cancelled.',
  'Ready for pickup: "Tent" (Mar 4, 2026). Notes: Ring the bell twice.',
  'Shipped: "Tent" (Mar 4, 2026) is on its way. Notes: Sent with Koala Couriers, tracking KC123456.',
  'Item received: "Tent" (Mar 4, 2026). The rental has started.',
  'Item returned: "Tent" (Mar 4, 2026). Return notes: All pegs are back.',
  'Rental completed: "Tent" (Mar 4, 2026).',
  'Rental completed: "Tent" (Mar 4, 2026). Note: Thanks!',
  'Booking "Tent" (Mar 4, 2026) is now Disputed.',
  'Overdue: "Tent" (Mar 4, 2026 – Mar 5, 2026) was due back on Mar 5, 2026. A late fee of $30.00 applies.',
  'Overdue: "Tent" (Mar 4, 2026) was due back on Mar 4, 2026.',
  'Damage reported on "Tent" (Mar 4, 2026): the owner claims $45.50 from the deposit. Reason: Torn fly sheet. Please accept or dispute the claim by Mar 8, 2026, 3:07 PM UTC.',
  'Damage claim settled for "Tent" (Mar 4, 2026): the owner keeps €45.50 of the deposit. The claim was not disputed in time.',
  'Damage claim settled for "Tent" (Mar 4, 2026): the owner keeps C$10.00 of the deposit. The renter accepted the claim.',
  'Damage claim settled for "Tent" (Mar 4, 2026): the owner keeps $0.00 of the deposit. An administrator decided the claim.',
  'Your listing "The "Pro" tent" was approved and is now visible to renters.',
  'Your listing "Tent" was not approved. Reason: The photos are blurry.',
  'Your listing "Tent" was not approved.',
];

const REQUEST = [
  'NEW RENTAL REQUEST',
  'Could I collect it on Saturday morning?',
  'Or Sunday.',
  '',
  'Item: Stand-up paddleboard',
  'Dates: Mar 4, 2026 – Mar 5, 2026',
  'Delivery: Self Pickup',
  'Total: $52.00',
].join('\n');

const t = i18n.getFixedT('en', 'messaging');
const en = formattersFor('en');

beforeAll(async () => {
  await loadNamespaces('messaging');
  await Promise.all([loadLanguage('es'), loadLanguage('de'), loadLanguage('zh')]);
});

describe('platform notices', () => {
  it.each(NOTICES)('reads every part of %s', (text) => {
    const notice = parseNotice(text);
    expect(notice).not.toBeNull();
    if (notice) expect(renderNotice(notice, t, en)).toBe(text);
  });

  it('reads the rental request with the renter’s own words kept as written', () => {
    const request = parseRentalRequest(REQUEST);
    expect(request?.message).toBe('Could I collect it on Saturday morning?\nOr Sunday.');
    if (request) expect(renderRentalRequest(request, t, en)).toBe(REQUEST);
    const delivered = REQUEST.replace('Self Pickup', 'Delivery to 1 George St, Sydney').replace(
      'Could I collect it on Saturday morning?\nOr Sunday.\n',
      '',
    );
    const parsed = parseRentalRequest(delivered);
    expect(parsed?.message).toBe('');
    if (parsed) expect(renderRentalRequest(parsed, t, en)).toBe(delivered);
  });

  it('tells a notice in the reader’s language, with their date and money formats', () => {
    const es = formattersFor('es');
    expect(
      messageText({ content: NOTICES[0] ?? '', kind: 'SYSTEM' }, i18n.getFixedT('es', 'messaging'), es),
    ).toBe('Reserva aprobada: «Canon EOS R5 Camera» (4 mar 2026 – 6 mar 2026). El alquiler está confirmado.');
    expect(
      messageText(
        { content: NOTICES[14] ?? '', kind: 'SYSTEM' },
        i18n.getFixedT('de', 'messaging'),
        formattersFor('de'),
      ),
    ).toBe(
      'Überfällig: „Tent“ (4. März 2026 – 5. März 2026) hätte am 5. März 2026 zurückgegeben werden sollen. Es fällt eine Verspätungsgebühr von $30,00 an.',
    );
    expect(
      messageText(
        { content: NOTICES[3] ?? '', kind: 'SYSTEM' },
        i18n.getFixedT('zh', 'messaging'),
        formattersFor('zh'),
      ),
    ).toBe('预订已取消：“Tent”（2026年3月4日 至 2026年3月5日）。由租客取消。原因：Plans changed');
    expect(
      messageText({ content: REQUEST, kind: 'USER', bookingId: 7 }, i18n.getFixedT('es', 'messaging'), es),
    ).toBe(
      [
        'NUEVA SOLICITUD DE ALQUILER',
        'Could I collect it on Saturday morning?',
        'Or Sunday.',
        '',
        'Artículo: Stand-up paddleboard',
        'Fechas: 4 mar 2026 – 5 mar 2026',
        'Entrega: Recogida en persona',
        'Total: $52,00',
      ].join('\n'),
    );
  });

  it('shows English readers the server’s text untouched, and anything unknown or written by a member as written', () => {
    const es = i18n.getFixedT('es', 'messaging');
    const esFormat = formattersFor('es');
    for (const text of NOTICES) expect(messageText({ content: text, kind: 'SYSTEM' }, t, en)).toBe(text);
    expect(messageText({ content: 'Something new happened.', kind: 'SYSTEM' }, es, esFormat)).toBe(
      'Something new happened.',
    );
    // A member's own words stay theirs, even when they read like a notice.
    expect(messageText({ content: NOTICES[0] ?? '', kind: 'USER' }, es, esFormat)).toBe(NOTICES[0]);
    expect(messageText({ content: REQUEST, kind: 'USER', bookingId: null }, es, esFormat)).toBe(REQUEST);
  });
});
