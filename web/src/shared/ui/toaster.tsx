import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { STORAGE_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/safe-storage';

/** Spec §9: one toast at a time, 5 s lifetime; F8 moves focus to the toast region. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

export interface Notice {
  title: string;
  description?: string;
}

function show(type: 'success' | 'error' | 'info', notice: Notice): void {
  // Spec §5: a toast label must be non-empty.
  if (!notice.title.trim()) return;
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

export const notify = {
  success: (notice: Notice) => show('success', notice),
  info: (notice: Notice) => show('info', notice),
  /** Failure notices are destructive (spec §8). */
  error: (notice: Notice) => show('error', notice),
};

interface Flash extends Notice {
  type: 'success' | 'error' | 'info';
}

/** Queues a toast for after the next full page load (login and logout reload the page). */
export function flashAfterReload(type: Flash['type'], notice: Notice): void {
  sessionStore.setItem(STORAGE_KEYS.flash, JSON.stringify({ type, ...notice } satisfies Flash));
}

/** Shows (once) a toast queued by flashAfterReload. */
export function showPendingFlash(): void {
  const raw = sessionStore.getItem(STORAGE_KEYS.flash);
  if (!raw) return;
  sessionStore.removeItem(STORAGE_KEYS.flash);
  try {
    const flash = JSON.parse(raw) as Partial<Flash>;
    if (typeof flash.title !== 'string') return;
    const type = flash.type === 'error' || flash.type === 'info' ? flash.type : 'success';
    show(type, {
      title: flash.title,
      description: typeof flash.description === 'string' ? flash.description : '',
    });
  } catch {
    // A damaged flash is simply dropped.
  }
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
