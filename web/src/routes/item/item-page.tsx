import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Grid, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/route-title';
import { loadItemCard } from '../../features/items/components/item-grid';
import { ITEM_DETAIL_QUERY } from '../../features/items/graphql/item-detail.query';
import { toAppError } from '../../shared/errors/app-error';
import { PATHS } from '../../shared/routes/paths';
import { whenIdle } from '../../shared/ui/deferred-module';
import { PageContainer } from '../../shared/ui/page-container';
import { parseItemId } from './item-actions';

const loadDetail = () => import('./item-detail');
/** The loaded view is its own chunk: the skeleton shows until both the data and this chunk are there. */
const ItemDetail = lazy(() => loadDetail().then((module) => ({ default: module.ItemDetail })));

function NotFound() {
  const { t } = useTranslation('items');
  return (
    <PageContainer title={t('detail.notFoundTitle')} subtitle={t('detail.notFoundBody')}>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.home}>{t('detail.backHome')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.search}>{t('detail.browseItems')}</RouterLink>
        </Button>
      </HStack>
    </PageContainer>
  );
}

function LoadingSkeleton() {
  const { t } = useTranslation('items');
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }} role="status" aria-label={t('detail.loading')}>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="10" aria-hidden="true">
        <Skeleton h={{ base: '72', md: 'md' }} rounded="2xl" />
        <Stack gap="4">
          <Skeleton h="6" w="24" />
          <Skeleton h="10" w="3/4" />
          <Skeleton h="5" w="40" />
          <SkeletonText noOfLines={4} />
          <Skeleton h="12" />
        </Stack>
      </Grid>
    </Container>
  );
}

/** Spec §2: /item/{id}. */
export function ItemPage() {
  const { t } = useTranslation('items');
  const { id: rawId } = useParams();
  const id = parseItemId(rawId);
  const { data, loading, error } = useQuery(ITEM_DETAIL_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  // Fetch the view's chunk alongside the data, once the page has painted (its skeleton).
  useEffect(() => whenIdle(() => void loadDetail().catch(() => undefined)), []);
  // The tab names the item itself ('Tandem kayak · KoalaRent'), as the server-rendered page does.
  usePageTitle(id !== null && data?.item?.id === id ? data.item.title : null);

  if (id === null) return <NotFound />;
  if (data?.item && data.item.id === id) {
    return (
      <Suspense fallback={<LoadingSkeleton />}>
        <ItemDetail key={id} item={data.item} />
      </Suspense>
    );
  }
  if (loading) return <LoadingSkeleton />;
  if (error && toAppError(error).code === 'NOT_FOUND') return <NotFound />;
  if (error) {
    return (
      <PageContainer title={t('detail.errorTitle')}>
        <Box role="alert" color="fg.error">
          {t('detail.loadFailed')}
        </Box>
      </PageContainer>
    );
  }
  return <NotFound />;
}

/**
 * The page's code that its server-rendered HTML already shows but that loads on its own (lazy parts): loaded with the
 * route, before the page hydrates, so no part of it is left waiting for its code while the visitor can already tap it
 * (a tap on a part not yet hydrated is lost). The router calls it (app/router.tsx).
 */
export function preloadPage(): Promise<unknown> {
  return Promise.all([loadDetail(), loadItemCard()]);
}
