import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuSlidersHorizontal } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrency } from '../../features/currency/currency-context';
import { loadItemCard } from '../../features/items/components/item-grid';
import { ITEM_OWNER_QUERY } from '../../features/items/graphql/item-owner.query';
import { categoryLabel } from '../../features/items/model/category-name';
import { userPath } from '../../features/items/model/item-links';
import { ownerLabel } from '../../features/items/model/owner-label';
import { useReportSearchResults } from '../../features/tracking/search-result-counts';
import { FilterSidebar } from './filter-sidebar';
import { MapPanel, MapToggle } from './map/map-panel';
import {
  DEFAULT_SEARCH,
  parseSearchParams,
  type SearchState,
  serializeSearchState,
  toItemFilter,
} from './search-params';
import { SearchResults } from './search-results';
import { useItemSearch } from './use-item-search';

/** Owner mode (?owner=id): 'Items by {username}' with the item count, no sidebar (spec §2). */
function OwnerHeader({
  ownerId,
  totalCount,
  loading,
}: {
  ownerId: number;
  totalCount: number;
  loading: boolean;
}) {
  const { t } = useTranslation('search');
  const { t: tItems } = useTranslation('items');
  const { data } = useQuery(ITEM_OWNER_QUERY, { variables: { id: ownerId } });
  const name = data ? ownerLabel(data.user, ownerId, tItems) : tItems('owner.user', { id: String(ownerId) });
  return (
    <Stack gap="2">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3">
        <RouterLink to={userPath(ownerId)}>
          <LuArrowLeft aria-hidden="true" />
          {t('owner.back')}
        </RouterLink>
      </Button>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {t('owner.itemsBy', { name })}
      </Heading>
      <Text color="fg.muted" aria-live="polite">
        {loading ? t('owner.loading') : t('count', { count: totalCount })}
      </Text>
    </Stack>
  );
}

/** Spec §2: /search. Every filter lives in the URL, so a search can be shared and the back button undoes it. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { t: tItems } = useTranslation('items');
  const [params, setParams] = useSearchParams();
  const { currency } = useCurrency();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const filter = useMemo(() => toItemFilter(state, currency), [state, currency]);
  const search = useItemSearch(filter);
  // Issue 24 §4: the search's page view carries how many results it found (the admins' Demand view).
  useReportSearchResults(search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The category as shown; the URL and the API keep the server's (English) name.
  const category = state.category ? categoryLabel(state.category, tItems) : '';

  // Each change is a history entry: Back returns to the previous filters.
  const update = useCallback(
    (patch: Partial<SearchState>) => setParams(serializeSearchState({ ...state, ...patch })),
    [state, setParams],
  );
  const reset = useCallback(
    () => setParams(serializeSearchState({ ...DEFAULT_SEARCH, q: state.q, map: state.map })),
    [state.q, state.map, setParams],
  );

  if (state.owner !== null) {
    return (
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <OwnerHeader ownerId={state.owner} totalCount={search.totalCount} loading={search.loading} />
          <SearchResults search={search} q={state.q} category={category} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {state.q ? t('heading.results', { q: state.q }) : category || t('heading.browse')}
          </Heading>
          <HStack gap="3" color="fg.muted" aria-live="polite">
            <Text>
              {search.loading
                ? t('searching')
                : t(search.totalIsExact ? 'found' : 'foundAtLeast', { count: search.totalCount })}
            </Text>
          </HStack>
        </Stack>
        <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap="8" alignItems="start">
          <Stack gap="3">
            {/* On small screens the filters fold away so the results come first. */}
            <Button
              hideFrom="lg"
              variant="outline"
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-controls="search-filter-panel"
            >
              <LuSlidersHorizontal aria-hidden="true" />
              {filtersOpen ? t('filters.hide') : t('filters.show')}
            </Button>
            <Box id="search-filter-panel" display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}>
              <FilterSidebar state={state} onChange={update} onReset={reset} />
            </Box>
          </Stack>
          <Stack gap="4">
            <MapToggle state={state} onChange={update} />
            {state.map ? (
              <MapPanel filter={filter} bbox={state.bbox} onSearchArea={(bbox) => update({ bbox })} />
            ) : null}
            <SearchResults search={search} q={state.q} category={category} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

/**
 * The page's code that its server-rendered HTML already shows but that loads on its own (lazy parts): loaded with the
 * route, before the page hydrates, so no part of it is left waiting for its code while the visitor can already tap it
 * (a tap on a part not yet hydrated is lost). The router calls it (app/router.tsx).
 */
export function preloadPage(): Promise<unknown> {
  return loadItemCard();
}
