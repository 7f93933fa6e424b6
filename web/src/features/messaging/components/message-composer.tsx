import { Button, chakra, Field, HStack, Textarea } from '@chakra-ui/react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { notify } from '../../../shared/ui/toaster';
import { canSend, checkMessage, MESSAGE_MAX_LENGTH } from '../model/compose';

export interface MessageComposerProps {
  /** Who the message goes to, for the text box's label. */
  recipientName: string;
  sending: boolean;
  /** Sends the text; resolves true when it went (the box is then emptied). */
  onSend(text: string): Promise<boolean>;
}

/**
 * Spec §2: the text box and Send, disabled while the text is blank. Enter sends, Shift+Enter starts a new line;
 * Enter on a blank box says why nothing happened (spec §8 'Message required: Please enter a message.').
 */
export function MessageComposer({ recipientName, sending, onSend }: MessageComposerProps) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;
  const nearLimit = text.length > MESSAGE_MAX_LENGTH - 200;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const check = checkMessage(text, t);
    if (!check.ok) {
      notify.error(check.error);
      return;
    }
    if (await onSend(text)) {
      setText('');
      box.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
      p="3"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <HStack align="flex-end" gap="2">
        <Field.Root invalid={tooLong} flex="1">
          <Field.Label srOnly>{t('composer.label', { name: recipientName })}</Field.Label>
          <Textarea
            ref={box}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('composer.placeholder')}
            rows={1}
            autoresize
            maxH="32"
            resize="none"
            aria-describedby={nearLimit ? counterId : undefined}
            data-testid="message-input"
          />
          {nearLimit ? (
            <Field.HelperText id={counterId} color={tooLong ? 'fg.error' : 'fg.muted'}>
              {tooLong
                ? t('notices.tooLongDescription')
                : t('composer.charactersLeft', { count: MESSAGE_MAX_LENGTH - text.trim().length })}
            </Field.HelperText>
          ) : null}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!canSend(text)}
          loading={sending}
          data-testid="send-message"
        >
          <LuSend aria-hidden="true" />
          {t('composer.send')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
