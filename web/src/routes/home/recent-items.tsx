import { useQuery } from '@apollo/client/react';
import { Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RECENT_ITEMS_QUERY } from '../../features/items/graphql/recent-items.query';
import { PATHS } from '../../shared/routes/paths';
import { whenIdle } from '../../shared/ui/deferred-module';
import { CardRow, CardRowItem } from './card-row';
import { SectionHeader } from './section-header';

/** Spec §9: recent skeletons 4. */
const SKELETONS = 4;
const LIMIT = 8;
/** On a phone two Recently Added cards fit side by side, and the third peeks in. */
const CARD_WIDTH = '44%';

/**
 * The cards are drawn only once items have arrived, after the
 * first paint: fetched then, or while the skeletons show and the browser is idle.
 */
export const loadRecentCard = () => import('./recent-card');
const RecentCard = lazy(() => loadRecentCard().then((module) => ({ default: module.RecentCard })));

function RecentCardSkeleton() {
  return (
    <Stack gap="3" aria-hidden="true">
      <Skeleton h="36" rounded="lg" />
      <Skeleton h="5" w="3/4" />
      <Skeleton h="4" w="1/2" />
    </Stack>
  );
}

/** Spec §2 Home: Recently Added. */
export function RecentItems() {
  const { t } = useTranslation('home');
  const { data, loading, error } = useQuery(RECENT_ITEMS_QUERY, { variables: { limit: LIMIT } });
  const items = data?.recentItems ?? [];
  useEffect(
    () =>
      whenIdle(() => {
        loadRecentCard().catch(() => undefined);
      }),
    [],
  );
  return (
    <Stack as="section" aria-labelledby="home-recent" gap="6">
      <SectionHeader id="home-recent" title={t('recent.title')} subtitle={t('recent.subtitle')} />
      {loading && !data ? (
        <CardRow as="div" busy label={t('recent.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <CardRowItem as="div" key={index} cardWidth={CARD_WIDTH}>
              <RecentCardSkeleton />
            </CardRowItem>
          ))}
        </CardRow>
      ) : error && !data ? (
        <Text color="fg.error" role="alert">
          {t('recent.error')}
        </Text>
      ) : items.length === 0 ? (
        <Stack align="center" gap="2" py="8" textAlign="center">
          <Text color="fg.muted">{t('recent.empty')}</Text>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.listItem}>{t('recent.beFirst')}</RouterLink>
          </Link>
        </Stack>
      ) : (
        <CardRow>
          {items.map((item) => (
            <CardRowItem key={item.id} cardWidth={CARD_WIDTH}>
              <Suspense fallback={<RecentCardSkeleton />}>
                <RecentCard item={item} />
              </Suspense>
            </CardRowItem>
          ))}
        </CardRow>
      )}
    </Stack>
  );
}
