import 'maplibre-gl/dist/maplibre-gl.css';
import { useQuery } from '@apollo/client/react';
import { Box, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import type { FeatureCollection, Point } from 'geojson';
import {
  addProtocol,
  type GeoJSONSource,
  type LngLatBoundsLike,
  type MapGeoJSONFeature,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { useCurrency } from '../../../features/currency/currency-context';
import { type CardItem, ItemCard } from '../../../features/items/components/item-card';
import { type Bbox, boxOfView, type ItemFilterVariables } from '../search-params';
import { MAP_ITEMS_QUERY, MAP_PIN_LIMIT } from './map-items.query';
import { offlineStyle, tilesStyle } from './map-style';

type MapItem = CardItem & { latitude: number | null; longitude: number | null };

const BRAND = '#2f855a';
const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

let pmtilesAdded = false;

/** The pins: one point per result with coordinates, its price label and its id (a click finds the item by it). */
function pinsOf(items: readonly MapItem[], label: (item: MapItem) => string): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: items.flatMap((item) =>
      item.latitude === null || item.longitude === null
        ? []
        : [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: [item.longitude, item.latitude] },
              properties: { id: item.id, price: label(item) },
            },
          ],
    ),
  };
}

/** Natural Earth's land and borders (world-atlas, 1:50m, fetched with the map) and the gazetteer's place labels. */
async function loadOfflineBasemap(map: MapLibreMap, signal: AbortSignal): Promise<void> {
  const [topology, places] = await Promise.all([
    fetch(countriesUrl, { signal }).then((res) => res.json() as Promise<Topology>),
    fetch('/api/map/places', { signal, credentials: 'omit' }).then(
      (res) => res.json() as Promise<{ places: [string, number, number, number][] }>,
    ),
  ]);
  if (signal.aborted) return;
  const countries = topology.objects.countries as GeometryCollection;
  (map.getSource('countries') as GeoJSONSource | undefined)?.setData(
    feature(topology, topology.objects.land as GeometryCollection),
  );
  (map.getSource('borders') as GeoJSONSource | undefined)?.setData(
    mesh(topology, countries, (a, b) => a !== b),
  );
  (map.getSource('places') as GeoJSONSource | undefined)?.setData({
    type: 'FeatureCollection',
    features: places.places.map(([name, lon, lat], rank) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: { name, rank },
    })),
  });
}

/**
 * Issue 24 §3: the results on a map (MapLibre GL, loaded only when the map is opened): pins with price labels,
 * clustered when dense; a pin's item card on click; "Search this area" once the map has been moved, which makes the
 * view's box the search's filter. The basemap is the operator's (MAP_TILES_URL) or the offline one. The map is an
 * extra: the same results stay listed under it for keyboard and screen-reader users.
 */
