import { useQuery } from '@apollo/client/react';
import { Alert, HStack, Stack, Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuInbox, LuMessageSquare, LuPackage, LuUser } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { PageContainer } from '../../../shared/ui/page-container';
import { useSession } from '../../auth/hooks/session-context';
import { EmailPreferences } from '../../messaging/components/email-preferences';
import { BlockButton } from '../../moderation/components/block-button';
import { BlockedMembers } from '../../moderation/components/blocked-members';
import { ReportButton } from '../../moderation/components/report-button';
import { OnboardingReset } from '../../onboarding/components/onboarding-reset';
import { OwnerRequestsTab, RequestsTabLabel } from '../../owner-bookings/components/owner-requests-tab';
import { OWNER_BOOKINGS_QUERY } from '../../owner-bookings/graphql/owner-bookings.query';
import { pendingRequestCount } from '../../owner-bookings/model/owner-bookings';
import { UserReviews } from '../../reviews/components/user-reviews';
import { USER_LISTINGS_QUERY } from '../graphql/user-listings.query';
import { USER_PROFILE_QUERY } from '../graphql/user-profile.query';
import { displayName, profileHeading } from '../profile-format';
import { DeveloperTokens } from './developer-tokens';
import { MyListings } from './my-listings';
import { ProfileCard } from './profile-card';
import { ProfileDetails } from './profile-details';
import { ProfileSkeleton } from './profile-skeleton';
import { PublicListings } from './public-listings';
import { MessagesTab, MyBookingsTab } from './upcoming-tabs';

/** The identity check's form and its upload code are a chunk of their own, fetched on the member's own account page. */
const IdentityCheckSection = lazy(() =>
  import('../../identity/components/identity-check-section').then((m) => ({
    default: m.IdentityCheckSection,
  })),
);

const TABS = ['profile', 'listings', 'bookings', 'requests', 'messages'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly string[]).includes(value ?? '');
}

export interface ProfileScreenProps {
  userId: number;
  /** The account page (/profile): tabs and owner controls. False for /user/{id}. */
  account: boolean;
}

function NotFound() {
  const { t } = useTranslation('profile');
  return (
    <PageContainer>
      <Alert.Root status="error" rounded="lg" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('page.userNotFound')}</Alert.Title>
      </Alert.Root>
    </PageContainer>
  );
}

/** Spec §2 account page and public profile: one screen, two modes. */
export function ProfileScreen({ userId, account }: ProfileScreenProps) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const profile = useQuery(USER_PROFILE_QUERY, { variables: { id: userId } });
  const listings = useQuery(USER_LISTINGS_QUERY, { variables: { userId } });
  // The Requests tab's badge: the owner's requests waiting for an answer (own account only; the tab shares the answer).
  const ownerBookings = useQuery(OWNER_BOOKINGS_QUERY, { skip: !account || session.user?.id !== userId });

  if (profile.loading && !profile.data) {
    return (
      <PageContainer title={account ? t('page.myAccount') : undefined}>
        <ProfileSkeleton withHeading={!account} />
      </PageContainer>
    );
  }
  if (profile.error && !profile.data) {
    const error = toAppError(profile.error);
    if (error.code === 'NOT_FOUND') return <NotFound />;
    return (
      <PageContainer title={account ? t('page.myAccount') : t('page.profile')}>
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('page.loadFailed')}</Alert.Title>
            <Alert.Description>
              {error.message ? translateServerMessage(error.message) : t('page.checkConnection')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </PageContainer>
    );
  }
  const user = profile.data?.user;
  if (!user) return <NotFound />;

  const own = session.user?.id === user.id;
  const items = listings.data?.userItems;
  const listingsFailure = listings.error && !listings.data ? toAppError(listings.error).message : undefined;
  const listingsError =
    listingsFailure === undefined
      ? null
      : listingsFailure
        ? translateServerMessage(listingsFailure)
        : t('page.itemsLoadFailed');
  // Spec: Items Listed counts the member's items (those the viewer may see, like /search?owner= shows).
  const itemsListed = items?.length ?? user.itemsListed;
  const card = <ProfileCard user={user} own={own} itemsListed={itemsListed} />;

  if (!account) {
    return (
      <PageContainer title={profileHeading(user, t)}>
        <Stack gap="10">
          {card}
          {session.user && !own ? (
            <HStack gap="2" justify="flex-end" mt="-6">
              <ReportButton targetType="user" targetId={user.id} />
              <BlockButton userId={user.id} name={displayName(user)} />
            </HStack>
          ) : null}
          <PublicListings
            name={displayName(user)}
            items={items}
            loading={listings.loading}
            error={listingsError}
          />
          <UserReviews userId={user.id} />
        </Stack>
      </PageContainer>
    );
  }

  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'profile';
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'profile') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <PageContainer title={t('page.myAccount')}>
      <Stack gap="8">
        {card}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => selectTab(details.value)}
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List overflowX="auto">
            <Tabs.Trigger whiteSpace="nowrap" flexShrink={0} value="profile">
              <LuUser aria-hidden="true" />
              {t('tabs.profile')}
            </Tabs.Trigger>
            <Tabs.Trigger whiteSpace="nowrap" flexShrink={0} value="listings">
              <LuPackage aria-hidden="true" />
              {t('tabs.listings')}
            </Tabs.Trigger>
            <Tabs.Trigger whiteSpace="nowrap" flexShrink={0} value="bookings">
              <LuCalendarDays aria-hidden="true" />
              {t('tabs.bookings')}
            </Tabs.Trigger>
            {own ? (
              <Tabs.Trigger whiteSpace="nowrap" flexShrink={0} value="requests">
                <LuInbox aria-hidden="true" />
                <RequestsTabLabel waiting={pendingRequestCount(ownerBookings.data?.ownerBookings)} />
              </Tabs.Trigger>
            ) : null}
            <Tabs.Trigger whiteSpace="nowrap" flexShrink={0} value="messages">
              <LuMessageSquare aria-hidden="true" />
              {t('tabs.messages')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile" pt="6">
            <Stack gap="10">
              <ProfileDetails user={user} />
              {own ? (
                <Suspense fallback={null}>
                  <IdentityCheckSection />
                </Suspense>
              ) : null}
              {own ? <EmailPreferences /> : null}
              {own ? <OnboardingReset /> : null}
              {own ? <DeveloperTokens /> : null}
              {own ? <BlockedMembers /> : null}
              <UserReviews userId={user.id} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="listings" pt="6">
            <MyListings items={items} loading={listings.loading} error={listingsError} />
          </Tabs.Content>
          <Tabs.Content value="bookings" pt="6">
            <MyBookingsTab />
          </Tabs.Content>
          {own ? (
            <Tabs.Content value="requests" pt="6">
              <OwnerRequestsTab />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="messages" pt="6">
            <MessagesTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </PageContainer>
  );
}
