import { useQuery } from '@apollo/client/react';
import { chakra, IconButton } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { useDeferredModule } from '../../../shared/ui/deferred-module';
import { useSession } from '../../auth/hooks/session-context';
import { UNREAD_MESSAGE_COUNT_QUERY } from '../graphql/unread-message-count.query';
import { useMessagingLive } from '../hooks/use-messaging-live';
import { unreadBadgeLabel } from '../model/message-format';

/**
 * The bell's accessible name: what it is and, when there is any, how many messages are unread, as the badge shows
 * it ('9+' above 9): WCAG 2.5.3 wants the visible text inside the name, so a voice command naming what is seen works.
 */
export function bellLabel(count: number, t: TFunction<'messaging'>): string {
  const badge = unreadBadgeLabel(count);
  return badge ? t('bell.labelUnread', { badge }) : t('bell.label');
}

/** The bell icon with its badge (spec §9: '9+' above 9), the same on the placeholder and on the loaded popover. */
export function BellContent({ count }: { count: number }) {
  const badge = unreadBadgeLabel(count);
  return (
    <>
      <LuBell aria-hidden="true" />
      {badge ? (
        <chakra.span
          aria-hidden="true"
          data-testid="notification-count"
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          minW="4.5"
          h="4.5"
          px="1"
          rounded="full"
          bg="red.700"
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          pointerEvents="none"
        >
          {badge}
        </chakra.span>
      ) : null}
    </>
  );
}

/** The trigger's own props, so the placeholder and the popover's trigger look and read alike. */
export const bellButtonProps = (count: number, t: TFunction<'messaging'>) =>
  ({
    variant: 'ghost',
    size: 'sm',
    position: 'relative',
    'aria-label': bellLabel(count, t),
    'data-testid': 'notification-bell',
  }) as const;

const loadPopup = () => import('./notification-popup');

/**
 * Spec §2 header, signed in: the notifications bell with the unread badge and its dropdown. The badge follows the
 * live feed this component starts (a new message raises it, reading a thread lowers it, in every open tab). The
 * dropdown's menu machinery arrives when the pointer or focus reaches the bell and replaces this button, open,
 * when activated.
 */
export function NotificationBell() {
  // The header is on every page: the bell, its dropdown and the live feed's toasts read the 'messaging' strings.
  useNamespaces('messaging');
  const { t } = useTranslation('messaging');
  const session = useSession();
  const meId = session.status === 'authenticated' && session.confirmed ? (session.user?.id ?? null) : null;
  useMessagingLive(meId);
  const { data } = useQuery(UNREAD_MESSAGE_COUNT_QUERY, { skip: meId === null });
  const count = data?.unreadMessageCount ?? 0;
  const { module, request, prefetch } = useDeferredModule(loadPopup);

  if (module) return <module.NotificationPopup count={count} defaultOpen />;
  const activate = () => {
    request().catch(() => undefined);
  };
  return (
    <IconButton
      {...bellButtonProps(count, t)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={activate}
      onKeyDown={(event) => {
        // The menu-button pattern: the arrow keys open it too.
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          activate();
        }
      }}
    >
      <BellContent count={count} />
    </IconButton>
  );
}
