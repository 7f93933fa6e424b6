import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';

/**
 * Issue 24 §3: the search map's basemap, drawn without asking anyone else. No `glyphs` URL: MapLibre draws the
 * labels' letters with the browser's own fonts, so no font server is asked either.
 */

const LAND = '#f3efe6';
const WATER = '#c9dfea';
const BORDER = '#a79f92';
const COAST = '#8fb1c2';
const LABEL = '#4a4a4a';
const HALO = '#ffffff';

/** Place labels: the larger places first (the lowest rank wins a collision), larger letters for the largest. */
const placeLabels = (source: string, sourceLayer?: string): LayerSpecification => ({
  id: 'place-labels',
  type: 'symbol',
  source,
  ...(sourceLayer ? { 'source-layer': sourceLayer } : {}),
  layout: {
    'text-field': ['get', 'name'],
    'text-font': ['sans-serif'],
    'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 8, 14],
    ...(sourceLayer ? {} : { 'symbol-sort-key': ['get', 'rank'] }),
    'text-max-width': 8,
  },
  paint: { 'text-color': LABEL, 'text-halo-color': HALO, 'text-halo-width': 1.2 },
});

/**
 * The offline basemap: Natural Earth's countries (world-atlas, 1:50m) as land and borders, over a sea-coloured
 * background, and the gazetteer's most populous places as labels (`GET /api/map/places`). The sources' data are
 * set once loaded (see search-map.tsx); until then they are empty.
 */
export function offlineStyle(): StyleSpecification {
  const empty: SourceSpecification = { type: 'geojson', data: { type: 'FeatureCollection', features: [] } };
  return {
    version: 8,
    sources: {
      countries: { ...empty, attribution: 'Made with Natural Earth' },
      borders: empty,
      places: { ...empty, attribution: 'Places: GeoNames' },
    } as StyleSpecification['sources'],
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      { id: 'coast', type: 'line', source: 'countries', paint: { 'line-color': COAST, 'line-width': 0.6 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': BORDER, 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      placeLabels('places'),
    ],
  };
}

/**
 * A basemap the operator hosts (MAP_TILES_URL): a PMTiles archive (through the `pmtiles` protocol) or an XYZ vector
 * tile template. Layers for both common schemas (Protomaps' `water`, `roads`, `boundaries`, `places`; OpenMapTiles'
 * `water`, `transportation`, `boundary`, `place`): a source layer the tiles do not have simply draws nothing.
 */
export function tilesStyle(url: string): StyleSpecification {
  const source: SourceSpecification = /\.pmtiles(\?.*)?$/.test(url)
    ? { type: 'vector', url: `pmtiles://${url}` }
    : { type: 'vector', tiles: [url], maxzoom: 14 };
  const line = (id: string, layer: string, color: string, width: number): LayerSpecification => ({
    id,
    type: 'line',
    source: 'basemap',
    'source-layer': layer,
    paint: { 'line-color': color, 'line-width': width },
  });
  return {
    version: 8,
    sources: { basemap: source },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': LAND } },
      {
        id: 'water',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'water',
        paint: { 'fill-color': WATER },
      },
      line('roads', 'roads', '#ffffff', 1),
      line('transportation', 'transportation', '#ffffff', 1),
      line('boundaries', 'boundaries', BORDER, 0.8),
      line('boundary', 'boundary', BORDER, 0.8),
      { ...placeLabels('basemap', 'places'), id: 'places' },
      { ...placeLabels('basemap', 'place'), id: 'place' },
    ],
  };
}
