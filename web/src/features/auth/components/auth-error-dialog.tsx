import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface AuthErrorDialogProps {
  title: string;
  message: string | null;
  onClose(): void;
}

/** Spec §2 "Authentication error dialog": title, message, OK button. */
export function AuthErrorDialog({ title, message, onClose }: AuthErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={message !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{t('common.ok')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
