import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Notice, ToastType } from './toaster';

/**
 * The toast machinery (Chakra's toaster, zag's toast state machines): not needed to paint a page, so
 * toaster.tsx loads this module after the first paint, or at the first notice, whichever comes first.
 */

/** Spec §9: one toast at a time, 5 s lifetime; F8 moves focus to the toast region. */
const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

export function showToast(type: ToastType, notice: Notice): void {
  // One at a time means the newest replaces what is showing (max: 1 alone would queue it behind the current
  // toast for up to 5 s, so 'Item created' would trail 'Upload complete').
  toaster.remove();
  toaster.create({
    type,
    title: notice.title,
    description: notice.description,
    duration: 5000,
    closable: true,
  });
}

/**
 * The toasts' live region, loaded on demand by toaster.tsx (`import('./toast-region')`, kept as a module value).
 * @public knip does not follow a dynamically imported module's members.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toast.region')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.dismiss')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
