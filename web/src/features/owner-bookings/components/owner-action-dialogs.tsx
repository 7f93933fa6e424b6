import { Field, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import {
  BOOKING_NOTES_MAX,
  CURRENCIES,
  DAMAGE_RESPONSE_HOURS,
  isCurrencyCode,
  UPLOADER_DEFAULT_MAX,
} from '@koalarent/core/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../shared/i18n/format';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextareaField } from '../../../shared/ui/textarea-field';
import { ImageUploader } from '../../listing/uploader/image-uploader';
import type { useOwnerCommands } from '../hooks/use-owner-commands';
import {
  checkDamageReport,
  depositReleasedOnConfirm,
  formatDateRange,
  maxDamageAmount,
  money,
  type OwnerAction,
  type OwnerT,
  optionalNotes,
  partyName,
  reasonProblem,
} from '../model/owner-bookings';
import type { OwnerBooking } from './owner-booking-card';

/** The actions that ask something first; Approve runs at once and Leave a Review has its own dialog. */
type DialogAction = Exclude<OwnerAction, 'approve' | 'review'>;

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

function itemTitle(booking: OwnerBooking, t: OwnerT): string {
  return booking.item?.title?.trim() || t('dialogs.thisItem');
}

/** The dialogs' strings and formatters. */
function useText(): { t: OwnerT; f: Formatters } {
  const { t } = useTranslation('ownerBookings');
  return { t, f: useFormat() };
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

/** An owner's action as a form dialog: destructive ones in red, irreversible ones as an alert dialog. */
function ActionDialogShell({
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  destructive = false,
  alert = false,
  busy,
  confirmDisabled = false,
  onConfirm,
  onClose,
  finalFocus,
}: ShellProps) {
  const { t } = useTranslation('ownerBookings');
  return (
    <FormDialog
      role={alert ? 'alertdialog' : 'dialog'}
      title={title}
      description={description}
      busy={busy}
      onClose={() => onClose(false)}
      onSubmit={onConfirm}
      finalFocus={finalFocus}
      closeLabel={t('dialogs.close')}
      cancelLabel={cancelLabel ?? t('dialogs.cancel')}
      submitLabel={confirmLabel}
      pendingLabel={busyLabel}
      palette={destructive ? 'red' : 'brand'}
      submitDisabled={confirmDisabled}
    >
      {children}
    </FormDialog>
  );
}

/** A reason or notes field of the owner's dialogs: at most BOOKING_NOTES_MAX characters, three rows. */
function TextAreaField({
  onChange,
  helper,
  ...field
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
    <TextareaField
      {...field}
      onValueChange={onChange}
      helperText={helper}
      maxLength={BOOKING_NOTES_MAX}
      rows={3}
    />
  );
}

function RejectDialog({ booking, commands, ...rest }: DialogProps) {
  const { t, f } = useText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit(rest);
  return (
    <ActionDialogShell
      title={t('dialogs.reject.title')}
      description={t('dialogs.reject.description', {
        renter: partyName(booking.renter),
        item: itemTitle(booking, t),
        dates: formatDateRange(booking.startDate, booking.endDate, t, f),
      })}
      confirmLabel={t('dialogs.reject.confirm')}
      busyLabel={t('dialogs.reject.busy')}
      destructive
      busy={busy}
      onConfirm={() => {
        const problem = reasonProblem(reason, t);
        setError(problem ?? undefined);
        if (!problem) void submit(() => commands.reject(booking, reason.trim()));
      }}
      {...rest}
    >
      <TextAreaField
        label={t('dialogs.reject.reason')}
        value={reason}
        onChange={setReason}
        error={error}
        required
        placeholder={t('dialogs.reject.placeholder')}
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
  const { t } = useText();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit(rest);
  const pickup = action === 'readyForPickup';
  const names = { renter: partyName(booking.renter), item: itemTitle(booking, t) };
  return (
    <ActionDialogShell
      title={pickup ? t('dialogs.handOver.pickupTitle') : t('dialogs.handOver.shippedTitle')}
      description={
        pickup
          ? t('dialogs.handOver.pickupDescription', names)
          : booking.deliveryAddress
            ? t('dialogs.handOver.shippedToDescription', { ...names, address: booking.deliveryAddress })
            : t('dialogs.handOver.shippedDescription', names)
      }
      confirmLabel={pickup ? t('dialogs.handOver.pickupConfirm') : t('dialogs.handOver.shippedConfirm')}
      busyLabel={t('dialogs.handOver.busy')}
      busy={busy}
      onConfirm={() => {
        const checked = optionalNotes(notes, t);
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
        label={t('dialogs.handOver.notes')}
        value={notes}
        onChange={setNotes}
        error={error}
        helper={t('dialogs.optional')}
        placeholder={
          pickup ? t('dialogs.handOver.pickupPlaceholder') : t('dialogs.handOver.shippedPlaceholder')
        }
      />
    </ActionDialogShell>
  );
}

function CancelDialog({ booking, commands, ...rest }: DialogProps) {
  const { t, f } = useText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit(rest);
  return (
    <ActionDialogShell
      alert
      title={t('dialogs.cancelBooking.title')}
      description={t('dialogs.cancelBooking.description', {
        total: money(booking.totalPrice, booking.currency, f),
        renter: partyName(booking.renter),
        deposit: money(booking.securityDeposit, booking.currency, f),
      })}
      confirmLabel={t('dialogs.cancelBooking.confirm')}
      busyLabel={t('dialogs.cancelBooking.busy')}
      cancelLabel={t('dialogs.cancelBooking.keep')}
      destructive
      busy={busy}
      onConfirm={() => {
        const checked = optionalNotes(reason, t);
        setError(checked.ok ? undefined : checked.error);
        if (checked.ok) void submit(() => commands.cancel(booking, checked.value));
      }}
      {...rest}
    >
      <TextAreaField
        label={t('dialogs.cancelBooking.reason')}
        value={reason}
        onChange={setReason}
        error={error}
        helper={t('dialogs.optional')}
      />
    </ActionDialogShell>
  );
}

function ConfirmConditionDialog({ booking, commands, ...rest }: DialogProps) {
  const { t, f } = useText();
  const { busy, submit } = useSubmit(rest);
  const values = {
    item: itemTitle(booking, t),
    released: money(depositReleasedOnConfirm(booking), booking.currency, f),
    renter: partyName(booking.renter),
  };
  return (
    <ActionDialogShell
      alert
      title={t('dialogs.confirmCondition.title')}
      description={
        booking.lateFee > 0
          ? t('dialogs.confirmCondition.descriptionWithLateFee', {
              ...values,
              lateFee: money(booking.lateFee, booking.currency, f),
            })
          : t('dialogs.confirmCondition.description', values)
      }
      confirmLabel={t('dialogs.confirmCondition.confirm')}
      busyLabel={t('dialogs.confirmCondition.busy')}
      cancelLabel={t('dialogs.confirmCondition.notYet')}
      busy={busy}
      onConfirm={() => void submit(() => commands.confirmCondition(booking))}
      {...rest}
    />
  );
}

function ReportDamageDialog({ booking, commands, ...rest }: DialogProps) {
  const { t, f } = useText();
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
      title={t('dialogs.reportDamage.title')}
      description={t('dialogs.reportDamage.description', {
        item: itemTitle(booking, t),
        max: money(max, booking.currency, f),
        renter: partyName(booking.renter),
        hours: String(DAMAGE_RESPONSE_HOURS),
      })}
      confirmLabel={t('dialogs.reportDamage.confirm')}
      busyLabel={t('dialogs.reportDamage.busy')}
      destructive
      busy={busy}
      confirmDisabled={uploading}
      onConfirm={() => {
        const check = checkDamageReport({ amount, reason }, max, booking.currency, t, f);
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
          {t('dialogs.reportDamage.amount')}
          <Field.RequiredIndicator />
        </Field.Label>
        <InputGroup startElement={symbol}>
          <Input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={f.number(0, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          />
        </InputGroup>
        {errors.amount ? (
          <Field.ErrorText>{errors.amount}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {t('dialogs.reportDamage.upTo', { max: money(max, booking.currency, f) })}
          </Field.HelperText>
        )}
      </Field.Root>
      <TextAreaField
        label={t('dialogs.reportDamage.what')}
        value={reason}
        onChange={setReason}
        error={errors.reason}
        required
        placeholder={t('dialogs.reportDamage.whatPlaceholder')}
      />
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {t('dialogs.reportDamage.photos')}
        </Text>
        <ImageUploader
          value={photos}
          onChange={setPhotos}
          maxImages={UPLOADER_DEFAULT_MAX}
          label={t('dialogs.reportDamage.photosLabel')}
          showCover={false}
          onBusyChange={setUploading}
        />
      </Stack>
    </ActionDialogShell>
  );
}
