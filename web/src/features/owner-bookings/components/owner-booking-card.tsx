import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Center,
  DataList,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { remainingTimeLabel } from '@koalarent/core/contracts';
import { type ReactNode, useId } from 'react';
import { LuImage } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { buildPath, PATHS } from '../../../shared/routes/paths';
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
  ownerActions,
  ownerStatusLabel,
  partyInitial,
  partyName,
  paymentPalette,
  paymentStatusLabel,
  statusPalette,
} from '../model/owner-bookings';

export type OwnerBooking = ResultOf<typeof OWNER_BOOKING_FIELDS>;

export const ACTION_LABELS: Record<OwnerAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  readyForPickup: 'Ready for Pickup',
  shipped: 'Mark as Shipped',
  confirmCondition: 'Confirm Condition',
  reportDamage: 'Report Damage',
  review: 'Leave a Review',
  cancel: 'Cancel Booking',
};

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

/** One booking of the owner's: item, renter, dates, money, messages, where it stands, and what the owner may do. */
export function OwnerBookingCard({ booking, busy, onAction, now }: OwnerBookingCardProps) {
  const titleId = useId();
  const title = booking.item?.title?.trim() || 'Item name unavailable';
  const cover = booking.item?.images[0];
  const renter = booking.renter;
  const actions = ownerActions(booking);
  const claim = booking.damageClaim;

  return (
    <Card.Root as="li" rounded="xl" overflow="hidden" aria-labelledby={titleId}>
      <Flex direction={{ base: 'column', md: 'row' }}>
        <Box
          w={{ base: 'full', md: '40' }}
          h={{ base: '36', md: 'auto' }}
          minH={{ md: '36' }}
          bg="bg.muted"
          flexShrink={0}
        >
          {cover ? (
            <Image src={cover} alt="" boxSize="full" objectFit="cover" />
          ) : (
            <Center boxSize="full" color="fg.subtle" aria-hidden="true">
              <LuImage size={28} />
            </Center>
          )}
        </Box>
        <Stack flex="1" p="4" gap="3" minW="0">
          <Flex gap="2" justify="space-between" wrap="wrap" align="flex-start">
            <Stack gap="0.5" minW="0">
              <Heading as="h3" size="md" id={titleId} lineClamp={2}>
                {booking.itemId && booking.item ? (
                  <Link asChild>
                    <RouterLink to={buildPath(PATHS.item, { id: booking.itemId })}>{title}</RouterLink>
                  </Link>
                ) : (
                  title
                )}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Booking #{booking.id} · requested {formatDay(booking.createdAt)}
              </Text>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={statusPalette(booking.status)} variant="subtle">
                {ownerStatusLabel(booking.status)}
              </Badge>
              <Badge colorPalette={paymentPalette(booking.paymentStatus)} variant="outline">
                {paymentStatusLabel(booking.paymentStatus)}
              </Badge>
              {booking.status === 'with_renter' ? (
                booking.overdue ? (
                  // red.700: white on the theme's red.solid (red.600) is under WCAG AA's 4.5:1.
                  <Badge colorPalette="red" variant="solid" bg="red.700">
                    Overdue
                  </Badge>
                ) : (
                  <Badge colorPalette="teal" variant="outline">
                    {remainingTimeLabel(booking.endDate, now)}
                  </Badge>
                )
              ) : null}
            </HStack>
          </Flex>

          <HStack gap="3" wrap="wrap">
            <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
              <Avatar.Fallback aria-hidden="true">{partyInitial(renter)}</Avatar.Fallback>
              {renter.profileImage ? <Avatar.Image src={renter.profileImage} alt="" /> : null}
            </Avatar.Root>
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                Renter:{' '}
              </Text>
              <Link asChild fontWeight="semibold">
                <RouterLink to={buildPath(PATHS.user, { id: renter.id })}>{partyName(renter)}</RouterLink>
              </Link>
            </Text>
            <RankBadge rank={renter.koalaRank} size="xs" />
            {renter.isVerified ? (
              <Badge colorPalette="blue" variant="subtle" size="xs">
                Verified
              </Badge>
            ) : null}
            <Text fontSize="xs" color="fg.muted">
              {renter.reviewCount > 0
                ? `${renter.rating.toFixed(1)} ★ (${renter.reviewCount} ${renter.reviewCount === 1 ? 'review' : 'reviews'})`
                : 'No reviews yet'}
            </Text>
          </HStack>

          <DataList.Root orientation="horizontal" size="sm" gap="1.5">
            <Row label="Dates">
              {formatDateRange(booking.startDate, booking.endDate)} ({daysLabel(booking.days)})
            </Row>
            <Row label="Delivery">{deliveryLabel(booking.deliveryMethod, booking.deliveryAddress)}</Row>
            <Row label="Total">
              {money(booking.totalPrice, booking.currency)}
              {/* ItemValue is a flex row, which drops leading spaces: the gap is a margin. */}
              <Text as="span" color="fg.muted" ms="1.5">
                (rent {money(booking.rentPrice, booking.currency)} + service fee{' '}
                {money(booking.serviceFee, booking.currency)})
              </Text>
            </Row>
            <Row label="Deposit">{money(booking.securityDeposit, booking.currency)}</Row>
            {booking.lateFee > 0 ? (
              <Row label="Late fee">
                <Text as="span" color="fg.error" fontWeight="semibold">
                  {money(booking.lateFee, booking.currency)}
                </Text>
                <Text as="span" color="fg.muted" ms="1.5">
                  {booking.status === 'with_renter'
                    ? '(so far; taken from the deposit at the condition check)'
                    : '(taken from the deposit)'}
                </Text>
              </Row>
            ) : null}
            {booking.status === 'pending_approval' ? (
              <Row label="Answer by">{formatMoment(booking.expiresAt)}</Row>
            ) : null}
            {booking.returnedAt ? <Row label="Returned">{formatMoment(booking.returnedAt)}</Row> : null}
            {booking.status === 'completed' ? (
              <Row label="Your payout">{money(booking.ownerPayout, booking.currency)}</Row>
            ) : null}
            {booking.refundedAmount > 0 ? (
              <Row label="Refunded">{money(booking.refundedAmount, booking.currency)}</Row>
            ) : null}
          </DataList.Root>

          {booking.rentalMessage?.trim() ? (
            <Note label="Message from the renter">{booking.rentalMessage}</Note>
          ) : null}
          {booking.returnNotes?.trim() ? <Note label="Return notes">{booking.returnNotes}</Note> : null}
          {booking.ownerNotes?.trim() ? (
            <Note label={booking.status === 'rejected' ? 'Your reason' : 'Your notes'}>
              {booking.ownerNotes}
            </Note>
          ) : null}
          {booking.status === 'cancelled' ? (
            <Text fontSize="sm" color="fg.muted">
              {cancelledByText(booking.cancelledBy)}
              {booking.cancelReason?.trim() ? `: ${booking.cancelReason}` : '.'}
            </Text>
          ) : null}

          {claim ? <ClaimBox booking={booking} claim={claim} /> : null}
          {booking.myReview ? (
            <Box borderWidth="1px" borderColor="border.muted" rounded="md" p="3">
              <HStack gap="2" mb="1">
                <Text fontSize="sm" fontWeight="semibold">
                  Your review
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
              You can review {partyName(renter)} until {formatDay(booking.reviewDeadline)}.
            </Text>
          ) : null}

          {actions.length > 0 ? (
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
                    {ACTION_LABELS[action]}
                  </Button>
                );
              })}
            </HStack>
          ) : null}
        </Stack>
      </Flex>
    </Card.Root>
  );
}

function cancelledByText(by: string | null | undefined): string {
  if (by === 'owner') return 'You cancelled this booking; everything was refunded to the renter';
  if (by === 'renter') return 'The renter cancelled this booking';
  if (by === 'system') return 'The request expired without an answer';
  return 'This booking was cancelled';
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
  const view = claimStatusView(claim);
  return (
    <Box borderWidth="1px" borderColor="border.warning" rounded="md" p="3">
      <HStack gap="2" mb="1" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">
          Damage claim: {money(claim.amount, booking.currency)}
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
          You keep {money(claim.ownerAmount, booking.currency)} of the claim.
          {claim.decisionNote?.trim() ? ` Note: ${claim.decisionNote}` : ''}
        </Text>
      ) : null}
      {claim.photos.length > 0 ? (
        <HStack gap="2" mt="2" wrap="wrap">
          {claim.photos.map((url, index) => (
            <Link key={url} href={url} target="_blank" rel="noreferrer">
              <Image
                src={url}
                alt={`Damage photo ${index + 1} of ${claim.photos.length}`}
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
