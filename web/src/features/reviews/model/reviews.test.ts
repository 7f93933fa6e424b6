import { BookingMessages, REVIEW_COMMENT_MAX } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadLanguage, loadNamespaces } from '../../../shared/i18n/i18n';
import { ReviewForm } from './review-form';
import {
  authorInitial,
  authorName,
  averageRating,
  formatReviewDate,
  reviewCountLabel,
  reviewRoleLabel,
  starChoiceLabel,
} from './reviews';

const t = i18n.getFixedT('en', 'reviews');
const en = formattersFor('en');
beforeAll(() => loadNamespaces('reviews'));

describe('review display', () => {
  it('averages ratings, 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([{ rating: 3 }])).toBe(3);
  });

  it("dates reviews as 'MMM d, yyyy'", () => {
    // Noon UTC: the same day in every time zone the tests may run in.
    expect(formatReviewDate('2026-11-23T12:00:00.000Z', en)).toBe('Nov 23, 2026');
    expect(formatReviewDate('garbage', en)).toBe('');
    expect(formatReviewDate(null, en)).toBe('');
  });

  it('names the author and which side wrote it', () => {
    expect(authorName({ fullName: 'Olivia Park', username: 'olivia' })).toBe('Olivia Park');
    expect(authorName({ fullName: '  ', username: 'olivia' })).toBe('olivia');
    expect(authorInitial({ fullName: 'Olivia Park', username: 'olivia' })).toBe('O');
    expect(reviewRoleLabel('renter_to_owner', t)).toBe('Renter');
    expect(reviewRoleLabel('owner_to_renter', t)).toBe('Owner');
    expect(reviewRoleLabel('other', t)).toBeNull();
    expect(reviewCountLabel(1, t)).toBe('1 review');
    expect(reviewCountLabel(3, t)).toBe('3 reviews');
  });

  it('reads each star choice out with a word', () => {
    expect(starChoiceLabel(1, t)).toBe('1 star – Poor');
    expect(starChoiceLabel(5, t)).toBe('5 stars – Excellent');
  });

  it("speaks the reader's language", async () => {
    await loadLanguage('es');
    expect(starChoiceLabel(4, i18n.getFixedT('es', 'reviews'))).toBe('4 estrellas – Muy bueno');
    expect(formatReviewDate('2026-11-23T12:00:00.000Z', formattersFor('fr'))).toBe('23 nov. 2026');
  });
});

describe('the review form', () => {
  /** The messages a form would show, by field (the zod resolver reports the first of each). */
  function problems(form: { rating: number | null; comment: string }) {
    const result = ReviewForm.safeParse(form);
    if (result.success) return result.data;
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  }

  it('needs 1 to 5 whole stars; the comment is optional and bounded', () => {
    expect(problems({ rating: 4, comment: '  Great renter  ' })).toEqual({
      rating: 4,
      comment: 'Great renter',
    });
    expect(problems({ rating: 5, comment: '' })).toEqual({ rating: 5, comment: '' });
    for (const rating of [null, 0, 6, 2.5])
      expect(problems({ rating, comment: '' })).toEqual({ rating: BookingMessages.rating });
    expect(problems({ rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) })).toEqual({
      comment: BookingMessages.commentMax,
    });
  });
});
