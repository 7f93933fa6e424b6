import { Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter, LuReceipt } from 'react-icons/lu';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { brandLabel } from '../../rental/model/card-entry';
import {
  bookingItemTitle,
  formatBookingDate,
  formatDateRange,
  partyName,
  paymentStatusView,
} from '../model/booking-view';
import {
  type DepositLifeInput,
  depositLife,
  type MoneyBreakdownInput,
  moneyBreakdown,
  ownerPayoutOf,
} from '../model/money-breakdown';
import { BookingDialog } from './booking-dialog';
import { MoneyBreakdown } from './money-breakdown';

interface Party {
  username: string;
  fullName?: string | null;
}

/** What a receipt reads of a booking: the renter's and the owner's fragments both carry it. */
export interface ReceiptBooking extends MoneyBreakdownInput, DepositLifeInput {
  id: number;
  createdAt: string;
  startDate: string;
  endDate: string;
  paymentStatus: string;
  item: { title: string } | null;
  owner: Party;
  renter: Party;
  /** The owner's figure (the owner's fragment); the renter's receipt has no payout line. */
  ownerPayout?: number;
  /** The card, where the API shows it to this viewer (the renter and admins; never the owner). */
  paymentMethod?: { brand: string; last4: string } | null;
}

/**
 * While a receipt is open, printing prints the receipt alone: everything else on the page is hidden and the
 * receipt takes the page (the dialog is a fixed, scrolling layer on screen, which would cut it on paper).
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 1.5rem; color: #000; background: #fff; }
}`;

/**
 * The booking's receipt (issue 27 §2) as one viewer sees it: the parties, the item, the dates, every line of the
 * money breakdown with the deposit's life (and, for the owner, the payout), the payment status and, where the API
 * shows it to this viewer, the card's brand and last four.
 */
export function Receipt({
  booking,
  viewer,
  focusHeading = false,
}: {
  booking: ReceiptBooking;
  viewer: 'renter' | 'owner';
  /** Where the receipt replaces other content in place, its heading takes focus so it is read out. */
  focusHeading?: boolean;
}) {
  // 'rental' names the card's network as the payment step does.
  useNamespaces('bookings', 'money', 'rental');
  const { t } = useTranslation('money');
  const { t: tb } = useTranslation('bookings');
  const { t: tr } = useTranslation('rental');
  const f = useFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = booking.paymentMethod;
  useEffect(() => {
    const target = heading.current;
    if (!focusHeading || !target) return;
    target.focus();
    // The dialog's focus trap answers the removal of the button that opened the receipt by focusing the dialog's
    // first element, from a mutation observer that may run after this effect: once the frame has settled, the
    // heading takes focus back unless the reader has already moved on inside the receipt.
    const frame = requestAnimationFrame(() => {
      const receipt = target.closest('[data-receipt]');
      if (!receipt?.contains(document.activeElement)) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusHeading]);

  return (
    <Stack as="article" aria-labelledby={headingId} gap="4" data-receipt="" data-testid="receipt">
      <style>{PRINT_CSS}</style>
      <Stack gap="0">
        <Heading as="h3" size="md" id={headingId} ref={heading} tabIndex={-1} outline="none">
          {t('receipt.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('receipt.booking', { id: String(booking.id) })}
        </Text>
      </Stack>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <Row label={t('receipt.item')} value={bookingItemTitle(booking.item, tb('common.unknownItem'))} />
        <Row label={t('receipt.dates')} value={formatDateRange(booking.startDate, booking.endDate, tb, f)} />
        <Row label={t('receipt.bookedOn')} value={formatBookingDate(booking.createdAt, f)} />
        <Row label={t('receipt.renter')} value={partyName(booking.renter)} />
        <Row label={t('receipt.owner')} value={partyName(booking.owner)} />
        <Row
          label={t('receipt.paymentStatus')}
          value={paymentStatusView(booking.paymentStatus, tb).label}
          testId="receipt-payment-status"
        />
        {card ? (
          <Row
            label={t('receipt.card')}
            value={t('receipt.cardValue', { brand: brandLabel(card.brand, tr), last4: card.last4 })}
            testId="receipt-card"
          />
        ) : null}
      </DataList.Root>
      <MoneyBreakdown
        money={moneyBreakdown(booking)}
        audience={viewer}
        deposit={depositLife(booking)}
        paymentStatus={booking.paymentStatus}
        headingAs="h4"
        payout={
          viewer === 'owner' && booking.ownerPayout !== undefined
            ? ownerPayoutOf({ ...booking, ownerPayout: booking.ownerPayout })
            : undefined
        }
      />
    </Stack>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** 'Print receipt': the browser's print dialog, which prints the open receipt alone (PRINT_CSS). */
export function PrintReceiptButton() {
  useNamespaces('money');
  const { t } = useTranslation('money');
  return (
    <Button colorPalette="brand" onClick={() => window.print()}>
      <LuPrinter aria-hidden="true" />
      {t('receipt.print')}
    </Button>
  );
}

/** 'View receipt': opens the booking's receipt in a dialog, with 'Print receipt' (the browser's print dialog). */
export function ReceiptButton({
  booking,
  viewer,
  size = 'sm',
}: {
  booking: ReceiptBooking;
  viewer: 'renter' | 'owner';
  size?: 'sm' | 'md';
}) {
  useNamespaces('money');
  const { t } = useTranslation('money');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} size={size} variant="outline" onClick={() => setOpen(true)}>
        <LuReceipt aria-hidden="true" />
        {t('receipt.view')}
      </Button>
      <BookingDialog
        open={open}
        title={t('receipt.booking', { id: String(booking.id) })}
        onClose={() => setOpen(false)}
        finalFocusEl={() => trigger.current}
        footer={<PrintReceiptButton />}
      >
        <Receipt booking={booking} viewer={viewer} />
      </BookingDialog>
    </>
  );
}
