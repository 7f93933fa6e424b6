import { BookingMessages, REVIEW_COMMENT_MAX } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  authorInitial,
  authorName,
  averageRating,
  checkReview,
  formatReviewDate,
  reviewCountLabel,
  reviewRoleLabel,
  starChoiceLabel,
} from './reviews';

describe('review display', () => {
  it('averages ratings, 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([{ rating: 3 }])).toBe(3);
  });

  it("dates reviews as 'MMM d, yyyy'", () => {
    // Noon UTC: the same day in every time zone the tests may run in.
    expect(formatReviewDate('2026-11-23T12:00:00.000Z')).toBe('Nov 23, 2026');
    expect(formatReviewDate('garbage')).toBe('');
    expect(formatReviewDate(null)).toBe('');
  });

  it('names the author and which side wrote it', () => {
    expect(authorName({ fullName: 'Olivia Park', username: 'olivia' })).toBe('Olivia Park');
    expect(authorName({ fullName: '  ', username: 'olivia' })).toBe('olivia');
    expect(authorInitial({ fullName: 'Olivia Park', username: 'olivia' })).toBe('O');
    expect(reviewRoleLabel('renter_to_owner')).toBe('Renter');
    expect(reviewRoleLabel('owner_to_renter')).toBe('Owner');
    expect(reviewRoleLabel('other')).toBeNull();
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(3)).toBe('3 reviews');
  });

  it('reads each star choice out with a word', () => {
    expect(starChoiceLabel(1)).toBe('1 star – Poor');
    expect(starChoiceLabel(5)).toBe('5 stars – Excellent');
  });
});

describe('the review form', () => {
  it('needs 1 to 5 whole stars; the comment is optional and bounded', () => {
    expect(checkReview({ rating: 4, comment: '  Great renter  ' })).toEqual({
      ok: true,
      value: { rating: 4, comment: 'Great renter' },
    });
    expect(checkReview({ rating: 5, comment: '' })).toEqual({ ok: true, value: { rating: 5, comment: '' } });
    for (const rating of [null, 0, 6, 2.5])
      expect(checkReview({ rating, comment: '' })).toEqual({
        ok: false,
        errors: { rating: BookingMessages.rating },
      });
    expect(checkReview({ rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) })).toEqual({
      ok: false,
      errors: { comment: BookingMessages.commentMax },
    });
  });
});
