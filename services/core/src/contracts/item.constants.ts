/**
 * The item rules' plain numbers and lists, apart from the zod schemas that use them: the web app's search
 * page reads these, and importing them from item.schema.ts would pull zod into its bundle.
 */
export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 20;
/** Ours: the spec gives no upper bound; this keeps pages and the search index bounded. */
export const DESCRIPTION_MAX = 5000;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100;
/** Spec §5/§9: the listing form takes at most 10 images; the uploader's own default cap is 5. */
export const LISTING_IMAGES_MAX = 10;
export const UPLOADER_DEFAULT_MAX = 5;
/** Ours: the largest price or deposit accepted, so cents always fit a 32-bit integer column. */
export const PRICE_MAX = 1_000_000;
export const LOCATION_MAX = 200;
/** Spec §5/§9: the search page's price slider. */
export const PRICE_SLIDER = { min: 0, max: 1000, step: 10 } as const;
/** Spec §9: nearby radius default. */
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 20_000;
export const DEFAULT_ITEM_LOCATION_TEXT = 'Local Pickup';

export const ITEM_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'distance', 'rating'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];
