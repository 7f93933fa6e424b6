/** The parameters of spec §2's /search route; any of them on /search-results asks for search results. */
const SEARCH_KEYS = [
  'q',
  'category',
  'minPrice',
  'maxPrice',
  'location',
  'lat',
  'lon',
  'owner',
  'sort',
  'radius',
] as const;

/**
 * True when /search-results was opened with a search (a non-blank search parameter): it then lists that
 * search's results; otherwise it shows the member's recommendations.
 */
export function hasSearchQuery(params: URLSearchParams): boolean {
  return SEARCH_KEYS.some((key) => (params.get(key) ?? '').trim() !== '');
}
