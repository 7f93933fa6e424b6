import { ReviewInput } from '@koalarent/core/contracts';

// Its own module, imported by the review dialog alone: the review lists on every item page import reviews.ts, and
// this schema would bring zod into their first load.

/**
 * The review form's rule: the server's own `ReviewInput` without the booking (1 to 5 whole stars, a comment of at
 * most REVIEW_COMMENT_MAX characters, optional). Its English messages are shown through translateServerMessage.
 */
export const ReviewForm = ReviewInput.omit({ bookingId: true });
/** What the form holds: no star chosen yet is null. */
export interface ReviewFormValues {
  rating: number | null;
  comment: string;
}
