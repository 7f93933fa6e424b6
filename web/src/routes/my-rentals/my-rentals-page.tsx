import { useQuery } from '@apollo/client/react';
import { Badge, Button, Stack, Tabs } from '@chakra-ui/react';
import { MY_RENTALS_GROUPS, type MyRentalsGroup } from '@koalarent/core/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarCheck, LuCalendarX, LuPackageOpen } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/components/require-auth';
import {
  BookingsLoadFailed,
  BookingsLoading,
  EmptyBookingGroup,
} from '../../features/bookings/components/booking-list-states';
import { RentalCard } from '../../features/bookings/components/rental-card';
import { useRenterDialogs } from '../../features/bookings/components/renter-dialog-host';
import { MY_BOOKINGS_QUERY } from '../../features/bookings/graphql/my-bookings.query';
import { useNow } from '../../features/bookings/hooks/use-now';
import { groupBookings } from '../../features/bookings/model/booking-view';
import { toAppError } from '../../shared/errors/app-error';
import { useFormat } from '../../shared/i18n/format';
import { useNamespaces } from '../../shared/i18n/i18n';
import { translateServerMessage } from '../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PageContainer } from '../../shared/ui/page-container';

/** The tabs in order; their names and empty states are the 'bookings' strings `myRentals.tabs|empty.<value>`. */
const TABS: { value: MyRentalsGroup; icon: React.ElementType }[] = [
  { value: 'active', icon: LuPackageOpen },
  { value: 'completed', icon: LuCalendarCheck },
  { value: 'cancelled', icon: LuCalendarX },
];

/** A server's message in the language on screen; null stays null (the caller's fallback follows). */
function serverMessage(message: string | null): string | null {
  return message ? translateServerMessage(message) : null;
}

function isGroup(value: string | null): value is MyRentalsGroup {
  return TABS.some((tab) => tab.value === value);
}

export function MyRentalsPage() {
  const { t } = useTranslation();
  return (
    <RequireAuth
      redirectTo={buildPath(PATHS.auth, {}, { redirectTo: PATHS.myRentals })}
      message={t('auth.myRentalsSignIn')}
    >
      <MyRentals />
    </RequireAuth>
  );
}

/** Spec §2 My Rentals: the renter's bookings in Active, Completed and Cancelled tabs, with their actions. */
function MyRentals() {
  useNamespaces('bookings', 'money', 'progress');
  const { t } = useTranslation('bookings');
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useQuery(MY_BOOKINGS_QUERY);
  const now = useNow();
  const tabList = useRef<HTMLDivElement>(null);
  // When a dialog's card has left the tab (the booking moved on), focus goes back to the selected tab.
  const { openDialog, dialogs } = useRenterDialogs(
    () => tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]') ?? null,
  );

  const raw = params.get('tab');
  const tab: MyRentalsGroup = isGroup(raw) ? raw : 'active';
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'active') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const bookings = data?.myBookings;
  const groups = bookings ? groupBookings(bookings, MY_RENTALS_GROUPS, 'active') : null;

  let body: React.ReactNode;
  if (error && !bookings) {
    body = (
      <BookingsLoadFailed
        title={t('myRentals.loadFailed')}
        description={serverMessage(toAppError(error).message) ?? t('myRentals.checkConnection')}
        retryLabel={t('myRentals.tryAgain')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!groups) {
    body = <BookingsLoading label={t('myRentals.loading')} count={3} cardHeight="52" gap="4" />;
  } else {
    body = (
      <Tabs.Root
        value={tab}
        onValueChange={(details) => selectTab(details.value)}
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List ref={tabList} aria-label={t('myRentals.tabsLabel')}>
          {TABS.map(({ value }) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`myRentals.tabs.${value}`)}
              <Badge
                colorPalette={value === 'active' ? 'brand' : 'gray'}
                variant={value === 'active' ? 'solid' : 'subtle'}
                rounded="full"
                data-testid={`${value}-count`}
              >
                {f.number(groups[value].length)}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, icon: Icon }) => (
          <Tabs.Content key={value} value={value} pt="6">
            {groups[value].length === 0 ? (
              <EmptyBookingGroup
                icon={Icon}
                title={t(`myRentals.empty.${value}`)}
                action={
                  value === 'active' ? (
                    <Button asChild colorPalette="brand">
                      <RouterLink to={PATHS.home}>{t('myRentals.browse')}</RouterLink>
                    </Button>
                  ) : null
                }
              />
            ) : (
              <Stack as="ul" gap="4" listStyleType="none">
                {groups[value].map((booking) => (
                  <li key={booking.id}>
                    <RentalCard booking={booking} tab={value} now={now} onAction={openDialog} />
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
    <PageContainer title={t('myRentals.title')} subtitle={t('myRentals.subtitle')}>
      {body}
      {dialogs}
    </PageContainer>
  );
}
