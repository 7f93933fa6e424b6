import { Alert, Box, Button, DataList, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuCircleCheck,
  LuMessageSquare,
  LuPackageCheck,
  LuShieldAlert,
  LuStar,
  LuUndo2,
  LuX,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import {
  bookingItemTitle,
  bookingMoney,
  damageClaimSummary,
  durationLabel,
  formatBookingDate,
  formatDateRange,
  renterActions,
} from '../model/booking-view';
import { depositLife, moneyBreakdown } from '../model/money-breakdown';
import type { RenterBooking } from '../model/types';
import { BookingStatusBadge, PaymentStatusBadge, RemainingTimeBadge } from './booking-badges';
import { BookingCardFrame } from './booking-card-frame';
import { BookingProgress } from './booking-progress';
import { MoneyBreakdown } from './money-breakdown';
import { ReceiptButton } from './receipt';

/** The cover: the card's width on a phone, 224 px beside the details from md. */

export type RenterDialogKind = 'message' | 'received' | 'returned' | 'cancel' | 'respondToClaim' | 'review';

export interface RentalCardProps {
  booking: RenterBooking;
  /** The My Rentals tab the card is in: the hand-over buttons show in Active only (spec §4). */
  tab: string;
  now: Date;
  /** Opens one of the page's dialogs for this booking; `trigger` gets focus back when it closes. */
  onAction(kind: RenterDialogKind, booking: RenterBooking, trigger: HTMLElement): void;
}

/**
 * Spec §2 My Rentals card: photo, title linking to the item, booked-on date, status and payment badges, the
 * remaining-time badge, period, duration, delivery, the money breakdown (rent, fee, total price charged, and the
 * deposit's life: held, released or kept, a late fee taken from it), the messages both sides wrote, and the
 * actions the server allows this renter now.
 */
export function RentalCard({ booking, tab, now, onAction }: RentalCardProps) {
  const { t } = useTranslation('bookings');
  const f = useFormat();
  const titleId = useId();
  const title = bookingItemTitle(booking.item, t('common.itemUnavailable'));
  const cover = booking.item?.images[0];
  const actions = renterActions(booking.allowedActions, tab);
  const money = (amount: number) => bookingMoney(amount, booking.currency, f);
  const open = (kind: RenterDialogKind) => (event: React.MouseEvent<HTMLElement>) =>
    onAction(kind, booking, event.currentTarget);
  const claim = booking.damageClaim;

  return (
    <BookingCardFrame as="article" layout="page" titleId={titleId} cover={cover} testId="rental-card">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="md" id={titleId} lineClamp={2}>
            {booking.itemId !== null ? (
              <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={buildPath(PATHS.item, { id: booking.itemId })}>{title}</RouterLink>
              </Link>
            ) : (
              title
            )}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('card.bookedOn', { date: formatBookingDate(booking.createdAt, f) })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
          <RemainingTimeBadge booking={booking} now={now} />
        </HStack>
      </Flex>

      <BookingProgress booking={booking} viewer="renter" now={now} />

      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('card.rentalPeriod')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateRange(booking.startDate, booking.endDate, t, f)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('card.duration')}</DataList.ItemLabel>
          <DataList.ItemValue>{durationLabel(booking.days, t)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('card.deliveryMethod')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {booking.deliveryMethod === 'pickup' ? t('delivery.pickup') : t('delivery.delivery')}
          </DataList.ItemValue>
        </DataList.Item>
        {booking.refundedAmount > 0 ? (
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('card.refunded')}</DataList.ItemLabel>
            <DataList.ItemValue>{money(booking.refundedAmount)}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>

      <MoneyBreakdown
        money={moneyBreakdown(booking)}
        audience="renter"
        deposit={depositLife(booking)}
        paymentStatus={booking.paymentStatus}
      />

      {booking.rentalMessage || booking.ownerNotes ? (
        <Stack gap="2">
          {booking.rentalMessage ? <Note label={t('card.yourMessage')}>{booking.rentalMessage}</Note> : null}
          {booking.ownerNotes ? <Note label={t('card.ownerNotes')}>{booking.ownerNotes}</Note> : null}
        </Stack>
      ) : null}

      {claim ? (
        <Alert.Root status={claim.status === 'open' ? 'warning' : 'info'} rounded="lg" size="sm">
          <Alert.Indicator>
            <LuShieldAlert />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t('card.damageClaim')}</Alert.Title>
            <Alert.Description>
              {damageClaimSummary(claim, booking.currency, t, f)}
              {claim.decisionNote ? ` ${claim.decisionNote}` : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {booking.myReview ? (
        <HStack gap="1.5" fontSize="sm" color="fg.muted">
          <LuStar aria-hidden="true" />
          <Text>
            {booking.myReview.comment
              ? t('card.ratedWithComment', {
                  rating: f.number(booking.myReview.rating),
                  comment: booking.myReview.comment,
                })
              : t('card.rated', { rating: f.number(booking.myReview.rating) })}
          </Text>
        </HStack>
      ) : null}

      <HStack gap="2" wrap="wrap" mt="auto">
        <Button size="sm" variant="outline" onClick={open('message')}>
          <LuMessageSquare aria-hidden="true" />
          {t('card.messageOwner')}
        </Button>
        <ReceiptButton booking={booking} viewer="renter" />
        {actions.has('received') ? (
          <Button size="sm" colorPalette="brand" onClick={open('received')}>
            <LuPackageCheck aria-hidden="true" />
            {t('card.markReceived')}
          </Button>
        ) : null}
        {actions.has('returned') ? (
          <Button size="sm" colorPalette="brand" onClick={open('returned')}>
            <LuUndo2 aria-hidden="true" />
            {t('card.returnItem')}
          </Button>
        ) : null}
        {actions.has('respondToClaim') ? (
          <Button size="sm" colorPalette="orange" onClick={open('respondToClaim')}>
            <LuShieldAlert aria-hidden="true" />
            {t('card.respondToClaim')}
          </Button>
        ) : null}
        {actions.has('review') ? (
          <Button size="sm" colorPalette="brand" variant="subtle" onClick={open('review')}>
            <LuCircleCheck aria-hidden="true" />
            {t('card.leaveReview')}
          </Button>
        ) : null}
        {actions.has('cancel') ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={open('cancel')}>
            <LuX aria-hidden="true" />
            {booking.status === 'pending_approval' ? t('card.cancelRequest') : t('card.cancelBooking')}
          </Button>
        ) : null}
      </HStack>
    </BookingCardFrame>
  );
}

function Note({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box bg="bg.muted" rounded="md" px="3" py="2" fontSize="sm">
      <Text fontWeight="semibold">{label}</Text>
      <Text whiteSpace="pre-wrap">{children}</Text>
    </Box>
  );
}
