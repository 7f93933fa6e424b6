import { Button, CloseButton, chakra, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const formId = useId();

  async function submit() {
    if (busy) return;
    setBusy(true);
    const done = await review(listing, 'rejected', reason.trim() || null);
    setBusy(false);
    if (done) onClose(true);
  }

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose(false);
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocus}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('listings.reject.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                id={formId}
                noValidate
                display="flex"
                flexDirection="column"
                gap="4"
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Dialog.Description>
                  {t('listings.reject.description', { title: listing.title })}
                </Dialog.Description>
                <Field.Root>
                  <Field.Label>{t('listings.reject.reason')}</Field.Label>
                  <Textarea
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    rows={3}
                    maxLength={REASON_MAX}
                    placeholder={t('listings.reject.placeholder')}
                  />
                  <Field.HelperText>{t('listings.reject.helper')}</Field.HelperText>
                </Field.Root>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => onClose(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="red"
                loading={busy}
                loadingText={t('listings.reject.rejecting')}
              >
                {t('listings.reject.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
