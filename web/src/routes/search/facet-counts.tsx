import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { CURRENCIES, type CurrencyCode, PRICE_SLIDER } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../features/currency/currency-context';
import { SEARCH_FACETS_QUERY } from '../../features/items/graphql/search-facets.query';
import type { ResultOf } from '../../shared/graphql/graphql';
import { type ItemFilterVariables, type SearchState, toItemFilter } from './search-params';

export type SearchFacets = ResultOf<typeof SEARCH_FACETS_QUERY>['searchFacets'];
export type PriceBand = SearchFacets['priceBands'][number];

/**
 * The facets' filter: the search's own, without the order (no count depends on it, so a new sort asks nothing
 * again), and always with the viewer's currency, which the price bands are in.
 */
export function facetFilter(state: SearchState, currency: CurrencyCode): ItemFilterVariables {
  const { sort: _sort, ...filter } = toItemFilter(state, currency);
  return { ...filter, currency };
}

/**
 * Issue 24 §2: the sidebar's counts for the search on screen. Server-rendered with the page (the query runs in
 * its render like the results'); while the next filter's counts load, the last ones stay (no flicker of labels).
 * Null until there are any, or in owner mode, which has no sidebar.
 */
export function useSearchFacets(state: SearchState): SearchFacets | null {
  const { currency } = useCurrency();
  const { data, previousData } = useQuery(SEARCH_FACETS_QUERY, {
    variables: { filter: facetFilter(state, currency) },
    skip: state.owner !== null,
  });
  return (data ?? previousData)?.searchFacets ?? null;
}

/** 'Tools (39)': a choice's label with its count, when the count is known. */
export function withCount(label: string, count: number | undefined, t: TFunction<'search'>): string {
  return count === undefined ? label : t('facets.withCount', { label, count });
}

/** A band as the slider holds it: no ceiling is the slider's top ('1000+'). */
const bandRange = (band: PriceBand) => ({
  minPrice: band.min,
  maxPrice: band.max ?? PRICE_SLIDER.max,
});

function bandLabel(band: PriceBand, currency: CurrencyCode, t: TFunction<'search'>): string {
  const money = (amount: number) => `${CURRENCIES[currency].symbol}${amount}`;
  if (band.max === null) return t('facets.bandOver', { min: money(band.min) });
  if (band.min === 0) return t('facets.bandUnder', { max: money(band.max) });
  return t('facets.band', { min: money(band.min), max: money(band.max) });
}

/**
 * The price bands with their counts ('$10 – $20 (39)'), under the price slider: a band sets the slider to its
 * range, the chosen one again clears it. Each count is what choosing the band shows (the bands share their edges,
 * as the price filter includes both bounds).
 */
export function PriceBands({
  bands,
  state,
  onChange,
}: {
  bands: readonly PriceBand[];
  state: SearchState;
  onChange(patch: Partial<SearchState>): void;
}) {
  const { t } = useTranslation('search');
  const { currency } = useCurrency();
  const id = useId();
  if (bands.length === 0) return null;
  return (
    <Stack gap="2">
      <Text id={`${id}-bands`} fontSize="sm" fontWeight="medium" color="fg.muted">
        {t('facets.priceBands')}
      </Text>
      <Wrap gap="2" role="group" aria-labelledby={`${id}-bands`}>
        {bands.map((band) => {
          const range = bandRange(band);
          const chosen = state.minPrice === range.minPrice && state.maxPrice === range.maxPrice;
          const label = bandLabel(band, currency, t);
          return (
            <Button
              key={band.min}
              size="xs"
              variant={chosen ? 'solid' : 'outline'}
              colorPalette={chosen ? 'brand' : 'gray'}
              aria-pressed={chosen}
              // A band nothing is in cannot be chosen (unless it is the one chosen, which can be cleared).
              disabled={band.count === 0 && !chosen}
              onClick={() =>
                onChange(chosen ? { minPrice: PRICE_SLIDER.min, maxPrice: PRICE_SLIDER.max } : range)
              }
              data-price-band={band.min}
            >
              {withCount(label, band.count, t)}
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}
