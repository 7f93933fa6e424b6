import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { system } from '../../../app/theme';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import type { OwnerBooking } from '../../owner-bookings/components/owner-booking-card';
import type { ProgressBooking } from '../model/booking-progress';
import type { RenterBooking } from '../model/types';
import { BookingProgress } from './booking-progress';

const local = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();
const NOW = new Date(2026, 10, 28, 9, 0);

/** Sam's request to Olive for Nov 30 – Dec 2 (pickup in Bondi), made Nov 27 at 6:34 PM. */
const REQUEST: ProgressBooking = {
  status: 'pending_approval',
  createdAt: local(11, 27, 18, 34),
  approvedAt: null,
  expiresAt: local(11, 29, 18, 34),
  startDate: '2026-11-30',
  endDate: '2026-12-02',
  receivedDate: null,
  returnedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  deliveryMethod: 'pickup',
  allowedActions: ['cancel'],
  reviewDeadline: null,
  damageClaim: null,
  owner: { username: 'olive', fullName: 'Olive' },
  renter: { username: 'sam', fullName: 'Sam' },
  item: { id: 9, location: 'Bondi' },
};

/** The markup as the browser first receives it, for the list's structure and attributes. */
function renderHtml(node: ReactNode): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>{node}</ChakraProvider>
    </I18nextProvider>,
  );
}

/** The list items' attributes and text, in order. */
function items(html: string): { current: boolean; text: string }[] {
  return [...html.matchAll(/<li([^>]*)>([\s\S]*?)<\/li>/g)].map((match) => ({
    current: /aria-current="step"/.test(match[1] ?? ''),
    text: (match[2] ?? '')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

beforeAll(() => loadNamespaces('progress'));
afterAll(() => switchLanguage('en'));

describe('BookingProgress', () => {
  it('shows a request as an ordered list with Requested current, and the renter’s waiting sentence', () => {
    const html = renderHtml(<BookingProgress booking={REQUEST} viewer="renter" now={NOW} />);
    expect(html).toMatch(/<ol[^>]*aria-label="Booking progress"/);
    const steps = items(html);
    expect(steps.map((step) => step.current)).toEqual([true, false, false, false, false, false]);
    expect(steps[0]?.text).toBe('Requested Nov 27');
    expect(steps[1]?.text).toBe('Approved (to come)');
    expect(steps[2]?.text).toBe('Ready for pickup from Nov 30 (to come)');
    expect(steps[3]?.text).toBe('With you (to come)');
    expect(steps[4]?.text).toBe('Returned by Dec 2 (to come)');
    expect(renderText(<BookingProgress booking={REQUEST} viewer="renter" now={NOW} />)).toContain(
      'Waiting for Olive to approve — Olive has until Nov 29, 6:34 PM',
    );
  });

  it('speaks to the owner on the owner’s card', () => {
    const approved = { ...REQUEST, status: 'approved', approvedAt: local(11, 28, 8) };
    const html = renderHtml(<BookingProgress booking={approved} viewer="owner" now={NOW} />);
    const steps = items(html);
    expect(steps[0]?.text).toBe('Requested Nov 27 (done)');
    expect(steps[1]).toEqual({ current: true, text: 'Approved Nov 28' });
    expect(steps[3]?.text).toBe('With the renter (to come)');
    expect(renderText(<BookingProgress booking={approved} viewer="owner" now={NOW} />)).toContain(
      'Hand it over to Sam from Nov 30',
    );
  });

  it('ends a cancelled booking at Cancelled, with no sentence left to say', () => {
    const cancelled = {
      ...REQUEST,
      status: 'cancelled',
      cancelledBy: 'renter',
      cancelledAt: local(11, 28, 7),
    };
    const html = renderHtml(<BookingProgress booking={cancelled} viewer="renter" now={NOW} />);
    expect(items(html)).toEqual([
      { current: false, text: 'Requested Nov 27 (done)' },
      { current: true, text: 'Cancelled Nov 28' },
    ]);
    expect(html).not.toContain('data-testid="next-step"');
  });

  it('takes the renter’s and the owner’s booking fragments as they are', () => {
    // Type-level: both fragments satisfy the component's booking type (tsc checks these lines).
    const fromRenter = (booking: RenterBooking) => <BookingProgress booking={booking} viewer="renter" />;
    const fromOwner = (booking: OwnerBooking) => <BookingProgress booking={booking} viewer="owner" />;
    expect([fromRenter, fromOwner]).toHaveLength(2);
  });

  it('speaks the language on screen', async () => {
    await switchLanguage('es');
    const spanish = renderText(<BookingProgress booking={REQUEST} viewer="renter" now={NOW} />);
    expect(spanish).toContain('Solicitada');
    expect(spanish).toContain('Esperando a que Olive apruebe — Olive tiene hasta el 29 nov, 18:34');
    await switchLanguage('de');
    const german = renderText(<BookingProgress booking={REQUEST} viewer="owner" now={NOW} />);
    expect(german).toContain('Angefragt');
    expect(german).toContain('Bestätigen oder ablehnen bis 29. Nov., 18:34');
    await switchLanguage('en');
  });
});
