import {
  Avatar,
  Badge,
  Box,
  Button,
  DataList,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { avatarImage } from '../../../shared/images/responsive-image';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { BookingCardFrame } from '../../bookings/components/booking-card-frame';
import { BookingProgress } from '../../bookings/components/booking-progress';
import { MoneyBreakdown } from '../../bookings/components/money-breakdown';
import { ReceiptButton } from '../../bookings/components/receipt';
import { depositLife, moneyBreakdown, ownerPayoutOf } from '../../bookings/model/money-breakdown';
import { RankBadge } from '../../items/components/rank-badge';
import { ReviewStars } from '../../reviews/components/review-stars';
import type { OWNER_BOOKING_FIELDS } from '../graphql/owner-booking-fields.fragment';
import {
  claimStatusView,
  daysLabel,
  deliveryLabel,
  formatDateRange,
  formatDay,
  formatMoment,
  money,
  type OwnerAction,
  type OwnerT,
  ownerActions,
  ownerStatusLabel,
  partyInitial,
  partyName,
  paymentPalette,
  paymentStatusLabel,
  remainingLabel,
  statusPalette,
} from '../model/owner-bookings';

/** The cover: the card's width on a phone, 160 px beside the details from md. */

export type OwnerBooking = ResultOf<typeof OWNER_BOOKING_FIELDS>;

const ACTION_STYLE: Record<OwnerAction, { variant: 'solid' | 'outline' | 'ghost'; palette: string }> = {
  approve: { variant: 'solid', palette: 'brand' },
  reject: { variant: 'outline', palette: 'red' },
  readyForPickup: { variant: 'solid', palette: 'brand' },
  shipped: { variant: 'outline', palette: 'brand' },
  confirmCondition: { variant: 'solid', palette: 'brand' },
  reportDamage: { variant: 'outline', palette: 'red' },
  review: { variant: 'solid', palette: 'brand' },
  cancel: { variant: 'ghost', palette: 'red' },
};

/** The hand-over button that fits the delivery method comes first and stands out. */
function styleFor(action: OwnerAction, booking: OwnerBooking) {
  if (action === 'shipped' && booking.deliveryMethod === 'delivery')
    return { variant: 'solid' as const, palette: 'brand' };
  if (action === 'readyForPickup' && booking.deliveryMethod === 'delivery')
    return { variant: 'outline' as const, palette: 'brand' };
  return ACTION_STYLE[action];
}

export interface OwnerBookingCardProps {
  booking: OwnerBooking;
  /** The action running right now on this booking (its button shows a spinner, the others wait). */
  busy: OwnerAction | null;
  onAction(action: OwnerAction, booking: OwnerBooking, trigger: HTMLElement): void;
  now: Date;
}

/**
 * One booking of the owner's: item, renter, dates, the money breakdown (what the renter is charged, the deposit held
 * for the owner and what becomes of it, and the owner's payout and when), messages, where it stands, what the owner
 * may do, and the booking's receipt.
 */
export function OwnerBookingCard({ booking, busy, onAction, now }: OwnerBookingCardProps) {
  const { t } = useTranslation('ownerBookings');
  const f = useFormat();
  const titleId = useId();
  const title = booking.item?.title?.trim() || t('card.itemUnavailable');
  const amount = (value: number) => money(value, booking.currency, f);
  const cover = booking.item?.images[0];
  const renter = booking.renter;
  const actions = ownerActions(booking);
  const claim = booking.damageClaim;

  return (
    <BookingCardFrame as="li" layout="list" titleId={titleId} cover={cover}>
      <Flex gap="2" justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap="0.5" minW="0">
          {/* A link to this booking (the owner's calendar gives one) focuses its heading: it names the card. */}
          <Heading
            as="h3"
            size="md"
            id={titleId}
            lineClamp={2}
            data-booking-heading={booking.id}
            tabIndex={-1}
            scrollMarginTop="24"
          >
            {booking.itemId && booking.item ? (
              <Link asChild>
                <RouterLink to={buildPath(PATHS.item, { id: booking.itemId })}>{title}</RouterLink>
              </Link>
            ) : (
              title
            )}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('card.bookingLine', { id: String(booking.id), date: formatDay(booking.createdAt, f) })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={statusPalette(booking.status)} variant="subtle">
            {ownerStatusLabel(booking.status, t)}
          </Badge>
          <Badge colorPalette={paymentPalette(booking.paymentStatus)} variant="outline">
            {paymentStatusLabel(booking.paymentStatus, t)}
          </Badge>
          {booking.status === 'with_renter' ? (
            booking.overdue ? (
              // red.700: white on the theme's red.solid (red.600) is under WCAG AA's 4.5:1.
              <Badge colorPalette="red" variant="solid" bg="red.700">
                {t('remaining.overdue')}
              </Badge>
            ) : (
              <Badge colorPalette="teal" variant="outline">
                {remainingLabel(booking, now, t)}
              </Badge>
            )
          ) : null}
        </HStack>
      </Flex>

      <BookingProgress booking={booking} viewer="owner" now={now} />

      <HStack gap="3" wrap="wrap">
        <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
          <Avatar.Fallback aria-hidden="true">{partyInitial(renter)}</Avatar.Fallback>
          {renter.profileImage ? <Avatar.Image {...avatarImage(renter.profileImage, 36)} alt="" /> : null}
        </Avatar.Root>
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('card.renterPrefix')}
          </Text>
          <Link asChild fontWeight="semibold">
            <RouterLink to={buildPath(PATHS.user, { id: renter.id })}>{partyName(renter)}</RouterLink>
          </Link>
        </Text>
        <RankBadge rank={renter.koalaRank} size="xs" />
        {renter.isVerified ? (
          <Badge colorPalette="blue" variant="subtle" size="xs">
            {t('card.emailVerified')}
          </Badge>
        ) : null}
        {renter.identityVerified ? (
          <Badge colorPalette="green" variant="subtle" size="xs">
            {t('card.idVerified')}
          </Badge>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {renter.reviewCount > 0
            ? t('card.reviews', {
                count: renter.reviewCount,
                rating: f.number(renter.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })
            : t('card.noReviews')}
        </Text>
      </HStack>

      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        <Row label={t('card.dates')}>
          {formatDateRange(booking.startDate, booking.endDate, t, f)} ({daysLabel(booking.days, t)})
        </Row>
        <Row label={t('card.delivery')}>
          {deliveryLabel(booking.deliveryMethod, booking.deliveryAddress, t)}
        </Row>
        {booking.status === 'pending_approval' ? (
          <Row label={t('card.answerBy')}>{formatMoment(booking.expiresAt, f)}</Row>
        ) : null}
        {booking.returnedAt ? (
          <Row label={t('card.returned')}>{formatMoment(booking.returnedAt, f)}</Row>
        ) : null}
        {booking.refundedAmount > 0 ? (
          <Row label={t('card.refunded')}>{amount(booking.refundedAmount)}</Row>
        ) : null}
      </DataList.Root>

      <MoneyBreakdown
        money={moneyBreakdown(booking)}
        audience="owner"
        deposit={depositLife(booking)}
        paymentStatus={booking.paymentStatus}
        headingAs="h4"
        payout={ownerPayoutOf(booking)}
      />

      {booking.rentalMessage?.trim() ? (
        <Note label={t('card.renterMessage')}>{booking.rentalMessage}</Note>
      ) : null}
      {booking.returnNotes?.trim() ? <Note label={t('card.returnNotes')}>{booking.returnNotes}</Note> : null}
      {booking.ownerNotes?.trim() ? (
        <Note label={booking.status === 'rejected' ? t('card.yourReason') : t('card.yourNotes')}>
          {booking.ownerNotes}
        </Note>
      ) : null}
      {booking.status === 'cancelled' ? (
        <Text fontSize="sm" color="fg.muted">
          {booking.cancelReason?.trim()
            ? t('card.cancelledWithReason', {
                what: cancelledByText(booking.cancelledBy, t),
                reason: booking.cancelReason,
              })
            : t('card.cancelledPlain', { what: cancelledByText(booking.cancelledBy, t) })}
        </Text>
      ) : null}

      {claim ? <ClaimBox booking={booking} claim={claim} /> : null}
      {booking.myReview ? (
        <Box borderWidth="1px" borderColor="border.muted" rounded="md" p="3">
          <HStack gap="2" mb="1">
            <Text fontSize="sm" fontWeight="semibold">
              {t('card.yourReview')}
            </Text>
            <ReviewStars rating={booking.myReview.rating} />
          </HStack>
          {booking.myReview.comment.trim() ? (
            <Text fontSize="sm" whiteSpace="pre-line">
              {booking.myReview.comment}
            </Text>
          ) : null}
        </Box>
      ) : booking.status === 'completed' && actions.includes('review') && booking.reviewDeadline ? (
        <Text fontSize="sm" color="fg.muted">
          {t('card.reviewUntil', { name: partyName(renter), date: formatDay(booking.reviewDeadline, f) })}
        </Text>
      ) : null}

      <HStack gap="2" wrap="wrap" pt="1">
        {actions.map((action) => {
          const style = styleFor(action, booking);
          return (
            <Button
              key={action}
              size="sm"
              variant={style.variant}
              colorPalette={style.palette}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={(event) => onAction(action, booking, event.currentTarget)}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
        <ReceiptButton booking={booking} viewer="owner" />
      </HStack>
    </BookingCardFrame>
  );
}

function cancelledByText(by: string | null | undefined, t: OwnerT): string {
  if (by === 'owner') return t('card.cancelledByOwner');
  if (by === 'renter') return t('card.cancelledByRenter');
  if (by === 'system') return t('card.cancelledBySystem');
  return t('card.cancelled');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Note({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box bg="bg.subtle" rounded="md" p="3">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
        {label}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

function ClaimBox({
  booking,
  claim,
}: {
  booking: OwnerBooking;
  claim: NonNullable<OwnerBooking['damageClaim']>;
}) {
  const { t } = useTranslation('ownerBookings');
  const f = useFormat();
  const view = claimStatusView(claim, t, f);
  return (
    <Box borderWidth="1px" borderColor="border.warning" rounded="md" p="3">
      <HStack gap="2" mb="1" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">
          {t('card.claimAmount', { amount: money(claim.amount, booking.currency, f) })}
        </Text>
        <Badge colorPalette={view.palette} variant="subtle">
          {view.label}
        </Badge>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        {claim.reason}
      </Text>
      {view.detail ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {view.detail}
        </Text>
      ) : null}
      {claim.ownerAmount !== null && claim.ownerAmount !== undefined && claim.resolvedAt ? (
        <Text fontSize="sm" mt="1">
          {t('card.claimKept', { amount: money(claim.ownerAmount, booking.currency, f) })}
          {claim.decisionNote?.trim() ? t('card.claimNote', { note: claim.decisionNote }) : ''}
        </Text>
      ) : null}
      {claim.photos.length > 0 ? (
        <HStack gap="2" mt="2" wrap="wrap">
          {claim.photos.map((url, index) => (
            <Link key={url} href={url} target="_blank" rel="noreferrer">
              <Image
                src={url}
                alt={t('card.photoAlt', { index: f.number(index + 1), total: f.number(claim.photos.length) })}
                boxSize="16"
                objectFit="cover"
                rounded="md"
              />
            </Link>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
