import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, chakra, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { OwnerActionDialogs, type PendingDialog } from '../../owner-bookings/components/owner-action-dialogs';
import { useOwnerCommands } from '../../owner-bookings/hooks/use-owner-commands';
import { MESSAGE_BOOKING_QUERY } from '../graphql/message-booking.query';
import { NOTIFICATIONS_QUERY } from '../graphql/notifications.query';
import { formatMessageTime, isoTime, senderLabel } from '../model/message-format';
import { NOTIFICATIONS_VARIABLES } from '../model/messaging-cache';
import { requestBookingId } from '../model/notice';
import { notificationValue, senderOfValue } from '../model/notification-entry';
import { messageText } from '../model/system-message';
import { BookingRequestCard, cardActionOf } from './booking-card';
import { BrowserNotificationsMenuItem } from './browser-notifications';
import { BellContent, bellButtonProps } from './notification-bell';

/** The entries: the unread messages (newest first), or why there are none. */
function NotificationItems() {
  const { t } = useTranslation('messaging');
  const fmt = useFormat();
  const { data, loading, error } = useQuery(NOTIFICATIONS_QUERY, { variables: NOTIFICATIONS_VARIABLES });
  const notifications = data?.notifications;
  if (!notifications) {
    const message = error ? toAppError(error).message : null;
    const text =
      loading || !error
        ? t('popup.loading')
        : message
          ? translateServerMessage(message)
          : t('popup.loadFailed');
    return (
      <Menu.Item value="status" disabled color="fg.muted">
        {text}
      </Menu.Item>
    );
  }
  if (notifications.length === 0) {
    return (
      <Menu.Item value="none" disabled justifyContent="center" py="4" color="fg.muted">
        {t('popup.empty')}
      </Menu.Item>
    );
  }
  return notifications.map((message) => {
    const requestId = requestBookingId(message);
    return (
      <Box key={message.id}>
        <Menu.Item value={notificationValue(message)} alignItems="stretch" py="2.5">
          <Stack gap="0.5" minW="0" flex="1">
            <Box display="flex" justifyContent="space-between" gap="3" alignItems="baseline">
              <Text fontWeight="semibold" fontSize="sm" truncate>
                {senderLabel(message, t)}
              </Text>
              <chakra.time
                dateTime={isoTime(message.createdAt)}
                fontSize="xs"
                color="fg.muted"
                flexShrink="0"
              >
                {formatMessageTime(message.createdAt, fmt)}
              </chakra.time>
            </Box>
            {/* Plain text: a message is never interpreted as HTML. */}
            <Text fontSize="sm" color="fg.muted" lineClamp={2} whiteSpace="pre-wrap" wordBreak="break-word">
              {messageText(message, t, fmt)}
            </Text>
          </Stack>
        </Menu.Item>
        {/* The request's card sits beside its entry, not in it: its buttons act, the entry opens the thread. */}
        {requestId ? (
          <Box px="2" pb="2" data-testid="notification-request">
            <BookingRequestCard bookingId={requestId} inMenu />
          </Box>
        ) : null}
      </Box>
    );
  });
}

/**
 * The bell's dropdown (spec §2): 'Notifications', the unread messages with sender (else 'User'), date and content,
 * or 'No new notifications', and 'View All Messages'; then the switch of this browser's notifications (issue 25 §6). A menu: arrow keys move through the entries, Enter opens the
 * sender's thread.
 */
export function NotificationPopup({ count, defaultOpen }: { count: number; defaultOpen: boolean }) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const commands = useOwnerCommands();
  const client = useApolloClient();
  // Reject's reason is asked here, outside the menu: the menu closes when the dialog takes focus.
  const [dialog, setDialog] = useState<PendingDialog | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        defaultOpen={defaultOpen}
        lazyMount
        unmountOnExit
        onSelect={(details) => {
          const cardAction = cardActionOf(details.value);
          if (cardAction) {
            // A request card's Approve or Reject: the booking the card shows, from the cache it was drawn from.
            const booking = client.readQuery({
              query: MESSAGE_BOOKING_QUERY,
              variables: { id: cardAction.bookingId },
            })?.booking;
            if (!booking) return;
            if (cardAction.action === 'approve') void commands.approve(booking);
            else setDialog({ action: 'reject', booking });
          } else if (details.value === 'all') navigate(PATHS.messages);
          else {
            const senderId = senderOfValue(details.value);
            if (senderId !== null) navigate(buildPath(PATHS.messagesWith, { ownerId: senderId }));
          }
        }}
      >
        <Menu.Trigger asChild>
          <IconButton ref={trigger} {...bellButtonProps(count, t)}>
            <BellContent count={count} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content
              w={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}
              p="0"
              data-testid="notification-popup"
            >
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel px="4" py="3" fontSize="md" fontWeight="semibold" color="fg">
                  {t('popup.title')}
                </Menu.ItemGroupLabel>
                <Menu.Separator my="0" />
                {/*
                Spec §9: the list scrolls beyond 300px. The entries are menu items (highlighted with the arrows,
                not tabbable), so the scrolling box itself takes focus: a keyboard user can reach and scroll it.
              */}
                <Box
                  maxH="300px"
                  overflowY="auto"
                  p="1"
                  data-testid="notification-list"
                  tabIndex={0}
                  role="group"
                  aria-label={t('popup.title')}
                  rounded="md"
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'colorPalette.focusRing',
                    outlineOffset: '-2px',
                  }}
                >
                  <NotificationItems />
                </Box>
              </Menu.ItemGroup>
              <Menu.Separator my="0" />
              <Box p="1">
                <Menu.Item value="all" justifyContent="center" color="brand.fg" fontWeight="medium">
                  {t('popup.viewAll')}
                </Menu.Item>
                <BrowserNotificationsMenuItem />
              </Box>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <OwnerActionDialogs
        pending={dialog}
        commands={commands}
        onClose={() => setDialog(null)}
        finalFocus={() => trigger.current}
        onBusyChange={() => undefined}
      />
    </>
  );
}
