import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, CloseButton, chakra, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX, REVIEW_WINDOW_DAYS } from '@koalarent/core/contracts';
import { useId, useRef, useState } from 'react';
import { toAppError } from '../../../shared/errors/app-error';
import { notify } from '../../../shared/ui/toaster';
import { ActionKeys, outcomeOf } from '../../owner-bookings/model/action-keys';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { LEAVE_REVIEW_MUTATION } from '../graphql/leave-review.mutation';
import { checkReview } from '../model/reviews';
import { StarInput } from './star-input';

/** The screens that show published reviews or ratings: asked again once a review may have been published. */
const REVIEW_VIEWS = new Set(['UserProfile', 'UserReviews', 'ItemReviews', 'ItemDetail']);

export interface LeaveReviewDialogProps {
  /** The completed booking to review; the dialog is open while it is set. */
  booking: { id: number; itemTitle?: string | null } | null;
  /** Who is reviewed: the owner (when the renter writes) or the renter (when the owner writes). */
  subjectName: string;
  /** The writer's side: a renter's stars also rate the item. */
  writer: 'renter' | 'owner';
  onClose(): void;
  /** Where focus returns when the dialog closes (the trigger, or something that outlives it). */
  finalFocus?: () => HTMLElement | null;
}

/**
 * Issue 8 §7: each side reviews the other once, 1–5 stars and a comment, within 14 days of completion. The
 * review stays hidden until both have written or the window closes, which the dialog says before sending.
 */
export function LeaveReviewDialog({
  booking,
  subjectName,
  writer,
  onClose,
  finalFocus,
}: LeaveReviewDialogProps) {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LEAVE_REVIEW_MUTATION);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const formId = useId();
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= new ActionKeys(() => newIdempotencyKey());

  function reset() {
    setRating(null);
    setComment('');
    setErrors({});
  }

  function close() {
    if (loading) return;
    reset();
    onClose();
  }

  async function submit() {
    if (!booking) return;
    const check = checkReview({ rating, comment });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    const variables = { bookingId: booking.id, rating: check.value.rating, comment: check.value.comment };
    const fingerprint = JSON.stringify(variables);
    const attempts = keys.current!;
    try {
      await mutate({
        variables: { ...variables, idempotencyKey: attempts.keyFor(fingerprint) },
        update(cache, { data }) {
          const review = data?.createReview;
          if (!review) return;
          // The booking now carries the writer's review and no longer offers another one.
          cache.modify({
            id: cache.identify({ __typename: 'Booking', id: booking.id }),
            fields: {
              myReview: (_, { toReference }) => toReference({ __typename: 'Review', id: review.id }) ?? null,
              allowedActions: (actions, { isReference }) =>
                isReference(actions) ? actions : actions.filter((a: string) => a !== 'review'),
            },
          });
        },
      });
      attempts.settle(fingerprint, 'decided');
      notify.success({
        title: 'Review submitted',
        description: `Thank you! It will be published once ${subjectName} has reviewed too, or when the review window closes.`,
      });
      // Both reviews may now be published: ratings, ranks and review lists on screen are asked again.
      void client
        .refetchQueries({
          include: 'active',
          onQueryUpdated: (query) => REVIEW_VIEWS.has(query.queryName ?? ''),
        })
        .catch(() => undefined);
      reset();
      onClose();
    } catch (caught) {
      const error = toAppError(caught);
      attempts.settle(fingerprint, outcomeOf(error));
      if (error.fieldErrors.rating || error.fieldErrors.comment)
        setErrors({ rating: error.fieldErrors.rating, comment: error.fieldErrors.comment });
      notify.error({
        title: 'Review failed',
        description:
          error.message ??
          (error.network
            ? 'Could not reach the server. Please check your connection and try again.'
            : 'Your review could not be saved. Please try again.'),
      });
    }
  }

  const item = booking?.itemTitle?.trim();
  const about =
    writer === 'renter'
      ? `How was ${item ?? 'the item'}, and renting it from ${subjectName}? Your stars also rate the item.`
      : `How was renting ${item ?? 'your item'} to ${subjectName}?`;

  return (
    <Dialog.Root
      open={booking !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      closeOnInteractOutside={!loading}
      closeOnEscape={!loading}
      finalFocusEl={finalFocus}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Review {subjectName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                id={formId}
                display="flex"
                flexDirection="column"
                gap="5"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Dialog.Description>
                  {about} Reviews are published once both sides have written theirs, or {REVIEW_WINDOW_DAYS}{' '}
                  days after the rental ended.
                </Dialog.Description>
                <StarInput value={rating} onChange={setRating} error={errors.rating} disabled={loading} />
                <Field.Root invalid={Boolean(errors.comment)}>
                  <Field.Label>Comment</Field.Label>
                  <Textarea
                    value={comment}
                    onChange={(event) => setComment(event.target.value)}
                    maxLength={REVIEW_COMMENT_MAX}
                    rows={4}
                    placeholder="What went well, and what could have gone better?"
                  />
                  {errors.comment ? (
                    <Field.ErrorText>{errors.comment}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>
                      Optional · {comment.length}/{REVIEW_COMMENT_MAX}
                    </Field.HelperText>
                  )}
                </Field.Root>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={loading}
                loadingText="Submitting..."
              >
                Submit Review
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
