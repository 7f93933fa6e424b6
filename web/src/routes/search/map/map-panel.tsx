import { Box, Button, Group, HStack, Skeleton } from '@chakra-ui/react';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LuList, LuMap, LuX } from 'react-icons/lu';
import { useAppConfig } from '../../../features/app-config/hooks/use-app-config';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import type { Bbox, ItemFilterVariables, SearchState } from '../search-params';

/** MapLibre and the basemap's data: fetched only when the map is opened, never with the page (issue 24 §3). */
// The server never draws it (see MapPanel), so its bundle leaves MapLibre out altogether.
const SearchMap = lazy(
  (): Promise<{ default: ComponentType<ComponentProps<typeof import('./search-map').default>> }> =>
    import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./search-map'),
);

/**
 * Issue 24 §3: List / Map. The choice is the URL's `map=1`, so a map view is linkable, and switching keeps every
 * filter (only `map` changes). While the map's area is the filter, a button clears it.
 */
export function MapToggle({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Group attached role="group" aria-label={t('map.view')}>
        <Button
          size="sm"
          variant={state.map ? 'outline' : 'solid'}
          aria-pressed={!state.map}
          onClick={() => onChange({ map: false })}
        >
          <LuList aria-hidden="true" />
          {t('map.list')}
        </Button>
        <Button
          size="sm"
          variant={state.map ? 'solid' : 'outline'}
          aria-pressed={state.map}
          onClick={() => onChange({ map: true })}
        >
          <LuMap aria-hidden="true" />
          {t('map.map')}
        </Button>
      </Group>
      {state.bbox ? (
        <Button size="sm" variant="ghost" onClick={() => onChange({ bbox: null })}>
          <LuX aria-hidden="true" />
          {t('map.clearArea')}
        </Button>
      ) : null}
    </HStack>
  );
}

/**
 * The map above the list, once the page has hydrated (the server renders the list alone: WebGL is the browser's).
 * The list under it keeps the same results for keyboard and screen-reader users.
 */
export function MapPanel({
  filter,
  bbox,
  onSearchArea,
}: {
  filter: ItemFilterVariables;
  bbox: Bbox | null;
  onSearchArea: (bbox: Bbox) => void;
}) {
  const { t } = useTranslation('search');
  const hydrated = useHydrated();
  const config = useAppConfig();
  const placeholder = <Skeleton h={{ base: '22rem', md: '30rem' }} rounded="xl" />;
  return (
    <Box as="section" aria-label={t('map.region')}>
      {/* The basemap is the deployment's choice: the map waits for the app's settings. */}
      {hydrated && config ? (
        <Suspense fallback={placeholder}>
          <SearchMap
            filter={filter}
            bbox={bbox}
            tilesUrl={config?.mapTilesUrl ?? null}
            onSearchArea={onSearchArea}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
