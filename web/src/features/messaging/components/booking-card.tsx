import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Link, Menu, Stack, Text } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { MoneyBreakdown } from '../../bookings/components/money-breakdown';
import { fromMinorUnits, moneyBreakdown } from '../../bookings/model/money-breakdown';
import { RankBadge } from '../../items/components/rank-badge';
import { OwnerActionDialogs, type PendingDialog } from '../../owner-bookings/components/owner-action-dialogs';
import type { OwnerBooking } from '../../owner-bookings/components/owner-booking-card';
import { useOwnerCommands } from '../../owner-bookings/hooks/use-owner-commands';
import { ownerActions, partyName, statusPalette } from '../../owner-bookings/model/owner-bookings';
import { MESSAGE_BOOKING_QUERY } from '../graphql/message-booking.query';
import { bookingStateLabel, noticeDates } from '../model/notice';

/** The booking a message is about, as it is now: null while it loads, 'failed' when it cannot be read. */
function useMessageBooking(bookingId: number): OwnerBooking | 'failed' | null {
  const { data, error } = useQuery(MESSAGE_BOOKING_QUERY, { variables: { id: bookingId } });
  return data?.booking ?? (error ? 'failed' : null);
}

/**
 * The request card on the 'NEW RENTAL REQUEST' message (issue 27 §3): dates, what approval charges and the deposit
 * held (the bookings' one breakdown), the renter with rank and reviews, the booking's state now, and — for the
 * owner while it waits — Approve and Reject, the very commands of the Requests tab (Reject asks its reason in the
 * same dialog). After a decision the normalised booking changes and so does this card: the buttons go.
 */
export interface BookingRequestCardProps {
  bookingId: number;
  /**
   * In the bell's menu only menu items may act and no element may carry another role: Approve and Reject are then
   * menu items (values from `cardActionValue`, handled by the menu), and the rest is plain text.
   */
  inMenu?: boolean;
}

/** The menu value of a card's action in the bell: `approve:{bookingId}` or `reject:{bookingId}`. */
function cardActionValue(action: 'approve' | 'reject', bookingId: number): string {
  return `${action}:${bookingId}`;
}

/** The action and booking a menu value names; null for any other value. */
export function cardActionOf(value: string): { action: 'approve' | 'reject'; bookingId: number } | null {
  const match = /^(approve|reject):(\d+)$/.exec(value);
  return match ? { action: match[1] as 'approve' | 'reject', bookingId: Number(match[2]) } : null;
}

export function BookingRequestCard(props: BookingRequestCardProps) {
  // The owner's and the money strings load with the first card; only the card waits for them, not the thread.
  return (
    <Suspense fallback={<CardLoading />}>
      <RequestCard {...props} />
    </Suspense>
  );
}

function CardLoading() {
  const { t } = useTranslation('messaging');
  return (
    <Text fontSize="xs" color="fg.muted">
      {t('card.loading')}
    </Text>
  );
}

