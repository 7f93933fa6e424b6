import { Button } from '@chakra-ui/react';

export interface CancelSubmitButtonsProps {
  cancelLabel: string;
  onCancel(): void;
  submitLabel: string;
  /** Shown on the submit button while `busy`. */
  pendingLabel: string;
  /** The action is on its way: Cancel is disabled and the submit button spins. */
  busy: boolean;
  /** 'red' for an action that takes something away (reject, cancel). */
  palette?: 'brand' | 'red';
  /** Disables the submit button (e.g. while a field is too long); Cancel stays usable. */
  submitDisabled?: boolean;
  /** The id of the form the submit button submits; without it the button runs `onSubmit` on click. */
  form?: string;
  onSubmit?: () => void;
}

/**
 * The Cancel + submit pair that ends most dialogs: Cancel is outlined and disabled while the action is pending,
 * the submit button shows its pending text meanwhile. It either submits a form (Enter in a field submits too) or
 * runs a click handler, so form and confirm dialogs share one footer.
 */
export function CancelSubmitButtons({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  busy,
  palette = 'brand',
  submitDisabled,
  form,
  onSubmit,
}: CancelSubmitButtonsProps) {
  // Chakra's Button defaults to type="button": only a form's submit button says otherwise.
  const submit = form ? { type: 'submit' as const, form } : { onClick: onSubmit };
  return (
    <>
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        {...submit}
        colorPalette={palette}
        loading={busy}
        loadingText={pendingLabel}
        {...(submitDisabled === undefined ? {} : { disabled: submitDisabled })}
      >
        {submitLabel}
      </Button>
    </>
  );
}
