import type { LanguageCode } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
// Each notice's kind and facts with the English the server writes for them (services/messaging/src/jobs/
// notice-samples.test.ts keeps the file equal to what the server makes).
import samples from '../../../../../services/messaging/src/jobs/notice-samples.json';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadLanguage, loadNamespaces } from '../../../shared/i18n/i18n';
import { type MessageNotice, noticeText, requestBookingId } from './notice';
import { messageText } from './system-message';

const LANGUAGES: LanguageCode[] = ['en', 'es', 'fr', 'de', 'zh'];
const PARAMS = [
  'bookingId',
  'itemId',
  'itemTitle',
  'startDate',
  'endDate',
  'currency',
  'rentMinor',
  'feeMinor',
  'totalMinor',
  'depositMinor',
  'amountMinor',
  'note',
  'deadline',
  'cancelledBy',
  'settlement',
  'outcome',
  'status',
  'deliveryMethod',
  'deliveryAddress',
  'renterName',
  'message',
] as const;

/** A stored notice as GraphQL answers it: every field of the params, null when the kind has none. */
function asServed(notice: { kind: string; params: Record<string, unknown> }): MessageNotice {
  const params = Object.fromEntries(PARAMS.map((key) => [key, notice.params[key] ?? null]));
  return { __typename: 'MessageNotice', kind: notice.kind, params } as unknown as MessageNotice;
}

const render = (notice: MessageNotice, language: LanguageCode) =>
  noticeText(notice, i18n.getFixedT(language, 'messaging'), formattersFor(language));

const byKind = (kind: string) => {
  const found = samples.structured.find((s) => s.notice.kind === kind);
  if (!found) throw new Error(`no sample of ${kind}`);
  return asServed(found.notice);
};

beforeAll(async () => {
  await loadNamespaces('messaging');
  await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
  await loadNamespaces('messaging');
});

describe('a notice told from its kind and facts', () => {
  it.each(samples.structured.map((s) => [s.notice.kind, s] as const))(
    'in English says %s word for word as the server’s content',
    (_kind, sample) => {
      expect(render(asServed(sample.notice), 'en')).toBe(sample.content);
    },
  );

  const kinds = [...new Set(samples.structured.map((s) => s.notice.kind))];
  it('covers every kind the server writes', () => {
    expect(kinds).toHaveLength(22);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const fmt = formattersFor(language);
    it.each(kinds)('tells %s in the reader’s words, dates and money', (kind) => {
      const notice = byKind(kind);
      const text = render(notice, language);
      // Every placeholder filled, no key shown raw.
      expect(text).not.toMatch(/\{\{|\}\}|system\.|card\./);
      expect(text).toContain(notice.params.itemTitle);
      if (notice.params.startDate)
        expect(text).toContain(fmt.date(`${notice.params.startDate}T00:00:00Z`, 'UTC'));
      if (notice.params.amountMinor && notice.params.currency === 'EUR')
        expect(text).toContain(fmt.money(notice.params.amountMinor / 100, 'EUR'));
      if (language !== 'en') expect(text).not.toBe(render(notice, 'en'));
    });
  });

  it('says what approval charges and, apart, the deposit held, in each language', () => {
    const request = asServed({
      kind: 'RENTAL_REQUEST',
      params: {
        bookingId: 7,
        itemId: 3,
        itemTitle: 'Kayak',
        startDate: '2026-03-04',
        endDate: '2026-03-05',
        currency: 'USD',
        rentMinor: 6000,
        feeMinor: 900,
        totalMinor: 6900,
        depositMinor: 10000,
        deliveryMethod: 'pickup',
        renterName: 'Mia',
        message: null,
      },
    });
    const lastLine = (language: LanguageCode) => render(request, language).split('\n').at(-1);
    expect(lastLine('en')).toBe('Charged: $69.00 (rent $60.00 + service fee $9.00) · Deposit held: $100.00');
    expect(lastLine('es')).toBe(
      'Cobrado: $69,00 (alquiler $60,00 + tarifa de servicio $9,00) · Depósito retenido: $100,00',
    );
    expect(lastLine('fr')).toBe(
      'Débité : $69,00 (location $60,00 + frais de service $9,00) · Caution retenue : $100,00',
    );
    expect(lastLine('de')).toBe(
      'Belastet: $69,00 (Miete $60,00 + Servicegebühr $9,00) · Kaution reserviert: $100,00',
    );
    expect(lastLine('zh')).toBe('已扣款：$69.00（租金 $60.00 + 服务费 $9.00）· 押金冻结：$100.00');
    expect(render(request, 'de').split('\n')[0]).toBe(
      i18n.getFixedT('de', 'messaging')('system.requestMarker'),
    );
  });

  it('is what a message with a notice says; one without keeps its text (or the old rows’ reading)', () => {
    const es = i18n.getFixedT('es', 'messaging');
    const fmt = formattersFor('es');
    const approved = byKind('BOOKING_APPROVED');
    // The stored kind wins over the English content, even for a reader of English.
    expect(
      messageText(
        { content: 'stale text', kind: 'SYSTEM', notice: approved },
        i18n.getFixedT('en', 'messaging'),
        formattersFor('en'),
      ),
    ).toBe(render(approved, 'en'));
    expect(messageText({ content: 'stale text', kind: 'SYSTEM', notice: approved }, es, fmt)).toBe(
      render(approved, 'es'),
    );
    expect(messageText({ content: 'Hola', kind: 'USER', notice: null }, es, fmt)).toBe('Hola');
  });
});

describe('the request card’s booking', () => {
  const request = byKind('RENTAL_REQUEST');
  it('is the booking of a rental request, by its stored kind or, on an older row, by its marker', () => {
    expect(requestBookingId({ bookingId: 7, kind: 'USER', content: 'x', notice: request })).toBe(7);
    expect(
      requestBookingId({ bookingId: 7, kind: 'USER', content: 'NEW RENTAL REQUEST\n\nItem: Tent' }),
    ).toBe(7);
  });

  it('is none for any other message, even one that quotes the marker', () => {
    const approved = byKind('BOOKING_APPROVED');
    expect(requestBookingId({ bookingId: 7, kind: 'SYSTEM', content: 'x', notice: approved })).toBeNull();
    expect(requestBookingId({ bookingId: null, kind: 'USER', content: 'NEW RENTAL REQUEST\nhi' })).toBeNull();
    expect(requestBookingId({ bookingId: 7, kind: 'SYSTEM', content: 'NEW RENTAL REQUEST\nhi' })).toBeNull();
  });
});
