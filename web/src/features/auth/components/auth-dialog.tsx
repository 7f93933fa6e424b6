import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';
import { currentPath } from '../../../shared/routes/redirect-target';
import type { AuthTab } from '../auth-modal-events';
import { AuthPanel } from './auth-panel';

export interface AuthDialogProps {
  open: boolean;
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  onClose(): void;
}

export function AuthDialog({ open, tab, onTabChange, onClose }: AuthDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const here = currentPath(location);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="md"
      scrollBehavior="outside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="2xl" mx="3">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pt="7">
              <Dialog.Title fontSize="2xl">{t('auth.title', { product: t('common.product') })}</Dialog.Title>
              <Dialog.Description color="fg.muted">{t('auth.subtitle')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="8">
              {/* Remounts per opening so a previous registration screen does not linger. */}
              {open ? (
                <AuthPanel
                  tab={tab}
                  onTabChange={onTabChange}
                  loginTarget={null}
                  socialReturnTo={here}
                  onReturnHome={() => {
                    onClose();
                    navigate(PATHS.home);
                  }}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
