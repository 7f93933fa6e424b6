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

/** The value beside the stars, to one decimal (spec §9). */
export function formatRating(value: number | null | undefined): string {
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.min(Math.max(safe, 0), RATING_MAX).toFixed(1);
}