export default function SearchMap({
  filter,
  bbox,
  tilesUrl,
  onSearchArea,
}: {
  filter: ItemFilterVariables;
  bbox: Bbox | null;
  tilesUrl: string | null;
  onSearchArea: (bbox: Bbox) => void;
}) {
  const { t } = useTranslation('search');
  const { price } = useCurrency();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<MapItem[]>([]);
  const { data } = useQuery(MAP_ITEMS_QUERY, { variables: { filter, first: MAP_PIN_LIMIT } });
  const items = useMemo(() => (data?.items.nodes ?? []) as MapItem[], [data]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // The view is fitted to the pins once per search (not after "Search this area", whose view is the visitor's).
  const fittedFor = useRef<string | null>(null);
  const { bbox: _area, ...rest } = filter;
  const searchKey = JSON.stringify(rest);

  // The map, made once: its style, its controls, the pins' source and layers, the clicks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount; later changes are applied below
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    setWorkerUrl(workerUrl);
    if (tilesUrl && !pmtilesAdded) {
      addProtocol('pmtiles', new Protocol().tile);
      pmtilesAdded = true;
    }
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: node,
        style: tilesUrl ? tilesStyle(tilesUrl) : offlineStyle(),
        center: [10, 30],
        zoom: 1,
        maxZoom: 16,
        dragRotate: false,
        touchPitch: false,
        attributionControl: { compact: false },
        ...(bbox ? { bounds: bbox as LngLatBoundsLike, fitBoundsOptions: { padding: 0 } } : {}),
        locale: {
          'Map.Title': t('map.canvas'),
          'NavigationControl.ZoomIn': t('map.zoomIn'),
          'NavigationControl.ZoomOut': t('map.zoomOut'),
          'AttributionControl.ToggleAttribution': t('map.attribution'),
        },
      });
    } catch {
      // No WebGL here: the list under the map has the same results.
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const abort = new AbortController();

    map.on('load', () => {
      map.addSource('items', {
        type: 'geojson',
        data: EMPTY,
        cluster: true,
        clusterRadius: 44,
        clusterMaxZoom: 14,
      });
      map.addLayer({
        id: 'clusters',
        type: 'circle',
        source: 'items',
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': BRAND,
          'circle-radius': ['step', ['get', 'point_count'], 15, 10, 19, 50, 24],
          'circle-stroke-width': 2,
          'circle-stroke-color': '#ffffff',
        },
      });
      map.addLayer({
        id: 'cluster-count',
        type: 'symbol',
        source: 'items',
        filter: ['has', 'point_count'],
        layout: {
          'text-field': ['get', 'point_count_abbreviated'],
          'text-font': ['sans-serif'],
          'text-size': 13,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': '#ffffff' },
      });
      map.addLayer({
        id: 'pins',
        type: 'circle',
        source: 'items',
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-color': BRAND,
          'circle-radius': 7,
          'circle-stroke-width': 2,
          'circle-stroke-color': '#ffffff',
        },
      });
      map.addLayer({
        id: 'prices',
        type: 'symbol',
        source: 'items',
        filter: ['!', ['has', 'point_count']],
        layout: {
          'text-field': ['get', 'price'],
          'text-font': ['sans-serif'],
          'text-size': 13,
          'text-offset': [0, -1.5],
          'text-anchor': 'bottom',
        },
        paint: { 'text-color': '#1a202c', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
      });
      setLoaded(true);
      if (!tilesUrl) loadOfflineBasemap(map, abort.signal).catch(() => undefined);
    });
    map.on('error', () => undefined);
    // What the map has drawn, on its container: how many results its pins and clusters stand for, and where each
    // single pin is on screen by item id (the end-to-end test reads these; a canvas has no DOM to ask).
    map.on('idle', () => {
      if (!map.getLayer('pins')) return;
      const seen = new Set<string>();
      const pins: Record<string, [number, number]> = {};
      let count = 0;
      for (const f of map.queryRenderedFeatures({ layers: ['pins', 'clusters'] })) {
        const key =
          f.properties?.cluster_id != null ? `c${f.properties.cluster_id}` : String(f.properties?.id);
        if (seen.has(key)) continue;
        seen.add(key);
        count += Number(f.properties?.point_count ?? 1);
        const at = map.project((f.geometry as Point).coordinates as [number, number]);
        if (f.properties?.cluster_id == null) pins[key] = [Math.round(at.x), Math.round(at.y)];
      }
      node.dataset.pins = String(count);
      node.dataset.pinPoints = JSON.stringify(pins);
    });
    // Only the visitor's own moves (drag, zoom, keys, buttons) offer "Search this area", not the map fitting itself.
    map.on('moveend', (event) => {
      if ('originalEvent' in event && event.originalEvent) setMoved(true);
    });

    const byId = (id: unknown) => itemsRef.current.find((item) => item.id === Number(id));
    map.on('click', 'pins', (event) => {
      const item = byId(event.features?.[0]?.properties?.id);
      if (item) setSelected([item]);
    });
    map.on('click', 'clusters', async (event) => {
      const cluster = event.features?.[0] as MapGeoJSONFeature | undefined;
      const source = map.getSource('items') as GeoJSONSource | undefined;
      if (!cluster || !source) return;
      const clusterId = cluster.properties?.cluster_id as number;
      const zoom = await source.getClusterExpansionZoom(clusterId);
      if (zoom <= map.getMaxZoom() && zoom > map.getZoom() + 0.01) {
        map.easeTo({ center: (cluster.geometry as Point).coordinates as [number, number], zoom });
        return;
      }
      // Listings of one place share its point: no zoom parts them, so their cards are shown together.
      const leaves = await source.getClusterLeaves(clusterId, 20, 0);
      setSelected(leaves.map((leaf) => byId(leaf.properties?.id)).filter((i): i is MapItem => Boolean(i)));
    });
    for (const layer of ['pins', 'clusters']) {
      map.on('mouseenter', layer, () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', layer, () => {
        map.getCanvas().style.cursor = '';
      });
    }
    return () => {
      abort.abort();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The pins follow the results; a new search fits the view to them (unless its box is the view already).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !data) return;
    const pins = pinsOf(items, (item) => price(item.pricePerDay, item.currency).primary);
    (map.getSource('items') as GeoJSONSource | undefined)?.setData(pins);
    if (fittedFor.current === searchKey) return;
    fittedFor.current = searchKey;
    if (bbox) return;
    const points = pins.features.map((f) => f.geometry.coordinates as [number, number]);
    if (points.length === 0) return;
    const lons = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    map.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      { padding: 60, maxZoom: 11, duration: 0 },
    );
  }, [items, data, loaded, price, searchKey, bbox]);

  // Selected cards close when the results change under them.
  useEffect(() => {
    setSelected((current) => current.filter((item) => items.some((i) => i.id === item.id)));
  }, [items]);

  function searchThisArea() {
    const map = mapRef.current;
    if (!map) return;
    const bounds = map.getBounds();
    setMoved(false);
    onSearchArea(boxOfView(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()));
  }

  if (failed) {
    return (
      <Box p="6" rounded="xl" bg="bg.subtle" role="status">
        {t('map.unavailable')}
      </Box>
    );
  }

  return (
    <Box
      position="relative"
      h={{ base: '22rem', md: '30rem' }}
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
    >
      {/* MapLibre makes its container `position: relative`: it fills the frame by its size, not by insets. */}
      <Box ref={container} w="full" h="full" data-testid="search-map" data-loaded={loaded || undefined} />
      {moved ? (
        <Button
          position="absolute"
          top="3"
          left="50%"
          transform="translateX(-50%)"
          size="sm"
          rounded="full"
          shadow="md"
          colorPalette="brand"
          onClick={searchThisArea}
        >
          <LuSearch aria-hidden="true" />
          {t('map.searchArea')}
        </Button>
      ) : null}
      {selected.length > 0 ? (
        <Box
          position="absolute"
          bottom="3"
          insetStart="3"
          w="17rem"
          maxH="calc(100% - 1.5rem)"
          overflowY="auto"
          bg="bg"
          rounded="lg"
          shadow="lg"
          p="2"
          data-testid="map-card"
        >
          <Stack gap="2">
            <CloseButton
              size="sm"
              alignSelf="flex-end"
              aria-label={t('map.closeCard')}
              onClick={() => setSelected([])}
            />
            {selected.length > 1 ? (
              <Text fontSize="sm" color="fg.muted" px="1">
                {t('map.samePlace', { count: selected.length })}
              </Text>
            ) : null}
            {selected.map((item) => (
              <ItemCard key={item.id} item={item} headingLevel="h3" imageSizes="17rem" />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
