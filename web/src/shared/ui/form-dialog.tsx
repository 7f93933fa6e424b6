import { CloseButton, chakra, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { CancelSubmitButtons, type CancelSubmitButtonsProps } from './cancel-submit-buttons';

export interface FormDialogProps
  extends Pick<
    CancelSubmitButtonsProps,
    'cancelLabel' | 'submitLabel' | 'pendingLabel' | 'palette' | 'submitDisabled'
  > {
  /** Defaults to open: most callers mount the dialog only while it is shown. */
  open?: boolean;
  /** 'alertdialog' for a decision that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  /** The first thing in the form, read as the dialog's description. */
  description: ReactNode;
  /** While the action is on its way the dialog stays open: no Escape, no outside click, no Cancel or close button. */
  busy: boolean;
  /** Cancel, the close button, Escape or a click outside, while not busy. */
  onClose(): void;
  /** The form was submitted (the submit button, or Enter in a field). */
  onSubmit(): void;
  /** Where focus goes on close. */
  finalFocus?: (() => HTMLElement | null) | undefined;
  /** The close button's accessible name. */
  closeLabel: string;
  /** 'inside' for a dialog that can outgrow the screen: its body scrolls, its header and footer stay. */
  scrollBehavior?: 'inside';
  /** The space between the form's fields. */
  gap?: '4' | '5';
  children: ReactNode;
}

/**
 * The frame of a dialog that is one form: a centred dialog whose body is the form (a description, then the
 * fields), whose footer is Cancel + submit, and which cannot be dismissed while the submission is pending. The
 * admin's, the review and the owner's action dialogs were written out in full each time before.
 */
export function FormDialog({
  open = true,
  role,
  title,
  description,
  busy,
  onClose,
  onSubmit,
  finalFocus,
  closeLabel,
  scrollBehavior,
  gap = '4',
  cancelLabel,
  submitLabel,
  pendingLabel,
  palette,
  submitDisabled,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog.Root
      open={open}
      {...(role ? { role } : {})}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocus}
      placement="center"
      size="md"
      {...(scrollBehavior ? { scrollBehavior } : {})}
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
                noValidate
                display="flex"
                flexDirection="column"
                gap={gap}
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit();
                }}
              >
                <Dialog.Description>{description}</Dialog.Description>
                {children}
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <CancelSubmitButtons
                cancelLabel={cancelLabel}
                onCancel={onClose}
                submitLabel={submitLabel}
                pendingLabel={pendingLabel}
                busy={busy}
                palette={palette}
                {...(submitDisabled === undefined ? {} : { submitDisabled })}
                form={formId}
              />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
