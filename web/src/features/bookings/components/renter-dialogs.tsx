import { Box, Button, DataList, Dialog, Image, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BOOKING_NOTES_MAX } from '@koalarent/core/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { CancelSubmitButtons, type CancelSubmitButtonsProps } from '../../../shared/ui/cancel-submit-buttons';
import { TextareaField, type TextareaFieldProps } from '../../../shared/ui/textarea-field';
import { MessageOwnerDialog as MessageDialog } from '../../messaging/components/message-owner-dialog';
import { CANCEL_BOOKING_MUTATION } from '../graphql/cancel-booking.mutation';
import { MARK_RECEIVED_MUTATION } from '../graphql/mark-received.mutation';
import { MARK_RETURNED_MUTATION } from '../graphql/mark-returned.mutation';
import { RESPOND_TO_DAMAGE_CLAIM_MUTATION } from '../graphql/respond-to-damage-claim.mutation';
import { useNow } from '../hooks/use-now';
import { useRenterAction } from '../hooks/use-renter-action';
import {
  bookingItemTitle,
  bookingMoney,
  cancellationPolicyLines,
  cancellationRefundText,
  cancelledNotice,
  formatBookingMoment,
  partyName,
  receiptPrompt,
} from '../model/booking-view';
import type { RenterBooking } from '../model/types';
import { BookingDialog, type BookingDialogProps } from './booking-dialog';

export interface RenterDialogProps {
  booking: RenterBooking;
  open: boolean;
  onClose(): void;
  finalFocusEl?: () => HTMLElement | null;
}

/** Bold parts of a translated sentence (`<strong>` in the string). */
const STRONG = { strong: <Text as="strong" fontWeight="semibold" /> };

type ConfirmDialogProps = Omit<BookingDialogProps, 'footer'> &
  Omit<CancelSubmitButtonsProps, 'onCancel' | 'form' | 'onSubmit' | 'busy'> & { onConfirm(): void };

const notesTooLong = (notes: string) => notes.trim().length > BOOKING_NOTES_MAX;

/** An optional note for the owner (return notes, a cancellation reason), refused past BOOKING_NOTES_MAX. */
function NotesField(props: Omit<TextareaFieldProps, 'optionalLabel' | 'error' | 'autoresize'>) {
  const { t } = useTranslation('bookings');
  return (
    <TextareaField
      {...props}
      optionalLabel={t('common.optional')}
      error={notesTooLong(props.value) ? t('errors.notesMax', { max: String(BOOKING_NOTES_MAX) }) : undefined}
      autoresize
    />
  );
}

/** A booking dialog that ends in Cancel + one action: receipt, return and cancellation differ only in their body. */
function ConfirmDialog({
  busy = false,
  cancelLabel,
  submitLabel,
  pendingLabel,
  palette,
  submitDisabled,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <BookingDialog
      {...dialog}
      busy={busy}
      footer={
        <CancelSubmitButtons
          cancelLabel={cancelLabel}
          onCancel={dialog.onClose}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          busy={busy}
          palette={palette}
          submitDisabled={submitDisabled}
          onSubmit={onConfirm}
        />
      }
    />
  );
}

/**
 * Spec §2 Confirm Item Receipt: good condition acknowledged, the rental begins now, the end date shown. Before the
 * start date it first asks whether the item was picked up early, and says the booked period stays (issue 27 §3).
 */
export function ConfirmReceiptDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const { t } = useTranslation('bookings');
  const f = useFormat();
  const now = useNow();
  const prompt = receiptPrompt(booking, now, t, f);
  // Spec §8: receive and return failures.
  const { run, loading } = useRenterAction(MARK_RECEIVED_MUTATION, {
    failureTitle: t('receipt.failureTitle'),
    success: () => ({ title: t('receipt.successTitle'), description: prompt.successDescription }),
  });
  const title = bookingItemTitle(booking.item, t('common.itemUnavailable'));

  async function confirm() {
    if (await run({ bookingId: booking.id })) onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      title={prompt.title}
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      cancelLabel={prompt.cancelLabel}
      submitLabel={prompt.confirmLabel}
      pendingLabel={t('receipt.confirming')}
      onConfirm={() => void confirm()}
    >
      <Stack gap="3">
        {prompt.question ? (
          <>
            <Dialog.Description fontWeight="semibold" data-testid="early-pickup-question">
              {prompt.question}
            </Dialog.Description>
            <Text>
              <Trans t={t} i18nKey="receipt.acknowledge" values={{ title }} components={STRONG} />
            </Text>
            <Text>
              <Trans
                t={t}
                i18nKey="receipt.early.period"
                values={{ start: prompt.start, end: prompt.end }}
                components={STRONG}
              />
            </Text>
          </>
        ) : (
          <>
            <Dialog.Description>
              <Trans t={t} i18nKey="receipt.acknowledge" values={{ title }} components={STRONG} />
            </Dialog.Description>
            <Text>
              <Trans t={t} i18nKey="receipt.period" values={{ date: prompt.end }} components={STRONG} />
            </Text>
          </>
        )}
      </Stack>
    </ConfirmDialog>
  );
}

