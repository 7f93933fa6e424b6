import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, EmptyState, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { MY_RENTALS_GROUPS, type MyRentalsGroup } from '@koalarent/core/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarCheck, LuCalendarX, LuPackageOpen } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { RentalCard } from '../../features/bookings/components/rental-card';
import { useRenterDialogs } from '../../features/bookings/components/renter-dialog-host';
import { MY_BOOKINGS_QUERY } from '../../features/bookings/graphql/my-bookings.query';
import { useNow } from '../../features/bookings/hooks/use-now';
import { groupBookings } from '../../features/bookings/model/booking-view';
import { toAppError } from '../../shared/errors/app-error';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PageContainer } from '../../shared/ui/page-container';

const TABS: { value: MyRentalsGroup; label: string; empty: string; icon: React.ElementType }[] = [
  { value: 'active', label: 'Active', empty: "You don't have any active rentals", icon: LuPackageOpen },
  {
    value: 'completed',
    label: 'Completed',
    empty: "You don't have any completed rentals",
    icon: LuCalendarCheck,
  },
  {
    value: 'cancelled',
    label: 'Cancelled',
    empty: "You don't have any cancelled rentals",
    icon: LuCalendarX,
  },
];

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
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(MY_BOOKINGS_QUERY);
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
      <Alert.Root status="error" rounded="lg" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load your rentals</Alert.Title>
          <Alert.Description>
            {toAppError(error).message ?? 'Please check your connection and try again.'}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  } else if (!groups) {
    body = (
      <Stack gap="4" role="status" aria-busy={loading} aria-label="Loading your rentals">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h="52" rounded="xl" />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Tabs.Root
        value={tab}
        onValueChange={(details) => selectTab(details.value)}
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List ref={tabList} aria-label="Rentals">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
              <Badge
                colorPalette={value === 'active' ? 'brand' : 'gray'}
                variant={value === 'active' ? 'solid' : 'subtle'}
                rounded="full"
                data-testid={`${value}-count`}
              >
                {groups[value].length}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, empty, icon: Icon }) => (
          <Tabs.Content key={value} value={value} pt="6">
            {groups[value].length === 0 ? (
              <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <Icon />
                  </EmptyState.Indicator>
                  <EmptyState.Title>{empty}</EmptyState.Title>
                  {value === 'active' ? (
                    <Button asChild colorPalette="brand">
                      <RouterLink to={PATHS.home}>Browse Items to Rent</RouterLink>
                    </Button>
                  ) : null}
                </EmptyState.Content>
              </EmptyState.Root>
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
    <PageContainer title="My Rentals" subtitle="Everything you have rented, from request to return.">
      {body}
      {dialogs}
    </PageContainer>
  );
}
