import { Button, CloseButton, Dialog, Field, Link, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useNamespaces } from '../../../shared/i18n/i18n';
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

/** Stands for the item's title in the translated sentence, which is then cut there to set the title in bold. */
const ABOUT_MARK = '\u0000';

/** `text` with `node` where the mark stands (the sentence's word order is the language's). */
function around(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(ABOUT_MARK);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + ABOUT_MARK.length)}
    </>
  );
}

/**
 * Spec §2 message to owner (item page, item card, My Rentals): a text box, Cancel, and Send disabled while blank
 * (spec §5). Sent, it closes with 'Message sent'; refused, it stays open with the text and says why (spec §8).
 * It is opened from many pages, so it waits for its own strings without suspending the page around it.
 */
export function MessageOwnerDialog(props: MessageOwnerDialogProps) {
  return (
    <Suspense fallback={null}>
      <MessageOwnerDialogContent {...props} />
    </Suspense>
  );
}

function MessageOwnerDialogContent({
  open,
  onClose,
  owner,
  about,
  relatedItemId = null,
  bookingId = null,
  title,
  sendLabel,
  successTo = 'owner',
  finalFocusEl,
}: MessageOwnerDialogProps) {
  useNamespaces('messaging');
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const success = useMemo(() => sentNotice(successTo, t), [successTo, t]);
  const { send, sending } = useSendMessage({ success });
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
              <Dialog.Title>{title ?? t('ownerDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  {about
                    ? around(
                        t('ownerDialog.descriptionAbout', { name: owner.name, about: ABOUT_MARK }),
                        <Text as="strong" fontWeight="semibold">
                          {about}
                        </Text>,
                      )
                    : t('ownerDialog.description', { name: owner.name })}
                </Dialog.Description>
                <Field.Root invalid={tooLong}>
                  <Field.Label>{t('ownerDialog.label')}</Field.Label>
                  <Textarea
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    placeholder={t('ownerDialog.placeholder')}
                    rows={5}
                    autoresize
                    maxH="60"
                    aria-describedby={hintId}
                    data-testid="message-owner-input"
                  />
                  <Field.HelperText id={hintId} color={tooLong ? 'fg.error' : undefined}>
                    {tooLong ? t('notices.tooLongDescription') : t('ownerDialog.hint')}
                  </Field.HelperText>
                </Field.Root>
                <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
                  <RouterLink to={buildPath(PATHS.messagesWith, { ownerId: owner.id })}>
                    {t('ownerDialog.openMessages')}
                  </RouterLink>
                </Link>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={sending}>
                {t('ownerDialog.cancel')}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                disabled={!canSend(text)}
                loading={sending}
                loadingText={t('ownerDialog.sending')}
                data-testid="message-owner-send"
              >
                {sendLabel ?? t('ownerDialog.send')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={sending} aria-label={t('ownerDialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
