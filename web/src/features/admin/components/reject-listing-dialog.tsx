import { Button, CloseButton, chakra, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
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
              <Dialog.Title>Reject listing</Dialog.Title>
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
                  “{listing.title}” will not be shown to renters. Its owner sees your reason and can edit the
                  listing to send it for review again.
                </Dialog.Description>
                <Field.Root>
                  <Field.Label>Reason (optional)</Field.Label>
                  <Textarea
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    rows={3}
                    maxLength={REASON_MAX}
                    placeholder="For example: the photos do not show the item"
                  />
                  <Field.HelperText>Shown to the owner.</Field.HelperText>
                </Field.Root>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => onClose(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="red"
                loading={busy}
                loadingText="Rejecting..."
              >
                Reject listing
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
