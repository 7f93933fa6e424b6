import { Avatar, Button, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuEye, LuInfo, LuMessageSquare, LuReceipt } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { avatarImage } from '../../../shared/images/responsive-image';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import {
  bookingItemTitle,
  formatBookingDate,
  formatDateRange,
  nameInitial,
  partyName,
} from '../model/booking-view';
import { depositLife, moneyBreakdown } from '../model/money-breakdown';
import type { RenterBooking } from '../model/types';
import { BookingStatusBadge, PaymentStatusBadge } from './booking-badges';
import { BookingCardFrame } from './booking-card-frame';
import { BookingDialog } from './booking-dialog';
import { BookingProgress } from './booking-progress';
import { MoneyBreakdown } from './money-breakdown';
import { PrintReceiptButton, Receipt } from './receipt';

/** The cover: the card's width on a phone, 160 px beside the details from sm. */

function OwnerAvatar({ owner, size }: { owner: RenterBooking['owner']; size: 'sm' | 'md' }) {
  const name = partyName(owner);
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="solid">
      <Avatar.Fallback aria-hidden="true">{nameInitial(name)}</Avatar.Fallback>
      {owner.profileImage ? <Avatar.Image {...avatarImage(owner.profileImage, 40)} alt="" /> : null}
    </Avatar.Root>
  );
}

/** View Item: a link to the item, or a disabled button once the listing was deleted. */
function ViewItemButton({ itemId, size }: { itemId: number | null; size: 'sm' | 'md' }) {
  const { t } = useTranslation('bookings');
  if (itemId === null) {
    return (
      <Button size={size} variant="outline" disabled>
        <LuEye aria-hidden="true" />
        {t('account.viewItem')}
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant="outline">
      <RouterLink to={buildPath(PATHS.item, { id: itemId })}>
        <LuEye aria-hidden="true" />
        {t('account.viewItem')}
      </RouterLink>
    </Button>
  );
}

/**
 * Spec §2 account page, My Bookings card: image, title (or 'Unknown Item'), status and payment badges, the total
 * price charged with the deposit beside it (issue 27 §2), the dates, the owner, and View Item, Details and Message.
 * Details shows the whole breakdown and the receipt.
 */
export function AccountBookingCard({ booking }: { booking: RenterBooking }) {
  // Shown inside the profile page, whose route loads other namespaces.
  useNamespaces('bookings', 'money', 'progress');
  const { t } = useTranslation('bookings');
  const { t: tm } = useTranslation('money');
  const f = useFormat();
  const titleId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The details dialog turns into the booking's receipt in place (a dialog over a dialog would fight its focus).
  const [receiptShown, setReceiptShown] = useState(false);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const viewReceipt = useRef<HTMLButtonElement>(null);
  const title = bookingItemTitle(booking.item, t('common.unknownItem'));
  const cover = booking.item?.images[0];
  const owner = partyName(booking.owner);
  const messagePath = buildPath(PATHS.messagesWith, { ownerId: booking.owner.id });
  const money = moneyBreakdown(booking);
  const deposit = depositLife(booking);

  return (
    <BookingCardFrame
      as="article"
      layout="panel"
      titleId={titleId}
      cover={cover}
      testId="account-booking"
      outside={
        <BookingDialog
          open={detailsOpen}
          title={title}
          onClose={() => {
            setDetailsOpen(false);
            setReceiptShown(false);
          }}
          finalFocusEl={() => detailsButton.current}
          footer={
            receiptShown ? (
              <>
                <Button
                  variant="outline"
                  onClick={() => {
                    setReceiptShown(false);
                    // Back where the reader left: on the button that opened the receipt.
                    requestAnimationFrame(() => viewReceipt.current?.focus());
                  }}
                >
                  <LuArrowLeft aria-hidden="true" />
                  {tm('receipt.back')}
                </Button>
                <PrintReceiptButton />
              </>
            ) : (
              <>
                <Button ref={viewReceipt} variant="outline" onClick={() => setReceiptShown(true)}>
                  <LuReceipt aria-hidden="true" />
                  {tm('receipt.view')}
                </Button>
                <ViewItemButton itemId={booking.itemId} size="md" />
                <Button asChild colorPalette="brand">
                  <RouterLink to={messagePath}>
                    <LuMessageSquare aria-hidden="true" />
                    {t('account.messageOwner')}
                  </RouterLink>
                </Button>
              </>
            )
          }
        >
          {receiptShown ? (
            <Receipt booking={booking} viewer="renter" focusHeading />
          ) : (
            <Stack gap="5">
              <HStack gap="2" wrap="wrap">
                <BookingStatusBadge status={booking.status} />
                <PaymentStatusBadge status={booking.paymentStatus} />
              </HStack>
              <BookingProgress booking={booking} viewer="renter" />
              <DataList.Root orientation="horizontal" size="md">
                <DataList.Item>
                  <DataList.ItemLabel>{t('account.startDate')}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatBookingDate(booking.startDate, f)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('account.endDate')}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatBookingDate(booking.endDate, f)}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <MoneyBreakdown
                money={money}
                audience="renter"
                deposit={deposit}
                paymentStatus={booking.paymentStatus}
              />
              <HStack gap="3">
                <OwnerAvatar owner={booking.owner} size="md" />
                <Stack gap="0">
                  <Text fontSize="sm" color="fg.muted">
                    {t('account.owner')}
                  </Text>
                  <Text fontWeight="semibold">{owner}</Text>
                </Stack>
              </HStack>
            </Stack>
          )}
        </BookingDialog>
      }
    >
      <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
        <Heading as="h3" size="md" id={titleId} lineClamp={2}>
          {title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </HStack>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {formatDateRange(booking.startDate, booking.endDate, t, f)}
      </Text>
      <BookingProgress booking={booking} viewer="renter" />
      <MoneyBreakdown money={money} audience="renter" deposit={deposit} compact />
      <HStack gap="2">
        <OwnerAvatar owner={booking.owner} size="sm" />
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('account.ownerPrefix')}
          </Text>
          {owner}
        </Text>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <ViewItemButton itemId={booking.itemId} size="sm" />
        <Button ref={detailsButton} size="sm" variant="outline" onClick={() => setDetailsOpen(true)}>
          <LuInfo aria-hidden="true" />
          {t('account.details')}
        </Button>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={messagePath}>
            <LuMessageSquare aria-hidden="true" />
            {t('account.message')}
          </RouterLink>
        </Button>
      </HStack>
    </BookingCardFrame>
  );
}
