import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ItemGrid, ItemGridSkeleton } from '../../features/items/components/item-grid';
import { ITEMS_QUERY } from '../../features/items/graphql/items.query';
import { PATHS } from '../../shared/routes/paths';
import { SectionHeader } from './section-header';

/** Spec §9: featured items 4. */
const FEATURED_COUNT = 4;

/** Spec §2 Home: Featured Items, the first 4 items, with 'View All'. */
export function FeaturedItems() {
  const { t } = useTranslation('home');
  const { data, loading, error } = useQuery(ITEMS_QUERY, { variables: { first: FEATURED_COUNT } });
  const items = data?.items.nodes ?? [];
  return (
    <Stack as="section" aria-labelledby="home-featured" gap="6">
      <SectionHeader
        id="home-featured"
        title={t('featured.title')}
        subtitle={t('featured.subtitle')}
        link={{ to: PATHS.search, label: t('featured.viewAll'), name: t('featured.viewAllName') }}
      />
      {loading && !data ? (
        <ItemGridSkeleton count={FEATURED_COUNT} label={t('featured.loading')} />
      ) : error && !data ? (
        <Text color="fg.error" role="alert">
          {t('featured.error')}
        </Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('featured.empty')}</Text>
      ) : (
        <ItemGrid items={items.slice(0, FEATURED_COUNT)} />
      )}
    </Stack>
  );
}
