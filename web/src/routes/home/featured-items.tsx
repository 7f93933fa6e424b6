import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCardSkeleton } from '../../features/items/components/item-grid';
import { FEATURED_ITEMS_QUERY } from '../../features/items/graphql/featured-items.query';
import { pageShareSizes } from '../../shared/images/responsive-image';
import { PATHS } from '../../shared/routes/paths';
import { whenIdle } from '../../shared/ui/deferred-module';
import { CardRow, CardRowItem } from './card-row';
import { SectionHeader } from './section-header';

/** Spec §9: featured items 4. */
const FEATURED_COUNT = 4;
/** On a phone a featured card takes most of the row, and the next one peeks in. */
const CARD_WIDTH = '78%';
/** The card's photo: CARD_WIDTH of the row on a phone, then CardRow's 2 and 4 columns. */
const IMAGE_SIZES = pageShareSizes({ base: 0.78, md: 1 / 2, lg: 1 / 4 });

const loadItemCard = () => import('../../features/items/components/item-card');
const ItemCard = lazy(() => loadItemCard().then((module) => ({ default: module.ItemCard })));

/**
 * Spec §2 Home: Featured Items, 4, with 'View All'. Issue 27: the best items to show (public, with a photo,
 * best rated, then most booked; see core's featuredItems), not the newest, which Recently Added shows.
 */
export function FeaturedItems() {
  const { t } = useTranslation('home');
  const { data, loading, error } = useQuery(FEATURED_ITEMS_QUERY, { variables: { limit: FEATURED_COUNT } });
  const items = data?.featuredItems ?? [];
  useEffect(() => whenIdle(() => void loadItemCard().catch(() => undefined)), []);
  return (
    <Stack as="section" aria-labelledby="home-featured" gap="6">
      <SectionHeader
        id="home-featured"
        title={t('featured.title')}
        subtitle={t('featured.subtitle')}
        link={{ to: PATHS.search, label: t('featured.viewAll'), name: t('featured.viewAllName') }}
      />
      {loading && !data ? (
        <CardRow as="div" busy label={t('featured.loading')}>
          {Array.from({ length: FEATURED_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <CardRowItem as="div" key={index} cardWidth={CARD_WIDTH}>
              <ItemCardSkeleton />
            </CardRowItem>
          ))}
        </CardRow>
      ) : error && !data ? (
        <Text color="fg.error" role="alert">
          {t('featured.error')}
        </Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('featured.empty')}</Text>
      ) : (
        <CardRow>
          {items.slice(0, FEATURED_COUNT).map((item) => (
            <CardRowItem key={item.id} cardWidth={CARD_WIDTH}>
              <Suspense fallback={<ItemCardSkeleton />}>
                <ItemCard item={item} imageSizes={IMAGE_SIZES} />
              </Suspense>
            </CardRowItem>
          ))}
        </CardRow>
      )}
    </Stack>
  );
}
