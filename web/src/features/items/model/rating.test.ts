import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/format';
import { formatRating, isRated, ratingStars } from './rating';

describe('ratingStars', () => {
  it('draws whole, half and empty stars, rounding to the nearest half', () => {
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(0.3)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(0.2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps to 0..5 and treats a missing value as no stars', () => {
    expect(ratingStars(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(Number.NaN)).toHaveLength(5);
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4, LOCALES.en)).toBe('4.0');
    expect(formatRating(4.26, LOCALES.en)).toBe('4.3');
    expect(formatRating(undefined, LOCALES.en)).toBe('0.0');
    expect(formatRating(9, LOCALES.en)).toBe('5.0');
  });

  it("uses the reader's decimal mark", () => {
    expect(formatRating(4.26, LOCALES.de)).toBe('4,3');
    expect(formatRating(3.5, LOCALES.fr)).toBe('3,5');
    expect(formatRating(3.5, LOCALES.zh)).toBe('3.5');
  });
});

describe('isRated', () => {
  it("is false with no reviews, whatever the stored average says (the item or member is 'New')", () => {
    expect(isRated(0, 0)).toBe(false);
    expect(isRated(4.5, 0)).toBe(false);
    expect(isRated(null, 0)).toBe(false);
  });

  it('is true once there is a review, even a low one', () => {
    expect(isRated(1, 1)).toBe(true);
    expect(isRated(4.3, 12)).toBe(true);
  });

  it('falls back on the average when the count is not known', () => {
    expect(isRated(0)).toBe(false);
    expect(isRated(undefined)).toBe(false);
    expect(isRated(Number.NaN)).toBe(false);
    expect(isRated(3.2)).toBe(true);
  });
});
