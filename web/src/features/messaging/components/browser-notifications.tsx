import { Menu, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/toaster';
import { type BrowserNotifications, useBrowserNotifications } from '../hooks/use-browser-notifications';

/** Turns them on or off, and says so; a failure (no service worker, no network) is told and changes nothing shown. */
function useToggle(notifications: BrowserNotifications) {
  const { t } = useTranslation('messaging');
  return async (on: boolean) => {
    try {
      const next = on ? await notifications.turnOn() : await notifications.turnOff();
      if (next === 'on') notify.success({ title: t('push.turnedOn') });
      else if (next === 'denied') notify.error({ title: t('push.failed'), description: t('push.denied') });
      else if (!on) notify.info({ title: t('push.turnedOff') });
    } catch {
      notify.error({ title: t('push.failed'), description: t('push.failedDescription') });
    }
  };
}

/**
 * The profile's switch for this browser's notifications (issue 25 §6), above the e-mail choices whose opt-outs
 * apply to them too. Blocked or unsupported, it says why and stays off.
 */
export function BrowserNotificationsSwitch() {
  const { t } = useTranslation('messaging');
  const notifications = useBrowserNotifications();
  const toggle = useToggle(notifications);
  const { state, busy } = notifications;
  const hint =
    state === 'denied'
      ? t('push.denied')
      : state === 'unsupported'
        ? t('push.unsupported')
        : t('push.description');
  return (
    <Switch.Root
      colorPalette="brand"
      checked={state === 'on'}
      disabled={busy || state === null || state === 'denied' || state === 'unsupported'}
      onCheckedChange={(details) => void toggle(details.checked)}
      alignItems="flex-start"
      data-testid="push-toggle"
      data-state-push={state ?? 'unknown'}
    >
      <Switch.HiddenInput aria-describedby="push-toggle-hint" />
      <Switch.Control mt="0.5" />
      <Stack gap="0.5">
        <Switch.Label fontWeight="medium">{t('push.label')}</Switch.Label>
        <Text id="push-toggle-hint" fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </Switch.Root>
  );
}

/** The bell's entry: turn this browser's notifications on or off (absent where the browser cannot show them). */
export function BrowserNotificationsMenuItem() {
  const { t } = useTranslation('messaging');
  const notifications = useBrowserNotifications();
  const toggle = useToggle(notifications);
  const { state, busy } = notifications;
  if (state === null || state === 'unsupported') return null;
  return (
    <Menu.Item
      value="push"
      justifyContent="center"
      fontSize="sm"
      color={state === 'denied' ? 'fg.muted' : 'fg'}
      disabled={busy || state === 'denied'}
      title={state === 'denied' ? t('push.denied') : undefined}
      data-testid="push-menu-item"
      data-state-push={state}
      onSelect={() => void toggle(state !== 'on')}
    >
      {state === 'on' ? t('push.turnOff') : t('push.turnOn')}
    </Menu.Item>
  );
}
