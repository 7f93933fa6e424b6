import { isValid, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';

type T = TFunction<'reviews'>;

/** Spec §9: ratings are 1 to 5 stars. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** The word for each star count (1 to 5), read out with the star choice: `stars.{word}` in the 'reviews' strings. */
const RATING_WORDS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const;

/** '4 stars – Very good'. */
export function starChoiceLabel(stars: number, t: T): string {
  const word = RATING_WORDS[stars - 1];
  return word
    ? t('stars.choice', { count: stars, word: t(`stars.${word}`) })
    : t('stars.choice', { count: stars, word: '' }).replace(/ – $/, '');
}

/** The mean of the reviews' ratings, or 0 without reviews (shown to one decimal by StarRating). */
export function averageRating(reviews: readonly { rating: number }[]): number {
  if (reviews.length === 0) return 0;
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

/** A review's date as 'MMM d, yyyy' (in the reader's format); empty when it cannot be read. */
export function formatReviewDate(createdAt: string | null | undefined, fmt: Formatters): string {
  if (!createdAt) return '';
  const date = parseISO(createdAt);
  return isValid(date) ? fmt.date(date) : '';
}

export function authorName(author: { fullName?: string | null; username: string }): string {
  return author.fullName?.trim() || author.username;
}

/** The avatar's letter: the username's first, like the profile card. */
export function authorInitial(author: { fullName?: string | null; username: string }): string {
  return (author.username.trim() || authorName(author)).charAt(0).toUpperCase() || '?';
}

/** Which side wrote a review about a member: a renter about the owner, or an owner about the renter. */
export function reviewRoleLabel(direction: string, t: T): string | null {
  if (direction === 'renter_to_owner') return t('roles.renter');
  if (direction === 'owner_to_renter') return t('roles.owner');
  return null;
}

/** '1 review' / 'N reviews' beside an average. */
export function reviewCountLabel(count: number, t: T): string {
  return t('panel.count', { count });
}
