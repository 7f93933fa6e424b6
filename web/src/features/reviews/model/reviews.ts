import { BookingMessages, REVIEW_COMMENT_MAX } from '@koalarent/core/contracts';
import { format, isValid, parseISO } from 'date-fns';

/** Spec §9: ratings are 1 to 5 stars. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** A word for each star count, read out with the star choice. */
export const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export function starChoiceLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}${RATING_WORDS[stars] ? ` – ${RATING_WORDS[stars]}` : ''}`;
}

/** The mean of the reviews' ratings, or 0 without reviews (shown to one decimal by StarRating). */
export function averageRating(reviews: readonly { rating: number }[]): number {
  if (reviews.length === 0) return 0;
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

/** A review's date as 'MMM d, yyyy'; empty when it cannot be read. */
export function formatReviewDate(createdAt: string | null | undefined): string {
  if (!createdAt) return '';
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

export function authorName(author: { fullName?: string | null; username: string }): string {
  return author.fullName?.trim() || author.username;
}

/** The avatar's letter: the username's first, like the profile card. */
export function authorInitial(author: { fullName?: string | null; username: string }): string {
  return (author.username.trim() || authorName(author)).charAt(0).toUpperCase() || '?';
}

/** Which side wrote a review about a member: a renter about the owner, or an owner about the renter. */
export function reviewRoleLabel(direction: string): string | null {
  if (direction === 'renter_to_owner') return 'Renter';
  if (direction === 'owner_to_renter') return 'Owner';
  return null;
}

/** '(1 review)' / '(N reviews)' beside an average. */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export type ReviewCheck =
  | { ok: true; value: { rating: number; comment: string } }
  | { ok: false; errors: { rating?: string; comment?: string } };

/** The review form: 1 to 5 whole stars and a comment of at most REVIEW_COMMENT_MAX characters (optional). */
export function checkReview(form: { rating: number | null; comment: string }): ReviewCheck {
  const errors: { rating?: string; comment?: string } = {};
  const { rating } = form;
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = BookingMessages.rating;
  const comment = form.comment.trim();
  if (comment.length > REVIEW_COMMENT_MAX) errors.comment = BookingMessages.commentMax;
  if (errors.rating || errors.comment || rating === null) return { ok: false, errors };
  return { ok: true, value: { rating, comment } };
}
