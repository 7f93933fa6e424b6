import { useQuery } from '@apollo/client/react';
import { Button, Heading, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { ACCOUNT_BOOKING_GROUPS, type AccountBookingGroup } from '@koalarent/core/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarCheck, LuCalendarClock, LuCalendarDays } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { AccountBookingCard } from '../../bookings/components/account-booking-card';
import {
  BookingsLoadFailed,
  BookingsLoading,
  EmptyBookingGroup,
} from '../../bookings/components/booking-list-states';
import { MY_BOOKINGS_QUERY } from '../../bookings/graphql/my-bookings.query';
import { groupBookings } from '../../bookings/model/booking-view';
import { chatTarget } from '../../messaging/model/chat-target';

/** The messages screen is its own chunk: the account page opens on Profile. */
const MessagesScreen = lazy(() =>
  import('../../messaging/components/messages-screen').then((m) => ({ default: m.MessagesScreen })),
);

/** The sub-tabs; their names are `bookings.{value}` and `bookings.empty{Value}` in the 'profile' strings. */
const BOOKING_TABS = [
  { value: 'pending', empty: 'emptyPending', icon: LuCalendarClock },
  { value: 'active', empty: 'emptyActive', icon: LuCalendarDays },
  { value: 'past', empty: 'emptyPast', icon: LuCalendarCheck },
] as const satisfies readonly { value: AccountBookingGroup; empty: string; icon: React.ElementType }[];

/** Spec §2 account page, My Bookings: the member's bookings as a renter in Pending, Active and Past sub-tabs. */
export function MyBookingsTab() {
  const { t } = useTranslation('profile');
  const { data, error, refetch } = useQuery(MY_BOOKINGS_QUERY);
  // Spec §2: Active is the sub-tab shown first.
  const [tab, setTab] = useState<AccountBookingGroup>('active');
  const bookings = data?.myBookings;
  const groups = bookings ? groupBookings(bookings, ACCOUNT_BOOKING_GROUPS, 'active') : null;

  const failureText = (message: string | null) =>
    message ? translateServerMessage(message) : t('bookings.checkConnection');

  let body: React.ReactNode;
  if (error && !bookings) {
    body = (
      <BookingsLoadFailed
        title={t('bookings.loadFailed')}
        description={failureText(toAppError(error).message)}
        retryLabel={t('bookings.tryAgain')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!groups) {
    body = <BookingsLoading label={t('bookings.loading')} count={2} cardHeight="36" gap="3" />;
  } else {
    body = (
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as AccountBookingGroup)}
        variant="enclosed"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List aria-label={t('bookings.tabsLabel')}>
          {BOOKING_TABS.map(({ value }) => (
            <Tabs.Trigger key={value} value={value}>
              {t('bookings.tab', { label: t(`bookings.${value}`), count: groups[value].length })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BOOKING_TABS.map(({ value, empty, icon: Icon }) => (
          <Tabs.Content key={value} value={value} pt="4">
            {groups[value].length === 0 ? (
              <EmptyBookingGroup
                icon={Icon}
                title={t(`bookings.${empty}`)}
                action={
                  value === 'active' ? (
                    <Button asChild colorPalette="brand" variant="outline">
                      <RouterLink to={PATHS.search}>{t('bookings.browse')}</RouterLink>
                    </Button>
                  ) : null
                }
              />
            ) : (
              <Stack as="ul" gap="3" listStyleType="none">
                {groups[value].map((booking) => (
                  <li key={booking.id}>
                    <AccountBookingCard booking={booking} />
                  </li>
                ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t('bookings.heading')}
      </Heading>
      {body}
    </Stack>
  );
}

/**
 * Spec §2 account page, Messages: the same screen as /messages; the open chat is the tab's ?user={id}, so links
 * and the back button work here too.
 */
export function MessagesTab() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const target = chatTarget(undefined, params);
  const tabHref = (userId?: number) => buildPath(PATHS.profile, {}, { tab: 'messages', user: userId });
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t('messages.heading')}
      </Heading>
      <Suspense fallback={<Skeleton h="500px" rounded="xl" />}>
        <MessagesScreen
          selectedId={target.userId}
          invalidTarget={target.invalid}
          hrefFor={(userId) => tabHref(userId)}
          listHref={tabHref()}
        />
      </Suspense>
    </Stack>
  );
}
