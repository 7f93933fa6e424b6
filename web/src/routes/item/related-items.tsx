import { useQuery } from '@apollo/client/react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ItemGrid, ItemGridSkeleton } from '../../features/items/components/item-grid';
import { RECOMMENDED_ITEMS_QUERY } from '../../features/items/graphql/recommended-items.query';
import { SIMILAR_ITEMS_QUERY } from '../../features/items/graphql/similar-items.query';
import { categoryLabel } from '../../features/items/model/category-name';

const LIMIT = 4;

function RelatedSection({
  id,
  title,
  items,
  loading,
}: {
  id: string;
  title: string;
  items: Parameters<typeof ItemGrid>[0]['items'] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('items');
  // A failed or empty side list is left out: the page is about the item.
  if (!loading && (!items || items.length === 0)) return null;
  return (
    <Stack as="section" aria-labelledby={id} gap="5">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {items ? (
        <ItemGrid items={items} />
      ) : (
        <ItemGridSkeleton count={LIMIT} label={t('detail.loadingSection', { title })} />
      )}
    </Stack>
  );
}

/** Spec §2 item detail: 'Similar Items in {category}' and 'You May Also Like'. */
export function RelatedItems({ itemId, category }: { itemId: number; category: string }) {
  const { t } = useTranslation('items');
  const similar = useQuery(SIMILAR_ITEMS_QUERY, { variables: { id: itemId, limit: LIMIT } });
  const recommended = useQuery(RECOMMENDED_ITEMS_QUERY, { variables: { id: itemId, limit: LIMIT } });
  return (
    <Stack gap="12">
      <RelatedSection
        id="similar-items"
        title={t('detail.similar', { category: categoryLabel(category, t) })}
        items={similar.data?.similarItems}
        loading={similar.loading}
      />
      <RelatedSection
        id="recommended-items"
        title={t('detail.alsoLike')}
        items={recommended.data?.recommendedItems}
        loading={recommended.loading}
      />
    </Stack>
  );
}
