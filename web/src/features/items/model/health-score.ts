/** Spec §9: the score shown before an item has any rating. */
export const DEFAULT_HEALTH_SCORE = 85;

export type HealthColor = 'green' | 'yellow' | 'red';

/** Spec §9: round(averageRating × 20), 85 when the item has no rating yet (0 or missing); 0..100. */
export function healthScore(averageRating: number | null | undefined): number {
  if (typeof averageRating !== 'number' || !Number.isFinite(averageRating) || averageRating <= 0) {
    return DEFAULT_HEALTH_SCORE;
  }
  return Math.min(100, Math.round(averageRating * 20));
}

/** Spec §9: green at 80 or more, yellow at 60 or more, else red. */
export function healthColor(score: number): HealthColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
