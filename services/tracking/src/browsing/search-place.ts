/** The longest place a record keeps (a typed location is cut to it). */
export const MAX_SEARCH_PLACE_LENGTH = 200;

function coordinate(value: unknown, limit: number): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * Where a search looked, from its filters as the web app reports them (JSON text of the search page's URL
 * parameters): the typed location ('Sydney'), else the centre it measured from ('-33.87, 151.21', two decimals:
 * about a kilometre, enough to tell places apart and no closer to a visitor's own position). Null when the search
 * named no place, or when the filters are not readable (they are cut to 500 characters by the web app).
 */
export function searchPlace(filters: string | null): string | null {
  if (!filters) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(filters);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const location = typeof record.location === 'string' ? record.location.trim().replace(/\s+/g, ' ') : '';
  if (location) return location.slice(0, MAX_SEARCH_PLACE_LENGTH);
  const lat = coordinate(record.lat, 90);
  const lon = coordinate(record.lon, 180);
  if (lat === null || lon === null) return null;
  return `${lat.toFixed(2)}, ${lon.toFixed(2)}`;
}
