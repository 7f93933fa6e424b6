/** Spec §9: ratings show at most 5 stars. */
export const RATING_MAX = 5;

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The stars drawn for a rating (spec §9: max 5, with half stars): the value rounded to the nearest half,
 * clamped to 0..5. 3.7 → ★★★½☆, 3.8 → ★★★★☆.
 */
export function ratingStars(value: number | null | undefined, max = RATING_MAX): StarFill[] {
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const halves = Math.min(Math.max(Math.round(safe * 2), 0), max * 2);
  return Array.from({ length: max }, (_, index) => {
    const remaining = halves - index * 2;
    if (remaining >= 2) return 'full';
    if (remaining === 1) return 'half';
    return 'empty';
  });
}

/**
 * Whether there is a rating to show (issue 27: unrated is not badly rated). With no reviews an item or member is
 * 'New': an average of 0 from nobody must not read as five empty stars and "0.0". The review count decides when
 * it is known; without it, a positive average does.
 */
export function isRated(value: number | null | undefined, reviewCount?: number | null): boolean {
  if (typeof reviewCount === 'number') return reviewCount > 0;
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The value beside the stars, to one decimal (spec §9), with the decimal mark of `locale` ("4.3", "4,3"). */
export function formatRating(value: number | null | undefined, locale: string): string {
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return oneDecimal(locale).format(Math.min(Math.max(safe, 0), RATING_MAX));
}

const formats = new Map<string, Intl.NumberFormat>();
function oneDecimal(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format;
}
