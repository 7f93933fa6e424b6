import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuLocateFixed, LuX } from 'react-icons/lu';
import { useCategories } from '../../features/items/hooks/use-categories';
import {
  GEOLOCATION_OPTIONS,
  GEOLOCATION_UNSUPPORTED,
  geolocationErrorMessage,
} from '../../features/items/model/geolocation';
import { notify } from '../../shared/ui/toaster';
import { PriceRange } from './price-range';
import { RADIUS_CHOICES, type SearchState } from './search-params';

export const SORT_LABELS = {
  relevance: 'Most relevant',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  distance: 'Distance',
  rating: 'Top rated',
} as const satisfies Record<SearchState['sort'], string>;

interface FilterSidebarProps {
  state: SearchState;
  onChange(patch: Partial<SearchState>): void;
  onReset(): void;
}

/** Asks the browser where the user is (spec §9 options) and reports failures with the spec §8 messages. */
function useNearMe(onFound: (lat: number, lon: number) => void) {
  const [locating, setLocating] = useState(false);
  function locate() {
    if (!('geolocation' in navigator)) {
      notify.error({ title: 'Location not available', description: GEOLOCATION_UNSUPPORTED });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Four decimals (about 10 m) are plenty for a radius search and keep the shared URL short.
        const round = (n: number) => Math.round(n * 10_000) / 10_000;
        onFound(round(position.coords.latitude), round(position.coords.longitude));
        notify.success({ title: 'Location detected' });
      },
      (error) => {
        setLocating(false);
        notify.error({
          title: 'Failed to find items near your location',
          description: geolocationErrorMessage(error.code),
        });
      },
      GEOLOCATION_OPTIONS,
    );
  }
  return { locate, locating };
}

function LocationFilter({ state, onChange }: Pick<FilterSidebarProps, 'state' | 'onChange'>) {
  const [text, setText] = useState(state.location);
  const { locate, locating } = useNearMe((lat, lon) => onChange({ lat, lon }));
  const nearMe = state.lat !== null && state.lon !== null;

  function commit(event?: FormEvent) {
    event?.preventDefault();
    const location = text.trim();
    if (location !== state.location) onChange({ location });
  }

  return (
    <Stack gap="3">
      <Box as="form" onSubmit={commit} role="search" aria-label="Location">
        <Field.Root>
          <Field.Label fontWeight="semibold">Location</Field.Label>
          <Input
            name="location"
            placeholder="City or area"
            value={text}
            onChange={(event) => setText(event.target.value)}
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
              <Text>Near your location</Text>
            </HStack>
            <Button
              size="xs"
              variant="ghost"
              onClick={() =>
                onChange({ lat: null, lon: null, sort: state.sort === 'distance' ? 'relevance' : state.sort })
              }
            >
              <LuX aria-hidden="true" />
              Clear
            </Button>
          </HStack>
          <Field.Root>
            <Field.Label fontSize="sm">Radius</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={String(state.radius)}
                onChange={(event) => onChange({ radius: Number(event.currentTarget.value) })}
                bg="bg"
              >
                {(RADIUS_CHOICES as readonly number[]).includes(state.radius) ? null : (
                  <option value={state.radius}>{state.radius} km</option>
                )}
                {RADIUS_CHOICES.map((km) => (
                  <option key={km} value={km}>
                    {km} km
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      ) : (
        <Button variant="outline" size="sm" onClick={locate} loading={locating} loadingText="Locating...">
          <LuLocateFixed aria-hidden="true" />
          Near me
        </Button>
      )}
    </Stack>
  );
}

/** Spec §2 Search: the filter sidebar (category, price range, location, near me with radius, sort). */
export function FilterSidebar({ state, onChange, onReset }: FilterSidebarProps) {
  const { categories } = useCategories();
  const nearMe = state.lat !== null && state.lon !== null;
  const knownCategory = state.category === '' || categories.some((c) => c.name === state.category);

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
          Filters
        </Heading>
        <Button size="xs" variant="ghost" onClick={onReset}>
          Clear all
        </Button>
      </HStack>

      <Field.Root>
        <Field.Label fontWeight="semibold">Category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={state.category}
            onChange={(event) => onChange({ category: event.currentTarget.value })}
          >
            <option value="">All categories</option>
            {knownCategory ? null : <option value={state.category}>{state.category}</option>}
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {category.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <PriceRange state={state} onChange={onChange} />

      <LocationFilter key={state.location} state={state} onChange={onChange} />

      <Field.Root>
        <Field.Label fontWeight="semibold">Sort by</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={state.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as SearchState['sort'] })}
          >
            {(Object.keys(SORT_LABELS) as SearchState['sort'][])
              .filter((sort) => sort !== 'distance' || nearMe)
              .map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
