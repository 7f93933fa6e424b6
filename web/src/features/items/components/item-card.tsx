import { Badge, Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMapPin, LuMessageCircle } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { useSession } from '../../auth/hooks/session-context';
import type { ITEM_CARD_FIELDS } from '../graphql/item-card-fields.fragment';
import { categoryLabel } from '../model/category-name';
import { itemPath, signInToRentPath } from '../model/item-links';
import { ownerLabel } from '../model/owner-label';
import { FavoriteButton } from './favorite-button';
import { ImageCarousel } from './image-carousel';
import { PricePerDay } from './price-tag';
import { RankBadge } from './rank-badge';
import { StarRating } from './star-rating';

export type CardItem = ResultOf<typeof ITEM_CARD_FIELDS>;

/** The quick-booking dialog (and Chakra's dialog machinery with it) loads when a signed-in user asks. */
const loadQuickBooking = () => import('./quick-booking-dialog');
const QuickBookingDialog = lazy(() =>
  loadQuickBooking().then((module) => ({ default: module.QuickBookingDialog })),
);
/** Fetches the dialog's module ahead of the click (pointer on its way, keyboard focus). */
function prefetchQuickBooking(): void {
  loadQuickBooking().catch(() => undefined);
}

const loadMessageDialog = () => import('../../messaging/components/message-owner-dialog');
const MessageOwnerDialog = lazy(() =>
  loadMessageDialog().then((module) => ({ default: module.MessageOwnerDialog })),
);
function prefetchMessageDialog(): void {
  loadMessageDialog().catch(() => undefined);
}

/** The images to show: the gallery, else the single cover image. */
export function cardImages(item: Pick<CardItem, 'image' | 'images'>): string[] {
  if (item.images.length > 0) return [...item.images];
  return item.image ? [item.image] : [];
}

/** Spec §2 item card. `imageSizes` says how wide its photo is drawn (a `sizes` value, see pageShareSizes). */
export function ItemCard({
  item,
  imageSizes,
  headingLevel = 'h3',
}: {
  item: CardItem;
  imageSizes: string;
  headingLevel?: 'h2' | 'h3';
}) {
  // Cards appear on many pages (home, search, profile, item): each brings its own strings.
  useNamespaces('items');
  const { t } = useTranslation('items');
  const { number } = useFormat();
  const session = useSession();
  const navigate = useNavigate();
  const [bookingOpen, setBookingOpen] = useState(false);
  // The dialog mounts at the first Rent Now and stays mounted, so it can play its closing animation.
  const [bookingWanted, setBookingWanted] = useState(false);
  // Spec §2 Message (signed-in non-owners): the dialog mounts at the first click, like the quick booking's.
  const [messageOpen, setMessageOpen] = useState(false);
  const [messageWanted, setMessageWanted] = useState(false);
  const signedIn = session.status === 'authenticated';
  const ownItem = signedIn && session.user?.id === item.ownerId;
  const owner = ownerLabel(item.owner, item.ownerId, t);

  function rentNow() {
    if (signedIn) {
      setBookingWanted(true);
      setBookingOpen(true);
    } else navigate(signInToRentPath(item.id));
  }

  return (
    <Card.Root overflow="hidden" h="full" variant="outline" data-testid="item-card">
      <Box position="relative" aspectRatio="4 / 3" flexShrink="0">
        <ImageCarousel images={cardImages(item)} title={item.title} sizes={imageSizes} />
        <Box position="absolute" top="2" insetEnd="2">
          <FavoriteButton itemId={item.id} isFavorite={item.isFavorite} title={item.title} />
        </Box>
        <Badge
          position="absolute"
          top="2"
          insetStart="2"
          colorPalette="brand"
          variant="solid"
          rounded="full"
          px="2.5"
        >
          {categoryLabel(item.category, t)}
        </Badge>
      </Box>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" gap="2">
          <StarRating value={item.averageRating} reviewCount={item.reviewCount} compact />
          {item.distanceKm !== null && item.distanceKm !== undefined ? (
            <HStack gap="1" color="fg.muted" fontSize="xs">
              <LuMapPin aria-hidden="true" />
              <Text>
                {t('card.distance', {
                  // One decimal close by, whole kilometres further out.
                  distance: number(item.distanceKm, {
                    maximumFractionDigits: item.distanceKm < 10 ? 1 : 0,
                    minimumFractionDigits: item.distanceKm < 10 ? 1 : 0,
                  }),
                })}
              </Text>
            </HStack>
          ) : null}
        </HStack>
        <Heading as={headingLevel} fontSize="md" fontWeight="semibold" lineClamp={1} title={item.title}>
          {item.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={2} minH="10">
          {item.description}
        </Text>
        <HStack gap="1.5" wrap="wrap" fontSize="sm">
          <Text color="fg.muted">{t('owner.listedBy')}</Text>
          <Text fontWeight="medium">{owner}</Text>
          {item.owner ? <RankBadge rank={item.owner.koalaRank} size="xs" /> : null}
        </HStack>
        <HStack justify="space-between" align="center" gap="2" mt="auto" pt="1">
          <PricePerDay amount={item.pricePerDay} currency={item.currency} />
          {signedIn && !ownItem ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              aria-label={t('card.messageOwner', { title: item.title })}
              aria-haspopup="dialog"
              onPointerEnter={prefetchMessageDialog}
              onFocus={prefetchMessageDialog}
              onClick={() => {
                setMessageWanted(true);
                setMessageOpen(true);
              }}
            >
              <LuMessageCircle aria-hidden="true" />
              {t('card.message')}
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
      <Card.Footer gap="2" p="4" pt="0">
        <Button asChild flex="1" variant="outline" size="sm">
          <RouterLink to={itemPath(item.id)} aria-label={t('card.detailsOf', { title: item.title })}>
            {t('card.details')}
          </RouterLink>
        </Button>
        <Button
          flex="1"
          size="sm"
          colorPalette="brand"
          onClick={rentNow}
          onPointerEnter={signedIn ? prefetchQuickBooking : undefined}
          onFocus={signedIn ? prefetchQuickBooking : undefined}
          aria-label={t('card.rentNowOf', { title: item.title })}
        >
          {t('card.rentNow')}
        </Button>
      </Card.Footer>
      {signedIn && messageWanted ? (
        <Suspense fallback={null}>
          <MessageOwnerDialog
            open={messageOpen}
            onClose={() => setMessageOpen(false)}
            owner={{ id: item.ownerId, name: owner }}
            about={item.title}
            relatedItemId={item.id}
            successTo="member"
          />
        </Suspense>
      ) : null}
      {signedIn && bookingWanted ? (
        <Suspense fallback={null}>
          <QuickBookingDialog item={item} open={bookingOpen} onOpenChange={setBookingOpen} />
        </Suspense>
      ) : null}
    </Card.Root>
  );
}
