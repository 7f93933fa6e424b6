import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuTriangleAlert } from 'react-icons/lu';
import { bookingStatusView, paymentStatusView, remainingTimeBadge } from '../model/booking-view';

/** Spec §4: the booking status by its label ('With You', …); an unknown status raw. */
export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('bookings');
  const view = bookingStatusView(status, t);
  return (
    <Badge colorPalette={view.palette} variant="subtle" data-testid="booking-status">
      {view.label}
    </Badge>
  );
}

/** Spec §4: the payment status, styled by colour (screen readers hear that it is the payment's). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('bookings');
  const view = paymentStatusView(status, t);
  return (
    <Badge colorPalette={view.palette} variant="outline" data-testid="payment-status">
      <VisuallyHidden>{t('payment.hiddenPrefix')}</VisuallyHidden>
      {view.label}
    </Badge>
  );
}

/**
 * Spec §4: on a with_renter booking with a receivedDate, '{n} day(s) remaining' of the booked period (an early
 * pickup does not add days), or 'Overdue' in the destructive style once the end date has passed. Renders nothing
 * on other bookings.
 */
export function RemainingTimeBadge({
  booking,
  now,
}: {
  booking: { status: string; receivedDate: string | null; startDate: string; endDate: string };
  now: Date;
}) {
  const { t } = useTranslation('bookings');
  const badge = remainingTimeBadge(booking, now, t);
  if (!badge) return null;
  return badge.overdue ? (
    <Badge colorPalette="red" variant="solid" data-testid="remaining-time">
      <LuTriangleAlert aria-hidden="true" />
      {badge.label}
    </Badge>
  ) : (
    <Badge colorPalette="blue" variant="subtle" data-testid="remaining-time">
      <LuClock aria-hidden="true" />
      {badge.label}
    </Badge>
  );
}
