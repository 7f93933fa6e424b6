import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, REVIEW_WINDOW_DAYS } from '@koalarent/core/contracts';
import { Suspense, useRef } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { FormTextareaField } from '../../../shared/ui/form-textarea-field';
import { notify } from '../../../shared/ui/toaster';
import { ActionKeys, outcomeOf } from '../../owner-bookings/model/action-keys';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { LEAVE_REVIEW_MUTATION } from '../graphql/leave-review.mutation';
import { ReviewForm, type ReviewFormValues } from '../model/review-form';
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
 * Opened from booking cards on several pages, it waits for its own strings without suspending the page.
 */
export function LeaveReviewDialog(props: LeaveReviewDialogProps) {
  return (
    <Suspense fallback={null}>
      <LeaveReviewDialogContent {...props} />
    </Suspense>
  );
}

function LeaveReviewDialogContent({
  booking,
  subjectName,
  writer,
  onClose,
  finalFocus,
}: LeaveReviewDialogProps) {
  useNamespaces('reviews');
  const { t } = useTranslation('reviews');
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LEAVE_REVIEW_MUTATION);
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= new ActionKeys(() => newIdempotencyKey());
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, { rating: number; comment: string }>({
    // The server's own rule (ReviewInput); a null rating is "no star chosen", refused with its message.
    resolver: zodResolver(ReviewForm) as Resolver<
      ReviewFormValues,
      unknown,
      { rating: number; comment: string }
    >,
    defaultValues: { rating: null, comment: '' },
  });
  const comment = useWatch({ control, name: 'comment' });

  function close() {
    if (loading) return;
    reset();
    onClose();
  }

  const submit = handleSubmit(async (value) => {
    if (!booking) return;
    const variables = { bookingId: booking.id, rating: value.rating, comment: value.comment };
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
        title: t('dialog.submittedTitle'),
        description: t('dialog.submittedDescription', { name: subjectName }),
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
      for (const field of ['rating', 'comment'] as const) {
        const message = error.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      notify.error({
        title: t('dialog.failedTitle'),
        description: error.message
          ? translateServerMessage(error.message)
          : error.network
            ? t('dialog.networkError')
            : t('dialog.saveError'),
      });
    }
  });

  const item = booking?.itemTitle?.trim();
  const about =
    writer === 'renter'
      ? t('dialog.aboutRenter', { item: item || t('dialog.theItem'), name: subjectName })
      : t('dialog.aboutOwner', { item: item || t('dialog.yourItem'), name: subjectName });

  return (
    <FormDialog
      open={booking !== null}
      title={t('dialog.title', { name: subjectName })}
      description={
        <>
          {about} {t('dialog.publication', { days: String(REVIEW_WINDOW_DAYS) })}
        </>
      }
      busy={loading}
      onClose={close}
      onSubmit={() => void submit()}
      finalFocus={finalFocus}
      closeLabel={t('dialog.close')}
      gap="5"
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.submit')}
      pendingLabel={t('dialog.submitting')}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
            disabled={loading}
          />
        )}
      />
      <FormTextareaField
        control={control}
        name="comment"
        label={t('dialog.comment')}
        helperText={t('dialog.optional', {
          length: String(comment.length),
          max: String(REVIEW_COMMENT_MAX),
        })}
        maxLength={REVIEW_COMMENT_MAX}
        rows={4}
        placeholder={t('dialog.placeholder')}
      />
    </FormDialog>
  );
}
