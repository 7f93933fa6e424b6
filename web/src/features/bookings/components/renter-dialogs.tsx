import {
  Box,
  Button,
  DataList,
  Dialog,
  Field,
  Image,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { BOOKING_NOTES_MAX, BookingMessages, CANCELLATION_POLICY_LINES } from '@koalarent/core/contracts';
import { useState } from 'react';
import { MessageOwnerDialog as MessageDialog } from '../../messaging/components/message-owner-dialog';
import { CANCEL_BOOKING_MUTATION } from '../graphql/cancel-booking.mutation';
import { MARK_RECEIVED_MUTATION } from '../graphql/mark-received.mutation';
import { MARK_RETURNED_MUTATION } from '../graphql/mark-returned.mutation';
import { RESPOND_TO_DAMAGE_CLAIM_MUTATION } from '../graphql/respond-to-damage-claim.mutation';
import { useRenterAction } from '../hooks/use-renter-action';
import {
  bookingItemTitle,
  bookingMoney,
  cancellationRefundText,
  cancelledNotice,
  formatBookingDate,
  formatBookingMoment,
  partyName,
} from '../model/booking-view';
import type { RenterBooking } from '../model/types';
import { BookingDialog } from './booking-dialog';

export interface RenterDialogProps {
  booking: RenterBooking;
  open: boolean;
  onClose(): void;
  finalFocusEl?: () => HTMLElement | null;
}

/** Spec §8: receive and return failures. */
const STATUS_FAILURE = { failureTitle: 'Failed to update status', fallback: 'An unexpected error occurred' };

const ITEM_FALLBACK = 'Item name unavailable';

/** Spec §2 Confirm Item Receipt: good condition acknowledged, the rental begins now, the end date shown. */
export function ConfirmReceiptDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const { run, loading } = useRenterAction(MARK_RECEIVED_MUTATION, {
    ...STATUS_FAILURE,
    success: () => ({ title: 'Item marked as received', description: 'The rental period has started.' }),
  });
  const title = bookingItemTitle(booking.item, ITEM_FALLBACK);

  async function confirm() {
    if (await run({ bookingId: booking.id })) onClose();
  }

  return (
    <BookingDialog
      open={open}
      title="Confirm Item Receipt"
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            colorPalette="brand"
            loading={loading}
            loadingText="Confirming..."
            onClick={() => void confirm()}
          >
            Confirm Receipt
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Dialog.Description>
          By confirming, you acknowledge that you have received{' '}
          <Text as="strong" fontWeight="semibold">
            {title}
          </Text>{' '}
          in good condition.
        </Dialog.Description>
        <Text>
          Your rental period begins now and ends on{' '}
          <Text as="strong" fontWeight="semibold">
            {formatBookingDate(booking.endDate)}
          </Text>
          .
        </Text>
      </Stack>
    </BookingDialog>
  );
}

