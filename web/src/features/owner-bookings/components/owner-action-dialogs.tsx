import {
  Button,
  CloseButton,
  chakra,
  Dialog,
  Field,
  Input,
  InputGroup,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  BOOKING_NOTES_MAX,
  CURRENCIES,
  DAMAGE_RESPONSE_HOURS,
  isCurrencyCode,
  UPLOADER_DEFAULT_MAX,
} from '@koalarent/core/contracts';
import { type ReactNode, useId, useState } from 'react';
import { ImageUploader } from '../../listing/uploader/image-uploader';
import type { useOwnerCommands } from '../hooks/use-owner-commands';
import {
  checkDamageReport,
  depositReleasedOnConfirm,
  formatDateRange,
  maxDamageAmount,
  money,
  type OwnerAction,
  optionalNotes,
  partyName,
  reasonProblem,
} from '../model/owner-bookings';
import type { OwnerBooking } from './owner-booking-card';

/** The actions that ask something first; Approve runs at once and Leave a Review has its own dialog. */
export type DialogAction = Exclude<OwnerAction, 'approve' | 'review'>;

export interface PendingDialog {
  action: DialogAction;
  booking: OwnerBooking;
}

type Commands = ReturnType<typeof useOwnerCommands>;

export interface OwnerActionDialogsProps {
  pending: PendingDialog | null;
  commands: Commands;
  /** `done` is true when the command went through (the card may have moved to another section). */
  onClose(done: boolean): void;
  finalFocus(): HTMLElement | null;
  onBusyChange(busy: boolean): void;
}

/** The one dialog open at a time for the owner's actions; each starts empty for the booking it is about. */
export function OwnerActionDialogs({ pending, ...rest }: OwnerActionDialogsProps) {
  if (!pending) return null;
  const key = `${pending.action}:${pending.booking.id}`;
  switch (pending.action) {
    case 'reject':
      return <RejectDialog key={key} booking={pending.booking} {...rest} />;
    case 'readyForPickup':
    case 'shipped':
      return <HandOverDialog key={key} action={pending.action} booking={pending.booking} {...rest} />;
    case 'cancel':
      return <CancelDialog key={key} booking={pending.booking} {...rest} />;
    case 'confirmCondition':
      return <ConfirmConditionDialog key={key} booking={pending.booking} {...rest} />;
    case 'reportDamage':
      return <ReportDamageDialog key={key} booking={pending.booking} {...rest} />;
  }
}

interface DialogProps extends Omit<OwnerActionDialogsProps, 'pending'> {
  booking: OwnerBooking;
}

function itemTitle(booking: OwnerBooking): string {
  return booking.item?.title?.trim() || 'this item';
}

/** Runs the command with the dialog marked busy; closes on success, stays open (with the toast) on failure. */
function useSubmit({ onClose, onBusyChange }: Pick<DialogProps, 'onClose' | 'onBusyChange'>) {
  const [busy, setBusy] = useState(false);
  const submit = async (command: () => Promise<{ ok: boolean }>) => {
    if (busy) return;
    setBusy(true);
    onBusyChange(true);
    const outcome = await command();
    setBusy(false);
    onBusyChange(false);
    if (outcome.ok) onClose(true);
  };
  return { busy, submit };
}

interface ShellProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Confirmation of something that cannot be undone: an alert dialog. */
  alert?: boolean;
  busy: boolean;
  confirmDisabled?: boolean;
  onConfirm(): void;
  onClose(done: boolean): void;
  finalFocus(): HTMLElement | null;
}

