import { buildPath, PATHS } from '../../../shared/routes/paths';

export interface KnownLocation {
  lat: number;
  lon: number;
}

/**
 * Header search (spec §2/§5): an empty or whitespace-only query is ignored (null); otherwise the
 * /search URL with the trimmed q and, when the user's location is known, lat and lon.
 */
export function searchTarget(rawQuery: string, location?: KnownLocation | null): string | null {
  const q = rawQuery.trim();
  if (!q) return null;
  return buildPath(PATHS.search, {}, { q, lat: location?.lat, lon: location?.lon });
}
