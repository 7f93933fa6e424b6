import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  GridItem,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuCalendarCheck,
  LuCalendarDays,
  LuMapPin,
  LuMessageCircle,
  LuPencil,
  LuShieldCheck,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/session-context';
import { MY_BOOKINGS_QUERY } from '../../features/bookings/graphql/my-bookings.query';
import { currentItemBooking } from '../../features/bookings/model/item-booking';
import { useCurrency } from '../../features/currency/currency-context';
import { FavoriteButton } from '../../features/items/components/favorite-button';
import { PricePerDay } from '../../features/items/components/price-tag';
import { StarRating } from '../../features/items/components/star-rating';
import type { ITEM_DETAIL_QUERY } from '../../features/items/graphql/item-detail.query';
import { categoryLabel } from '../../features/items/model/category-name';
import { ownerLabel } from '../../features/items/model/owner-label';
import { ReportButton } from '../../features/moderation/components/report-button';
import { InstantBookNotice } from '../../features/rental/components/instant-book-notice';
import { useRentalWizard } from '../../features/rental/hooks/use-rental-wizard';
import { ItemReviews } from '../../features/reviews/components/item-reviews';
import type { ResultOf } from '../../shared/graphql/graphql';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { onFirstInteraction } from '../../shared/ui/deferred-module';
import { HealthScoreBar } from './health-score-bar';
import { itemActions } from './item-actions';
import { ItemGallery } from './item-gallery';
import { MyItemBooking } from './my-item-booking';
import { OwnerBlock } from './owner-block';
import { RelatedItems } from './related-items';

const loadMessageDialog = () => import('../../features/messaging/components/message-owner-dialog');
/** The message dialog is its own chunk, fetched when the pointer or focus reaches Message Owner. */
const MessageOwnerDialog = lazy(() =>
  loadMessageDialog().then((module) => ({ default: module.MessageOwnerDialog })),
);
function prefetchMessageDialog(): void {
  loadMessageDialog().catch(() => undefined);
}

export type DetailItem = ResultOf<typeof ITEM_DETAIL_QUERY>['item'];

const loadWizard = () => import('../../features/rental/components/rental-wizard');
/**
 * The wizard (calendar, card form, their schemas, zod: ~100 KiB gzipped) is its own chunk, never part of the page's
 * first load: it is fetched when the pointer or focus reaches Rent Now, at the visitor's first touch, press or key
 * on the page (on a phone, with no pointer to hover, it is then usually there by the time Rent Now is tapped), or
 * when the page opens it (?rent=true, a rental resumed after sign-in). A page load nobody touches never fetches it.
 */
const RentalWizard = lazy(() => loadWizard().then((module) => ({ default: module.RentalWizard })));
function prefetchWizard(): void {
  loadWizard().catch(() => undefined);
}
/** Rent Now's prefetch handlers: pointer on its way (a touch's pointerdown comes before its click), or focus. */
const prefetchWizardProps = {
  onPointerEnter: prefetchWizard,
  onPointerDown: prefetchWizard,
  onFocus: prefetchWizard,
} as const;

/**
 * The loaded item page: gallery, rating, health bar, booking panel, owner, related items. Its own chunk,
 * loaded by ItemPage (item-page.tsx) while the item's data is on its way, so none of it (star rating, alert,
 * gallery, owner block…) holds up the route's first paint, which is the skeleton.
 */