/** Spec §2 Return Item: optional Return Notes; the owner will be notified. */
export function ReturnItemDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const { t } = useTranslation('bookings');
  const [notes, setNotes] = useState('');
  const { run, loading } = useRenterAction(MARK_RETURNED_MUTATION, {
    failureTitle: t('receipt.failureTitle'),
    success: () => ({ title: t('return.successTitle'), description: t('return.successDescription') }),
  });
  const tooLong = notesTooLong(notes);
  const title = bookingItemTitle(booking.item, t('common.itemUnavailable'));

  async function confirm() {
    if (tooLong) return;
    const trimmed = notes.trim();
    if (await run({ bookingId: booking.id, notes: trimmed || null })) {
      setNotes('');
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('return.title')}
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      cancelLabel={t('common.cancel')}
      submitLabel={t('return.confirm')}
      pendingLabel={t('return.returning')}
      submitDisabled={tooLong}
      onConfirm={() => void confirm()}
    >
      <Stack gap="4">
        <Dialog.Description>
          <Trans t={t} i18nKey="return.description" values={{ title }} components={STRONG} />
        </Dialog.Description>
        <NotesField
          label={t('return.notesLabel')}
          value={notes}
          onValueChange={setNotes}
          helperText={t('return.notesHelp')}
          placeholder={t('return.notesPlaceholder')}
          rows={4}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * Cancelling (allowedActions has 'cancel'): what the renter would get back now, as the server computed it
 * (`cancellationRefund`), the policy, and an optional reason for the owner.
 */
export function CancelBookingDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const { t } = useTranslation('bookings');
  const f = useFormat();
  const [reason, setReason] = useState('');
  const { run, loading } = useRenterAction(CANCEL_BOOKING_MUTATION, {
    failureTitle: t('cancel.failureTitle'),
    success: (data) => cancelledNotice(booking, data.cancelBooking, t, f),
  });
  const refund = cancellationRefundText(booking, t, f);
  const tooLong = notesTooLong(reason);
  const pending = booking.status === 'pending_approval';

  async function confirm() {
    if (tooLong) return;
    if (await run({ bookingId: booking.id, reason: reason.trim() || null })) {
      setReason('');
      onClose();
    }
  }

  return (
    <ConfirmDialog
      role="alertdialog"
      open={open}
      title={pending ? t('cancel.requestTitle') : t('cancel.bookingTitle')}
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      cancelLabel={t('cancel.keep')}
      submitLabel={pending ? t('cancel.cancelRequest') : t('cancel.cancelBooking')}
      pendingLabel={t('cancel.cancelling')}
      palette="red"
      submitDisabled={tooLong}
      onConfirm={() => void confirm()}
    >
      <Stack gap="4">
        <Dialog.Description>
          {refund ?? t('cancel.notCancellable')}{' '}
          {pending ? t('cancel.ownerToldWithdrawn') : t('cancel.ownerNotified')}
        </Dialog.Description>
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('policy.title')}
          </Text>
          <List.Root gap="1" ps="5" fontSize="sm" color="fg.muted">
            {cancellationPolicyLines(t).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Box>
        <NotesField label={t('cancel.reason')} value={reason} onValueChange={setReason} rows={3} />
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * The renter's answer to a damage claim (allowedActions has 'respondToClaim'): the amount, the owner's reason and
 * photos, the deadline; accepting takes that part of the deposit, disputing sends it to an admin.
 */
export function DamageClaimDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const { t } = useTranslation('bookings');
  const f = useFormat();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const claim = booking.damageClaim;
  const { run, loading } = useRenterAction(RESPOND_TO_DAMAGE_CLAIM_MUTATION, {
    failureTitle: t('claim.failureTitle'),
    success: (data) =>
      data.respondToDamageClaim.damageClaim?.status === 'disputed'
        ? { title: t('claim.disputedTitle'), description: t('claim.disputedDescription') }
        : {
            title: t('claim.acceptedTitle'),
            description: t('claim.acceptedDescription', {
              amount: bookingMoney(claim?.amount ?? 0, booking.currency, f),
            }),
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
      title={t('claim.title')}
      busy={loading}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {t('claim.decideLater')}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            loading={loading && answer === false}
            loadingText={t('claim.disputing')}
            disabled={loading || !claim}
            onClick={() => void respond(false)}
          >
            {t('claim.dispute')}
          </Button>
          <Button
            colorPalette="brand"
            loading={loading && answer === true}
            loadingText={t('claim.accepting')}
            disabled={loading || !claim}
            onClick={() => void respond(true)}
          >
            {t('claim.accept')}
          </Button>
        </>
      }
    >
      {claim ? (
        <Stack gap="4">
          <Dialog.Description>
            {t('claim.description', { title: bookingItemTitle(booking.item, t('common.itemUnavailable')) })}
          </Dialog.Description>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('claim.amountClaimed')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">
                {bookingMoney(claim.amount, booking.currency, f)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('claim.securityDeposit')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {bookingMoney(booking.securityDeposit, booking.currency, f)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('claim.reason')}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap">{claim.reason}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('claim.answerBy')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatBookingMoment(claim.respondBy, f)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {claim.photos.length > 0 ? (
            <SimpleGrid
              columns={{ base: 2, sm: 3 }}
              gap="2"
              as="ul"
              listStyleType="none"
              aria-label={t('claim.photos')}
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
                      alt={t('claim.photoAlt', {
                        index: f.number(index + 1),
                        total: f.number(claim.photos.length),
                      })}
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
            {t('claim.deadlineNote')}
          </Text>
        </Stack>
      ) : (
        <Dialog.Description>{t('claim.none')}</Dialog.Description>
      )}
    </BookingDialog>
  );
}

/** Spec §2 My Rentals, Message the Owner: a textarea, Cancel, and Send Message disabled while blank; about this booking. */
export function MessageOwnerDialog({ booking, open, onClose, finalFocusEl }: RenterDialogProps) {
  const { t } = useTranslation('bookings');
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      owner={{ id: booking.owner.id, name: partyName(booking.owner) }}
      about={bookingItemTitle(booking.item, t('common.itemUnavailable'))}
      bookingId={booking.id}
      title={t('messageOwner.title')}
      sendLabel={t('messageOwner.send')}
      successTo="owner"
    />
  );
}
