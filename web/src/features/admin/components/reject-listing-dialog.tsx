import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextareaField } from '../../../shared/ui/textarea-field';
import { useReviewListing } from '../hooks/use-review-listing';
import type { AdminListing } from '../model/listings';

const REASON_MAX = 500;

/** Reject listing: an optional reason, which the owner sees on their listing. */
export function RejectListingDialog({
  listing,
  onClose,
  finalFocus,
}: {
  listing: AdminListing;
  onClose(done: boolean): void;
  finalFocus(): HTMLElement | null;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const review = useReviewListing();
  const { t } = useTranslation('admin');

  async function submit() {
    if (busy) return;
    setBusy(true);
    const done = await review(listing, 'rejected', reason.trim() || null);
    setBusy(false);
    if (done) onClose(true);
  }

  return (
    <FormDialog
      role="alertdialog"
      title={t('listings.reject.title')}
      description={t('listings.reject.description', { title: listing.title })}
      busy={busy}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      finalFocus={finalFocus}
      closeLabel={t('common.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('listings.reject.submit')}
      pendingLabel={t('listings.reject.rejecting')}
      palette="red"
    >
      <TextareaField
        label={t('listings.reject.reason')}
        value={reason}
        onValueChange={setReason}
        rows={3}
        maxLength={REASON_MAX}
        placeholder={t('listings.reject.placeholder')}
        helperText={t('listings.reject.helper')}
      />
    </FormDialog>
  );
}