/** Spec §2 Return Item: optional Return Notes; the owner will be notified. */
export function ReturnItemDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const [notes, setNotes] = useState('');
  const { run, loading } = useRenterAction(MARK_RETURNED_MUTATION, {
    ...STATUS_FAILURE,
    success: () => ({ title: 'Item marked as returned', description: 'The owner will be notified.' }),
  });
  const tooLong = notes.trim().length > BOOKING_NOTES_MAX;
  const title = bookingItemTitle(booking.item, ITEM_FALLBACK);

  async function confirm() {
    if (tooLong) return;
    const trimmed = notes.trim();
    if (await run({ bookingId: booking.id, notes: trimmed || null })) {
      setNotes('');
      onClose();
    }
  }

  return (
    <BookingDialog
      open={open}
      title="Return Item"
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            colorPalette="brand"
            loading={loading}
            loadingText="Returning..."
            disabled={tooLong}
            onClick={() => void confirm()}
          >
            Confirm Return
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Dialog.Description>
          Confirm that you have returned{' '}
          <Text as="strong" fontWeight="semibold">
            {title}
          </Text>
          . The owner will be notified and will check the item's condition.
        </Dialog.Description>
        <Field.Root invalid={tooLong}>
          <Field.Label>
            Return Notes{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (optional)
            </Text>
          </Field.Label>
          <Textarea
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Anything the owner should know about the return"
            rows={4}
            autoresize
          />
          {tooLong ? (
            <Field.ErrorText>{BookingMessages.notesMax}</Field.ErrorText>
          ) : (
            <Field.HelperText>Where and how you handed it back, or anything you noticed.</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </BookingDialog>
  );
}

/**
 * Cancelling (allowedActions has 'cancel'): what the renter would get back now, as the server computed it
 * (`cancellationRefund`), the policy, and an optional reason for the owner.
 */
export function CancelBookingDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const [reason, setReason] = useState('');
  const { run, loading } = useRenterAction(CANCEL_BOOKING_MUTATION, {
    failureTitle: 'Failed to cancel booking',
    fallback: 'An unexpected error occurred',
    success: (data) => cancelledNotice(booking, data.cancelBooking),
  });
  const refund = cancellationRefundText(booking);
  const tooLong = reason.trim().length > BOOKING_NOTES_MAX;
  const pending = booking.status === 'pending_approval';

  async function confirm() {
    if (tooLong) return;
    if (await run({ bookingId: booking.id, reason: reason.trim() || null })) {
      setReason('');
      onClose();
    }
  }

  return (
    <BookingDialog
      role="alertdialog"
      open={open}
      title={pending ? 'Cancel this request?' : 'Cancel this booking?'}
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Keep Booking
          </Button>
          <Button
            colorPalette="red"
            loading={loading}
            loadingText="Cancelling..."
            disabled={tooLong}
            onClick={() => void confirm()}
          >
            {pending ? 'Cancel Request' : 'Cancel Booking'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Dialog.Description>
          {refund ?? 'This booking can no longer be cancelled.'}{' '}
          {pending ? 'The owner will be told that you withdrew the request.' : 'The owner will be notified.'}
        </Dialog.Description>
        <Box>
          <Text fontWeight="semibold" mb="1">
            Cancellation policy
          </Text>
          <List.Root gap="1" ps="5" fontSize="sm" color="fg.muted">
            {CANCELLATION_POLICY_LINES.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Field.Root invalid={tooLong}>
          <Field.Label>
            Reason{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (optional)
            </Text>
          </Field.Label>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} autoresize />
          {tooLong ? <Field.ErrorText>{BookingMessages.notesMax}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </BookingDialog>
  );
}

/**
 * The renter's answer to a damage claim (allowedActions has 'respondToClaim'): the amount, the owner's reason and
 * photos, the deadline; accepting takes that part of the deposit, disputing sends it to an admin.
 */
export function DamageClaimDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const [answer, setAnswer] = useState<boolean | null>(null);
  const claim = booking.damageClaim;
  const { run, loading } = useRenterAction(RESPOND_TO_DAMAGE_CLAIM_MUTATION, {
    failureTitle: 'Failed to respond to the claim',
    fallback: 'An unexpected error occurred',
    success: (data) =>
      data.respondToDamageClaim.damageClaim?.status === 'disputed'
        ? { title: 'Claim disputed', description: 'An admin will review the claim and decide.' }
        : {
            title: 'Claim accepted',
            description: `${bookingMoney(claim?.amount ?? 0, booking.currency)} was taken from your deposit; the rest is released.`,
          },
  });

  async function respond(accept: boolean) {
    setAnswer(accept);
    const done = await run({ bookingId: booking.id, accept });
    setAnswer(null);
    if (done) onClose();
  }

  return (
    <BookingDialog
      open={open}
      title="Respond to Damage Claim"
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Decide Later
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            loading={loading && answer === false}
            loadingText="Disputing..."
            disabled={loading || !claim}
            onClick={() => void respond(false)}
          >
            Dispute Claim
          </Button>
          <Button
            colorPalette="brand"
            loading={loading && answer === true}
            loadingText="Accepting..."
            disabled={loading || !claim}
            onClick={() => void respond(true)}
          >
            Accept Claim
          </Button>
        </>
      }
    >
      {claim ? (
        <Stack gap="4">
          <Dialog.Description>
            The owner reported damage to {bookingItemTitle(booking.item, ITEM_FALLBACK)} and claims part of
            your deposit. Accepting takes the amount below from your deposit and releases the rest; disputing
            it sends the claim to an admin, who decides.
          </Dialog.Description>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Amount claimed</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">
                {bookingMoney(claim.amount, booking.currency)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Security deposit</DataList.ItemLabel>
              <DataList.ItemValue>
                {bookingMoney(booking.securityDeposit, booking.currency)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Reason</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap">{claim.reason}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Answer by</DataList.ItemLabel>
              <DataList.ItemValue>{formatBookingMoment(claim.respondBy)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {claim.photos.length > 0 ? (
            <SimpleGrid
              columns={{ base: 2, sm: 3 }}
              gap="2"
              as="ul"
              listStyleType="none"
              aria-label="Damage photos"
            >
              {claim.photos.map((photo, index) => (
                <Box as="li" key={photo}>
                  <Link
                    href={photo}
                    target="_blank"
                    rel="noreferrer"
                    display="block"
                    rounded="md"
                    overflow="hidden"
                  >
                    <Image
                      src={photo}
                      alt={`Damage photo ${index + 1} of ${claim.photos.length}`}
                      aspectRatio="4/3"
                      objectFit="cover"
                      w="full"
                    />
                  </Link>
                </Box>
              ))}
            </SimpleGrid>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            If you do not answer by the deadline, the claim is accepted automatically.
          </Text>
        </Stack>
      ) : (
        <Dialog.Description>This booking has no damage claim to answer.</Dialog.Description>
      )}
    </BookingDialog>
  );
}

/** Spec §2 My Rentals, Message the Owner: a textarea, Cancel, and Send Message disabled while blank; about this booking. */
export function MessageOwnerDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      owner={{ id: booking.owner.id, name: partyName(booking.owner) }}
      about={bookingItemTitle(booking.item, ITEM_FALLBACK)}
      bookingId={booking.id}
      title="Message the Owner"
      sendLabel="Send Message"
      successTo="owner"
    />
  );
}
