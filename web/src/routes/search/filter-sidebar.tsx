import { Box, Button, Checkbox, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ITEM_SORTS } from '@koalarent/core/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLocateFixed, LuX } from 'react-icons/lu';
import { useCategories } from '../../features/items/hooks/use-categories';
import { categoryLabel } from '../../features/items/model/category-name';
import { PlaceInput } from '../../features/location/components/place-input';
import { useNearMe } from '../../features/location/hooks/use-near-me';
import { DateFilter } from './date-filter';
import { PriceBands, useSearchFacets, withCount } from './facet-counts';
import { PriceRange } from './price-range';
import { RADIUS_CHOICES, type SearchState } from './search-params';

interface FilterSidebarProps {
  state: SearchState;
  onChange(patch: Partial<SearchState>): void;
  onReset(): void;
}

function LocationFilter({
  state,
  onChange,
  within,
}: Pick<FilterSidebarProps, 'state' | 'onChange'> & {
  /** Issue 24 §2: the matches within each radius choice (km → count), when known. */
  within: ReadonlyMap<number, number>;
}) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(state.location);
  // The field stays mounted while the URL changes, so a keyboard user who chooses a place keeps focus in it.
  // When the URL's location changes (this field's choice, Reset, Back), the text follows it; comparing with the
  // location last seen, while rendering, is React's "adjusting state when a prop changes".
  const [seen, setSeen] = useState(state.location);
  if (state.location !== seen) {
    setSeen(state.location);
    setText(state.location);
  }
  // Near me is a mode: the user's position, nearest first.
  const nearMeSearch = useNearMe((lat, lon) => onChange({ lat, lon, sort: 'distance' }));
  const nearMe = state.lat !== null && state.lon !== null;

  function commit(event?: FormEvent) {
    event?.preventDefault();
    const location = text.trim();
    if (location !== state.location) onChange({ location });
  }

  return (
    <Stack gap="3">
      <Box as="form" onSubmit={commit} role="search" aria-label={t('filters.location')}>
        <Field.Root>
          <Field.Label fontWeight="semibold">{t('filters.location')}</Field.Label>
          <PlaceInput
            name="location"
            placeholder={t('filters.locationPlaceholder')}
            value={text}
            onChange={(value, place) => {
              setText(value);
              // A chosen suggestion applies at once; typed text applies on Enter or when leaving the field.
              if (place && place.label !== state.location) onChange({ location: place.label });
            }}
            onBlur={() => commit()}
            enterKeyHint="search"
          />
        </Field.Root>
      </Box>
      {nearMe ? (
        <Stack gap="2" p="3" rounded="lg" bg="brand.subtle">
          <HStack justify="space-between">
            <HStack gap="1.5" color="brand.fg" fontSize="sm" fontWeight="medium">
              <LuLocateFixed aria-hidden="true" />
              <Text>{t('filters.nearYou')}</Text>
            </HStack>
            <Button
              size="xs"
              variant="ghost"
              onClick={() =>
                onChange({ lat: null, lon: null, sort: state.sort === 'distance' ? 'relevance' : state.sort })
              }
            >
              <LuX aria-hidden="true" />
              {t('filters.clear')}
            </Button>
          </HStack>
          <Field.Root>
            <Field.Label fontSize="sm">{t('filters.radius')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={String(state.radius)}
                onChange={(event) => onChange({ radius: Number(event.currentTarget.value) })}
                bg="bg"
              >
                {(RADIUS_CHOICES as readonly number[]).includes(state.radius) ? null : (
                  <option value={state.radius}>
                    {withCount(t('filters.km', { km: String(state.radius) }), within.get(state.radius), t)}
                  </option>
                )}
                {RADIUS_CHOICES.map((km) => (
                  <option key={km} value={km}>
                    {withCount(t('filters.km', { km: String(km) }), within.get(km), t)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={nearMeSearch.locate}
          loading={nearMeSearch.locating}
          loadingText={nearMeSearch.locatingLabel}
        >
          <LuLocateFixed aria-hidden="true" />
          {nearMeSearch.label}
        </Button>
      )}
    </Stack>
  );
}

/** Spec §2 Search: the filter sidebar (category, dates, price range, location, near me with radius, sort). */
export function FilterSidebar({ state, onChange, onReset }: FilterSidebarProps) {
  const { t } = useTranslation('search');
  const { t: tItems } = useTranslation('items');
  const { categories } = useCategories();
  const nearMe = state.lat !== null && state.lon !== null;
  const knownCategory = state.category === '' || categories.some((c) => c.name === state.category);
  // Issue 24 §2: 'Tools (39)', each count what choosing it would show (the other filters still apply).
  const facets = useSearchFacets(state);
  const inCategory = new Map(facets?.categories.map((c) => [c.name, c.count]));
  const anyCategory = facets?.categories.reduce((sum, c) => sum + c.count, 0);
  const within = new Map(facets?.distanceBands.map((b) => [b.maxKm, b.count]));

  return (
    <Stack
      as="aside"
      aria-labelledby="search-filters"
      gap="6"
      p="5"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
    >
      <HStack justify="space-between">
        <Heading as="h2" id="search-filters" size="md">
          {t('filters.title')}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onReset}>
          {t('filters.clearAll')}
        </Button>
      </HStack>

      <Field.Root>
        <Field.Label fontWeight="semibold">{t('filters.category')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={state.category}
            onChange={(event) => onChange({ category: event.currentTarget.value })}
          >
            <option value="">{withCount(t('filters.allCategories'), anyCategory, t)}</option>
            {knownCategory ? null : <option value={state.category}>{state.category}</option>}
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {withCount(categoryLabel(category.name, tItems), inCategory.get(category.name), t)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <DateFilter state={state} onChange={onChange} />

      <Checkbox.Root
        checked={state.instantBook}
        onCheckedChange={(details) => onChange({ instantBook: details.checked === true })}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('filters.instantBook')}</Checkbox.Label>
      </Checkbox.Root>

      <Stack gap="3">
        <PriceRange state={state} onChange={onChange} />
        <PriceBands bands={facets?.priceBands ?? []} state={state} onChange={onChange} />
      </Stack>

      <LocationFilter state={state} onChange={onChange} within={within} />

      <Field.Root>
        <Field.Label fontWeight="semibold">{t('filters.sortBy')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={state.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as SearchState['sort'] })}
          >
            {ITEM_SORTS.filter((sort) => sort !== 'distance' || nearMe).map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
