import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BookingDialogProps {
  open: boolean;
  title: ReactNode;
  /** While the action is on its way the dialog stays open: no Escape, no outside click, no close button. */
  busy?: boolean;
  onClose(): void;
  /** Where focus goes on close (the button that opened it, or a stable fallback once that card has moved). */
  finalFocusEl?: () => HTMLElement | null;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  footer: ReactNode;
}

/** The frame every booking dialog shares: a titled, centred dialog with a close button and a footer of actions. */
export function BookingDialog({
  open,
  title,
  busy = false,
  onClose,
  finalFocusEl,
  role = 'dialog',
  children,
  footer,
}: BookingDialogProps) {
  const { t } = useTranslation('bookings');
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
      placement="center"
      size="md"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
