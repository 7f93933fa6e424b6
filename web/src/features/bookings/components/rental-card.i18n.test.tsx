import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import type { RenterBooking } from '../model/types';
import { RentalCard } from './rental-card';

/** A booking out with the renter, ends on Jan 8 2027, with a damage claim and a late fee to word. */
const BOOKING = {
  __typename: 'Booking',
  id: 41,
  itemId: 9,
  item: { id: 9, title: 'Tandem kayak', images: [], ownerId: 3 },
  owner: { id: 3, username: 'olivia', fullName: 'Olivia Chen', profileImage: null },
  renter: { id: 5, username: 'remy', fullName: 'Rémy Dubois' },
  status: 'with_renter',
  paymentStatus: 'paid',
  currency: 'EUR',
  days: 4,
  dailyPrice: 237.5,
  rentPrice: 950,
  serviceFee: 142.5,
  totalPrice: 1092.5,
  securityDeposit: 50,
  lateFee: 237.5,
  refundedAmount: 0,
  startDate: '2027-01-05',
  endDate: '2027-01-08',
  createdAt: '2027-01-02T10:00:00.000Z',
  receivedDate: '2027-01-05T10:00:00.000Z',
  returnedAt: null,
  completedAt: null,
  cancelledAt: null,
  deliveryMethod: 'pickup',
  deliveryAddress: null,
  rentalMessage: 'Beach day!',
  ownerNotes: null,
  returnNotes: null,
  cancelReason: null,
  cancelledBy: null,
  overdue: false,
  allowedActions: ['returned'],
  cancellationRefund: null,
  paymentMethod: { __typename: 'PaymentMethod', id: 2, brand: 'Visa', last4: '4242' },
  damageClaim: null,
  myReview: null,
  reviewDeadline: null,
} as unknown as RenterBooking;

/** The My Rentals card as the browser first receives it, its text without markup. */
function renderCard(): string {
  return renderText(
    <RentalCard
      booking={BOOKING}
      tab="active"
      now={new Date('2027-01-06T12:00:00Z')}
      onAction={() => undefined}
    />,
  );
}

// The card's own strings and the image placeholder's (items), as the /my-rentals route loads them.
beforeAll(() => loadNamespaces('bookings', 'items', 'money', 'progress'));
afterAll(() => switchLanguage('en'));

describe('the My Rentals card in another language', () => {
  it('renders in English first, then in Spanish after switchLanguage("es")', async () => {
    const english = renderCard();
    expect(english).toContain('With You');
    expect(english).toContain('Paid');
    expect(english).toContain('3 days remaining');
    expect(english).toContain('Booked on Jan 2, 2027');
    expect(english).toContain('Rental period Jan 5, 2027 – Jan 8, 2027');
    expect(english).toContain('Duration 4 days');
    expect(english).toContain('Delivery method Self Pickup');
    expect(english).toContain('Rent: €237.50 × 4 days €950.00');
    expect(english).toContain('Service fee (15%) €142.50');
    // Paid already: no note that the charge waits for the owner's approval.
    expect(english).toContain('Total price charged €1,092.50');
    expect(english).toMatch(/Security deposit held .* €50\.00/);
    expect(english).toContain(
      'Late fee: 1 day × €237.50 Taken from the deposit when the rental completes. €237.50',
    );
    expect(english).toContain('View receipt');
    expect(english).toContain('Return Item');

    await switchLanguage('es');
    const spanish = renderCard();
    expect(spanish).toContain('Contigo');
    expect(spanish).toContain('Pagado');
    expect(spanish).toContain('Quedan 3 días');
    expect(spanish).toContain('Reservado el 2 ene 2027');
    expect(spanish).toContain('Periodo de alquiler 5 ene 2027 – 8 ene 2027');
    expect(spanish).toContain('Duración 4 días');
    expect(spanish).toContain('Forma de entrega Recogida en persona');
    expect(spanish).toContain('Precio total cobrado');
    expect(spanish).toContain('€1092,50');
    expect(spanish).toContain('Recargo por retraso: 1 día × €237,50');
    expect(spanish).toContain('Ver recibo');
    expect(spanish).toContain('Escribir al propietario');
    expect(spanish).toContain('Devolver artículo');
    expect(spanish).not.toContain('Return Item');
    expect(spanish).not.toContain('Rental period');
  });
});