function ActionDialogShell({
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  alert = false,
  busy,
  confirmDisabled = false,
  onConfirm,
  onClose,
  finalFocus,
}: ShellProps) {
  const formId = useId();
  return (
    <Dialog.Root
      open
      role={alert ? 'alertdialog' : 'dialog'}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose(false);
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      finalFocusEl={finalFocus}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                id={formId}
                display="flex"
                flexDirection="column"
                gap="4"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onConfirm();
                }}
              >
                <Dialog.Description>{description}</Dialog.Description>
                {children}
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => onClose(false)}>
                {cancelLabel}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette={destructive ? 'red' : 'brand'}
                // The theme's red.solid (red.600) gives white text 4.3:1; red.700 passes WCAG AA.
                {...(destructive ? { bg: 'red.700', _hover: { bg: 'red.800' } } : {})}
                loading={busy}
                loadingText={busyLabel}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TextAreaField({
  label,
  value,
  onChange,
  error,
  helper,
  required = false,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={BOOKING_NOTES_MAX}
        rows={3}
        placeholder={placeholder}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

function RejectDialog({ booking, commands, ...rest }: DialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit(rest);
  return (
    <ActionDialogShell
      title="Reject this request?"
      description={`${partyName(booking.renter)} asked to rent ${itemTitle(booking)} for ${formatDateRange(booking.startDate, booking.endDate)}. Everything held on their card is released, and they see your reason.`}
      confirmLabel="Reject Request"
      busyLabel="Rejecting..."
      destructive
      busy={busy}
      onConfirm={() => {
        const problem = reasonProblem(reason);
        setError(problem ?? undefined);
        if (!problem) void submit(() => commands.reject(booking, reason.trim()));
      }}
      {...rest}
    >
      <TextAreaField
        label="Reason"
        value={reason}
        onChange={setReason}
        error={error}
        required
        placeholder="For example: the item is not available on these dates"
      />
    </ActionDialogShell>
  );
}

function HandOverDialog({
  action,
  booking,
  commands,
  ...rest
}: DialogProps & { action: 'readyForPickup' | 'shipped' }) {
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit(rest);
  const pickup = action === 'readyForPickup';
  const renter = partyName(booking.renter);
  return (
    <ActionDialogShell
      title={pickup ? 'Ready for pickup' : 'Mark as shipped'}
      description={
        pickup
          ? `Tell ${renter} that ${itemTitle(booking)} is ready to collect. The rental starts when they confirm they have it.`
          : `Tell ${renter} that ${itemTitle(booking)} is on its way${booking.deliveryAddress ? ` to ${booking.deliveryAddress}` : ''}. The rental starts when they confirm they have it.`
      }
      confirmLabel={pickup ? 'Mark Ready for Pickup' : 'Mark as Shipped'}
      busyLabel="Saving..."
      busy={busy}
      onConfirm={() => {
        const checked = optionalNotes(notes);
        setError(checked.ok ? undefined : checked.error);
        if (checked.ok)
          void submit(() =>
            pickup
              ? commands.readyForPickup(booking, checked.value)
              : commands.shipped(booking, checked.value),
          );
      }}
      {...rest}
    >
      <TextAreaField
        label="Notes for the renter"
        value={notes}
        onChange={setNotes}
        error={error}
        helper="Optional"
        placeholder={
          pickup ? 'Where and when to collect the item' : 'The carrier and tracking number, if you have one'
        }
      />
    </ActionDialogShell>
  );
}

function CancelDialog({ booking, commands, ...rest }: DialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit(rest);
  return (
    <ActionDialogShell
      alert
      title="Cancel this booking?"
      description={
        <>
          Everything is refunded to the renter: {money(booking.totalPrice, booking.currency)} goes back to{' '}
          {partyName(booking.renter)}'s card and the {money(booking.securityDeposit, booking.currency)}{' '}
          deposit hold is released. This cannot be undone.
        </>
      }
      confirmLabel="Cancel Booking"
      busyLabel="Cancelling..."
      cancelLabel="Keep Booking"
      destructive
      busy={busy}
      onConfirm={() => {
        const checked = optionalNotes(reason);
        setError(checked.ok ? undefined : checked.error);
        if (checked.ok) void submit(() => commands.cancel(booking, checked.value));
      }}
      {...rest}
    >
      <TextAreaField
        label="Reason for the renter"
        value={reason}
        onChange={setReason}
        error={error}
        helper="Optional"
      />
    </ActionDialogShell>
  );
}

function ConfirmConditionDialog({ booking, commands, ...rest }: DialogProps) {
  const { busy, submit } = useSubmit(rest);
  const released = depositReleasedOnConfirm(booking);
  return (
    <ActionDialogShell
      alert
      title="Confirm the condition?"
      description={
        <>
          You checked {itemTitle(booking)} and it came back in good condition. The rental completes and{' '}
          {money(released, booking.currency)} of the deposit is released to {partyName(booking.renter)}
          {booking.lateFee > 0
            ? `; the late fee of ${money(booking.lateFee, booking.currency)} is kept from it`
            : ''}
          . Found damage? Report it instead.
        </>
      }
      confirmLabel="Confirm Condition"
      busyLabel="Confirming..."
      cancelLabel="Not Yet"
      busy={busy}
      onConfirm={() => void submit(() => commands.confirmCondition(booking))}
      {...rest}
    />
  );
}

function ReportDamageDialog({ booking, commands, ...rest }: DialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const { busy, submit } = useSubmit(rest);
  const max = maxDamageAmount(booking);
  const symbol = isCurrencyCode(booking.currency) ? CURRENCIES[booking.currency].symbol : booking.currency;
  return (
    <ActionDialogShell
      title="Report damage"
      description={`Claim part of the deposit for damage to ${itemTitle(booking)}: at most ${money(max, booking.currency)} (the deposit, less any late fee). ${partyName(booking.renter)} has ${DAMAGE_RESPONSE_HOURS} hours to accept or dispute it; a dispute goes to an admin.`}
      confirmLabel="Report Damage"
      busyLabel="Reporting..."
      destructive
      busy={busy}
      confirmDisabled={uploading}
      onConfirm={() => {
        const check = checkDamageReport({ amount, reason }, max, booking.currency);
        if (!check.ok) {
          setErrors(check.errors);
          return;
        }
        setErrors({});
        void submit(() => commands.reportDamage(booking, { ...check.value, photos }));
      }}
      {...rest}
    >
      <Field.Root invalid={Boolean(errors.amount)} required>
        <Field.Label>
          Amount
          <Field.RequiredIndicator />
        </Field.Label>
        <InputGroup startElement={symbol}>
          <Input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
          />
        </InputGroup>
        {errors.amount ? (
          <Field.ErrorText>{errors.amount}</Field.ErrorText>
        ) : (
          <Field.HelperText>Up to {money(max, booking.currency)}</Field.HelperText>
        )}
      </Field.Root>
      <TextAreaField
        label="What was damaged"
        value={reason}
        onChange={setReason}
        error={errors.reason}
        required
        placeholder="Describe the damage and how you arrived at the amount"
      />
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          Photos (optional)
        </Text>
        <ImageUploader
          value={photos}
          onChange={setPhotos}
          maxImages={UPLOADER_DEFAULT_MAX}
          label="Damage photos"
          showCover={false}
          onBusyChange={setUploading}
        />
      </Stack>
    </ActionDialogShell>
  );
}