/** What the owner is told about their own listing's review (spec §4 approval states). */
function ApprovalNotice({ item }: { item: DetailItem }) {
  const { t } = useTranslation('items');
  const edit = (
    <HStack gap="2" wrap="wrap" mt="2">
      <Button asChild size="sm" variant="outline">
        <RouterLink to={buildPath(PATHS.editItem, { id: item.id })}>
          <LuPencil aria-hidden="true" />
          {t('detail.editListing')}
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={buildPath(PATHS.itemCalendar, { id: item.id })}>
          <LuCalendarDays aria-hidden="true" />
          {t('detail.calendar')}
        </RouterLink>
      </Button>
    </HStack>
  );
  if (item.approvalStatus === 'pending') {
    return (
      <Alert.Root status="info" rounded="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('detail.pendingTitle')}</Alert.Title>
          <Alert.Description>{t('detail.pendingBody')}</Alert.Description>
          {edit}
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (item.approvalStatus === 'rejected') {
    return (
      <Alert.Root status="error" rounded="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('detail.rejectedTitle')}</Alert.Title>
          <Alert.Description>
            {item.rejectionReason
              ? t('detail.rejectedReason', { reason: item.rejectionReason })
              : t('detail.rejectedBody')}
          </Alert.Description>
          {edit}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}

/**
 * The phone's sticky bar (issue 27): shown once the booking panel (price and Rent Now) has scrolled up out of
 * view, hidden again when it comes back. `anchor` goes on the panel.
 */
function useStickyBar(enabled: boolean): { anchor: RefObject<HTMLDivElement | null>; shown: boolean } {
  const anchor = useRef<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = anchor.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return { anchor, shown };
}

export function ItemDetail({ item }: { item: DetailItem }) {
  const { t } = useTranslation('items');
  const session = useSession();
  const { price } = useCurrency();
  const signedIn = session.status === 'authenticated';
  const isOwner = signedIn && session.user?.id === item.ownerId;
  const actions = itemActions(item, { signedIn, userId: session.user?.id ?? null });
  const images = item.images.length > 0 ? item.images : item.image ? [item.image] : [];
  const deposit = price(item.securityDeposit, item.currency);
  // Rent Now, ?rent=true (then removed) and a rental resumed after sign-in all open the wizard (spec §2, §4).
  const wizard = useRentalWizard(item);
  // Spec §2 message to owner: the dialog loads at the first Message Owner and stays mounted so it can animate out.
  const [messaging, setMessaging] = useState({ open: false, mounted: false });
  // Mounted from its first opening on, so closing it animates and its choices stay.
  const [wizardMounted, setWizardMounted] = useState(false);
  if (wizard.state.open && !wizardMounted) setWizardMounted(true);
  useEffect(() => (wizard.canRent ? onFirstInteraction(prefetchWizard) : undefined), [wizard.canRent]);
  // Issue 27: the renter's own request or rental of this item, shown above the price; a new request evicts
  // myBookings, so this reads it again after 'Rental request sent!'.
  const mine = useQuery(MY_BOOKINGS_QUERY, {
    skip: !signedIn || isOwner,
    fetchPolicy: 'cache-and-network',
  });
  const myBooking = signedIn && !isOwner ? currentItemBooking(mine.data?.myBookings, item.id) : null;
  const rentable = !actions.ownItem && actions.messageOwner !== null && wizard.canRent;
  const stickyBar = useStickyBar(rentable);

  return (
    <Container maxW="7xl" py={{ base: '4', md: '12' }}>
      <Stack gap="14">
        {/*
          Issue 27: on a phone the photos come first, then title, rating, price, deposit and Rent Now (within an
          844 px screen), and only then the description and reviews; on a wide screen the booking panel stays
          beside both, sticky.
        */}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }}
          templateAreas={{ base: '"gallery" "panel" "details"', lg: '"gallery panel" "details panel"' }}
          templateRows={{ lg: 'auto 1fr' }}
          columnGap={{ base: '8', lg: '12' }}
          rowGap={{ base: '5', lg: '8' }}
          alignItems="start"
        >
          <GridItem minW="0" gridArea="gallery">
            <ItemGallery images={images} title={item.title} />
          </GridItem>
          <GridItem minW="0" gridArea="details">
            <Stack gap="8">
              <Stack as="section" aria-labelledby="item-description" gap="3">
                <Heading as="h2" id="item-description" size="lg">
                  {t('detail.description')}
                </Heading>
                <Text whiteSpace="pre-line" color="fg" lineHeight="tall">
                  {item.description}
                </Text>
              </Stack>
              <ItemReviews itemId={item.id} />
            </Stack>
          </GridItem>
          <GridItem minW="0" gridArea="panel" alignSelf="stretch">
            <Stack gap={{ base: '3', md: '5' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
              {isOwner ? <ApprovalNotice item={item} /> : null}
              <HStack justify="space-between" align="center">
                <Badge colorPalette="brand" variant="subtle" rounded="full" px="3" size="lg">
                  {categoryLabel(item.category, t)}
                </Badge>
                <FavoriteButton itemId={item.id} isFavorite={item.isFavorite} title={item.title} size="md" />
              </HStack>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                {item.title}
              </Heading>
              <StarRating value={item.averageRating} reviewCount={item.reviewCount} size="md" />
              {/* Issue 27: a score drawn from no reviews says nothing; it shows once there are some. */}
              {item.reviewCount > 0 ? <HealthScoreBar averageRating={item.averageRating} /> : null}
              <Separator hideBelow="md" />
              {myBooking ? (
                // Its status words come from the bookings namespace: load them without hiding the page.
                <Suspense fallback={null}>
                  <MyItemBooking booking={myBooking} />
                </Suspense>
              ) : null}
              <Stack
                ref={stickyBar.anchor}
                gap={{ base: '3', md: '4' }}
                p={{ base: '4', md: '5' }}
                rounded="2xl"
                borderWidth="1px"
                borderColor="border.muted"
                bg="bg.subtle"
              >
                <PricePerDay amount={item.pricePerDay} currency={item.currency} size="2xl" />
                <HStack gap="2" color="fg.muted" fontSize="sm">
                  <LuShieldCheck aria-hidden="true" />
                  <Text>
                    {t('detail.securityDeposit')}{' '}
                    <Text as="span" fontWeight="semibold" color="fg">
                      {deposit.primary}
                    </Text>
                    {deposit.usd ? ` (${deposit.usd})` : null}
                  </Text>
                </HStack>
                <HStack gap="2" color="fg.muted" fontSize="sm">
                  <LuMapPin aria-hidden="true" />
                  <Text>{item.location || t('localPickup')}</Text>
                </HStack>
                {!actions.ownItem && actions.messageOwner ? (
                  <Stack gap="2">
                    {wizard.canRent ? (
                      <Button
                        colorPalette="brand"
                        // With a request or rental of this item already, seeing it comes first; booking
                        // other dates is still possible.
                        variant={myBooking ? 'outline' : 'solid'}
                        size="lg"
                        onClick={wizard.start}
                        {...prefetchWizardProps}
                        aria-haspopup="dialog"
                      >
                        <LuCalendarCheck aria-hidden="true" />
                        {t('detail.rentNow')}
                      </Button>
                    ) : (
                      <Text color="fg.muted" fontSize="sm" textAlign="center" role="status">
                        {t('detail.unavailable')}
                      </Text>
                    )}
                    {wizard.canRent ? <InstantBookNotice itemId={item.id} /> : null}
                    {actions.messageOwner.kind === 'signIn' ? (
                      <Button asChild variant="outline" size="lg">
                        <RouterLink to={actions.messageOwner.path}>
                          <LuMessageCircle aria-hidden="true" />
                          {t('detail.messageOwner')}
                        </RouterLink>
                      </Button>
                    ) : (
                      <Button
                        variant="outline"
                        size="lg"
                        aria-haspopup="dialog"
                        onPointerEnter={prefetchMessageDialog}
                        onFocus={prefetchMessageDialog}
                        onClick={() => setMessaging({ open: true, mounted: true })}
                      >
                        <LuMessageCircle aria-hidden="true" />
                        {t('detail.messageOwner')}
                      </Button>
                    )}
                  </Stack>
                ) : isOwner && item.approvalStatus === 'approved' ? (
                  <Stack gap="2">
                    <Button asChild variant="outline">
                      <RouterLink to={buildPath(PATHS.editItem, { id: item.id })}>
                        <LuPencil aria-hidden="true" />
                        {t('detail.editListing')}
                      </RouterLink>
                    </Button>
                    <Button asChild variant="outline">
                      <RouterLink to={buildPath(PATHS.itemCalendar, { id: item.id })}>
                        <LuCalendarDays aria-hidden="true" />
                        {t('detail.calendar')}
                      </RouterLink>
                    </Button>
                  </Stack>
                ) : null}
              </Stack>
              <OwnerBlock owner={item.owner ?? null} ownerId={item.ownerId} />
              {signedIn && !isOwner ? (
                <HStack justify="flex-end">
                  <ReportButton targetType="item" targetId={item.id} />
                </HStack>
              ) : null}
            </Stack>
          </GridItem>
        </Grid>
        <RelatedItems itemId={item.id} category={item.category} />
      </Stack>
      {rentable && stickyBar.shown ? (
        <HStack
          role="group"
          aria-label={t('detail.stickyBar')}
          data-testid="sticky-rent-bar"
          hideFrom="lg"
          position="fixed"
          insetX="0"
          bottom="0"
          zIndex="sticky"
          justify="space-between"
          gap="3"
          px="4"
          py="3"
          bg="bg"
          borderTopWidth="1px"
          borderColor="border.muted"
          boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
        >
          <PricePerDay amount={item.pricePerDay} currency={item.currency} size="lg" />
          <Button colorPalette="brand" onClick={wizard.start} {...prefetchWizardProps} aria-haspopup="dialog">
            <LuCalendarCheck aria-hidden="true" />
            {t('detail.rentNow')}
          </Button>
        </HStack>
      ) : null}
      {/* Room under the page's end, so the fixed bar never covers the footer's last line. */}
      {rentable && stickyBar.shown ? <Box h="20" hideFrom="lg" aria-hidden="true" /> : null}
      {messaging.mounted ? (
        <Suspense fallback={null}>
          <MessageOwnerDialog
            open={messaging.open}
            onClose={() => setMessaging({ open: false, mounted: true })}
            owner={{
              id: item.ownerId,
              name: item.owner?.fullName?.trim() || ownerLabel(item.owner ?? null, item.ownerId, t),
            }}
            about={item.title}
            relatedItemId={item.id}
            successTo="owner"
          />
        </Suspense>
      ) : null}
      {wizardMounted ? (
        <Suspense fallback={null}>
          <RentalWizard
            item={item}
            state={wizard.state}
            dispatch={wizard.dispatch}
            signedIn={wizard.signedIn}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
