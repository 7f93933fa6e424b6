import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemGrid, ItemGridSkeleton } from '../../features/items/components/item-grid';
import { emptyTitle } from './search-params';
import { SEARCH_PAGE_SIZE, type useItemSearch } from './use-item-search';

type Search = ReturnType<typeof useItemSearch>;

/**
 * Loads the next page when the end of the list scrolls into view; the Load more button does the same for
 * keyboard users and browsers without IntersectionObserver.
 */
function useLoadOnScroll(search: Search) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, loadMore, loadMoreFailed } = search;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || loadMoreFailed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, loadMore, loadMoreFailed]);
  return sentinel;
}

/** `category` is the category's name as shown (translated). */
export function SearchResults({ search, q, category }: { search: Search; q: string; category: string }) {
  const { t } = useTranslation('search');
  const sentinel = useLoadOnScroll(search);

  if (search.loading) return <ItemGridSkeleton count={SEARCH_PAGE_SIZE / 2} label={t('results.loading')} />;
  if (search.error) {
    return (
      <Box role="alert" p="6" rounded="xl" bg="bg.error" color="fg.error" fontWeight="medium">
        {t('results.error')}
      </Box>
    );
  }
  if (search.items.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="2" py="16" px="4" rounded="2xl" bg="bg.subtle">
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          {emptyTitle(q, category, t)}
        </Text>
        <Text color="fg.muted">{t('results.emptyHint')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="8">
      <ItemGrid items={search.items} headingLevel="h2" columns={{ base: 1, sm: 2, xl: 3 }} />
      <div ref={sentinel} />
      {search.hasNextPage ? (
        <Center flexDirection="column" gap="2">
          {search.loadMoreFailed ? (
            <Text color="fg.error" role="alert">
              {t('results.error')}
            </Text>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void search.loadMore()}
            loading={search.loadingMore}
            loadingText={t('results.loadingMore')}
          >
            {t('results.loadMore')}
          </Button>
        </Center>
      ) : search.loadingMore ? (
        <Center>
          <Spinner />
        </Center>
      ) : null}
      <Text srOnly aria-live="polite">
        {t('results.showing', {
          shown: String(search.items.length),
          total: `${search.totalCount}${search.totalIsExact ? '' : '+'}`,
        })}
      </Text>
    </Stack>
  );
}
