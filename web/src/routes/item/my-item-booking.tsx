import { Alert, Badge, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarClock } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { MoneyBreakdown } from '../../features/bookings/components/money-breakdown';
import {
  type DepositLifeInput,
  depositLife,
  type MoneyBreakdownInput,
  moneyBreakdown,
} from '../../features/bookings/model/money-breakdown';
import { useFormat } from '../../shared/i18n/format';
import { useNamespaces } from '../../shared/i18n/i18n';
import { PATHS } from '../../shared/routes/paths';

/** Booking days are UTC midnights: shown in UTC so they never move a day west of Greenwich. */
const DAY_ZONE = 'UTC';

export interface ItemBookingSummary extends MoneyBreakdownInput, DepositLifeInput {
  status: string;
  startDate: string;
  endDate: string;
}

/**
 * Issue 27: after 'Rental request sent!' the item page shows the renter's request — dates, status, what is charged
 * and the deposit held (the one money breakdown, compact) and the way to My Rentals — instead of looking untouched
 * (the page picks the booking: see currentItemBooking).
 */
export function MyItemBooking({ booking }: { booking: ItemBookingSummary }) {
  useNamespaces('bookings');
  const { t } = useTranslation('items');
  const { t: tBookings } = useTranslation('bookings');
  const { date } = useFormat();
  const pending = booking.status === 'pending_approval';
  return (
    <Alert.Root status={pending ? 'warning' : 'info'} rounded="xl" data-testid="my-item-booking">
      <Alert.Indicator>
        <LuCalendarClock />
      </Alert.Indicator>
      <Alert.Content gap="2">
        <Alert.Title>{pending ? t('detail.requestTitle') : t('detail.bookingTitle')}</Alert.Title>
        <Alert.Description>
          <HStack gap="2" wrap="wrap">
            <span>
              {date(booking.startDate, DAY_ZONE)} – {date(booking.endDate, DAY_ZONE)}
            </span>
            <Badge colorPalette={pending ? 'orange' : 'blue'} variant="subtle" rounded="full">
              {tBookings(`status.${booking.status}` as 'status.pending_approval', {
                defaultValue: booking.status,
              })}
            </Badge>
          </HStack>
        </Alert.Description>
        <MoneyBreakdown
          money={moneyBreakdown(booking)}
          audience="renter"
          deposit={depositLife(booking)}
          compact
        />
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={PATHS.myRentals}>{t('detail.viewMyRentals')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
