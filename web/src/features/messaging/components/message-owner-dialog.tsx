import { Button, CloseButton, Dialog, Field, Link, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { useSendMessage } from '../hooks/use-send-message';
import { canSend, MESSAGE_MAX_LENGTH, sentNotice } from '../model/compose';

export interface MessageOwnerDialogProps {
  open: boolean;
  onClose(): void;
  owner: { id: number; name: string };
  /** What the message is about, named in the dialog (the item's title). */
  about?: string | null;
  /** The item it concerns (item page, item card): carried as relatedItemId. */
  relatedItemId?: number | null;
  /** The booking it concerns (My Rentals): carried as bookingId. */
  bookingId?: number | null;
  /** Spec §2: 'Message the Owner' on My Rentals; the item page's dialog is 'Message Owner'. */
  title?: string;
  /** Spec §2 My Rentals: 'Send Message'; the item page: 'Send'. */
  sendLabel?: string;
  /** Spec §8: to the owner ('…sent to the owner.') or generic ('…sent successfully.'). */
  successTo?: 'owner' | 'member';
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * Spec §2 message to owner (item page, item card, My Rentals): a text box, Cancel, and Send disabled while blank
 * (spec §5). Sent, it closes with 'Message sent'; refused, it stays open with the text and says why (spec §8).
 */
export function MessageOwnerDialog({
  open,
  onClose,
  owner,
  about,
  relatedItemId = null,
  bookingId = null,
  title = 'Message Owner',
  sendLabel = 'Send',
  successTo = 'owner',
  finalFocusEl,
}: MessageOwnerDialogProps) {
  const [text, setText] = useState('');
  const { send, sending } = useSendMessage({ success: sentNotice(successTo) });
  const hintId = useId();
  const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;

  async function submit() {
    const sent = await send({ receiverId: owner.id, text, relatedItemId, bookingId });
    if (sent) {
      setText('');
      onClose();
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !sending) onClose();
      }}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      finalFocusEl={finalFocusEl}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(event: React.FormEvent) => {
              event.preventDefault();
              if (canSend(text)) void submit();
            }}
            data-testid="message-owner-dialog"
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  Write to {owner.name}
                  {about ? (
                    <>
                      {' '}
                      about{' '}
                      <Text as="strong" fontWeight="semibold">
                        {about}
                      </Text>
                    </>
                  ) : null}
                  . They will see it in their messages.
                </Dialog.Description>
                <Field.Root invalid={tooLong}>
                  <Field.Label>Message</Field.Label>
                  <Textarea
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    placeholder="Hi! Is this still available for my dates?"
                    rows={5}
                    autoresize
                    maxH="60"
                    aria-describedby={hintId}
                    data-testid="message-owner-input"
                  />
                  <Field.HelperText id={hintId} color={tooLong ? 'fg.error' : undefined}>
                    {tooLong ? 'Messages are limited to 2,000 characters' : 'Up to 2,000 characters.'}
                  </Field.HelperText>
                </Field.Root>
                <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
                  <RouterLink to={buildPath(PATHS.messagesWith, { ownerId: owner.id })}>
                    Open Messages
                  </RouterLink>
                </Link>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                disabled={!canSend(text)}
                loading={sending}
                loadingText="Sending..."
                data-testid="message-owner-send"
              >
                {sendLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