function RequestCard({ bookingId, inMenu = false }: BookingRequestCardProps) {
  useNamespaces('ownerBookings', 'money');
  const { t } = useTranslation('messaging');
  const { t: tMoney } = useTranslation('money');
  const fmt = useFormat();
  const booking = useMessageBooking(bookingId);
  const commands = useOwnerCommands();
  const [dialog, setDialog] = useState<PendingDialog | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  if (booking === 'failed')
    return (
      <Text fontSize="xs" color="fg.muted">
        {t('card.unavailable')}
      </Text>
    );
  if (!booking) return <CardLoading />;
  const actions = booking.viewerRole === 'owner' ? ownerActions(booking) : [];
  const renter = booking.renter;

  async function approve(booking: OwnerBooking) {
    setBusy('approve');
    await commands.approve(booking);
    setBusy(null);
  }

  return (
    <Stack
      gap="2"
      mt="2"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg"
      color="fg"
      textAlign="start"
      data-testid="booking-request-card"
      data-booking-id={booking.id}
      data-status={booking.status}
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          {t('card.title')}
        </Text>
        <Badge colorPalette={statusPalette(booking.status)} variant="subtle" data-testid="booking-state">
          {bookingStateLabel(booking.status, t)}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {t('card.dates')}:{' '}
        </Text>
        {noticeDates(booking, t, fmt)}
      </Text>
      {inMenu ? (
        <MenuMoney booking={booking} label={tMoney} />
      ) : (
        <MoneyBreakdown money={moneyBreakdown(booking)} audience="owner" compact showHeading={false} />
      )}
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Text as="span" color="fg.muted">
          {t('card.renter')}:
        </Text>
        {inMenu ? (
          <Text as="span" fontWeight="semibold">
            {partyName(renter)}
          </Text>
        ) : (
          <Link asChild fontWeight="semibold">
            <RouterLink to={buildPath(PATHS.user, { id: renter.id })}>{partyName(renter)}</RouterLink>
          </Link>
        )}
        <RankBadge rank={renter.koalaRank} size="xs" />
        <Text as="span" fontSize="xs" color="fg.muted">
          {t('card.reviews', { count: renter.reviewCount })}
        </Text>
      </HStack>
      {inMenu && (actions.includes('approve') || actions.includes('reject')) ? (
        <HStack gap="2" wrap="wrap" pt="1">
          {actions.includes('approve') ? (
            // Stays open: the card then shows the approval where it was made.
            <Menu.Item
              value={cardActionValue('approve', booking.id)}
              closeOnSelect={false}
              w="auto"
              bg="brand.solid"
              color="brand.contrast"
              _highlighted={{ bg: 'brand.emphasized' }}
              fontWeight="medium"
            >
              {t('card.approve')}
            </Menu.Item>
          ) : null}
          {actions.includes('reject') ? (
            <Menu.Item
              value={cardActionValue('reject', booking.id)}
              w="auto"
              borderWidth="1px"
              borderColor="red.muted"
              color="fg.error"
              fontWeight="medium"
            >
              {t('card.reject')}
            </Menu.Item>
          ) : null}
        </HStack>
      ) : !inMenu && (actions.includes('approve') || actions.includes('reject')) ? (
        <HStack gap="2" wrap="wrap" pt="1">
          {actions.includes('approve') ? (
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy === 'approve'}
              disabled={busy !== null}
              onClick={() => void approve(booking)}
            >
              {t('card.approve')}
            </Button>
          ) : null}
          {actions.includes('reject') ? (
            <Button
              ref={rejectButton}
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => setDialog({ action: 'reject', booking })}
            >
              {t('card.reject')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <OwnerActionDialogs
        pending={dialog}
        commands={commands}
        onClose={() => setDialog(null)}
        finalFocus={() => rejectButton.current}
        onBusyChange={(running) => setBusy(running ? 'reject' : null)}
      />
    </Stack>
  );
}

/** A later message of a booking: one line saying where the booking is now. */
export function BookingStateLine({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('messaging');
  const booking = useMessageBooking(bookingId);
  if (!booking || booking === 'failed') return null;
  return (
    // The bubble's own text colour: muted grey is unreadable on the sender's coloured bubble.
    <Box fontSize="xs" color="inherit" mt="1" data-testid="booking-state-line" data-status={booking.status}>
      {t('card.now', { status: bookingStateLabel(booking.status, t) })}
    </Box>
  );
}

/** The charge and the deposit held as plain lines (the breakdown's own lines and words), for the bell's menu. */
function MenuMoney({
  booking,
  label,
}: {
  booking: OwnerBooking;
  label: (key: 'charged' | 'depositHeld') => string;
}) {
  const fmt = useFormat();
  const money = moneyBreakdown(booking);
  const amount = (cents: number) => fmt.money(fromMinorUnits(cents), money.currency);
  return (
    <Stack gap="0" fontSize="sm">
      <Text>
        <Text as="span" color="fg.muted">
          {label('charged')}:{' '}
        </Text>
        {amount(money.chargedCents)}
      </Text>
      <Text>
        <Text as="span" color="fg.muted">
          {label('depositHeld')}:{' '}
        </Text>
        {amount(money.depositCents)}
      </Text>
    </Stack>
  );
}
