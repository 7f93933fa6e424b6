import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { checkMessage, sendFailureNotice } from '../model/compose';
import { type SendInput, sendMessage } from '../model/messaging-live';
import type { MessageView } from '../model/types';

export interface SendOptions {
  /** The success toast, if this screen gives one (the dialogs do; the thread shows the message instead). */
  success?: Notice;
}

/**
 * Sends one message at a time: checks it (spec §5: 'Message required', at most 2,000 characters), sends it, and
 * on failure shows 'Failed to send message' with the server's reason (spec §8). Resolves to the sent message, or
 * null when nothing was sent (the text is then kept for another try).
 */
export function useSendMessage(options: SendOptions = {}) {
  const client = useApolloClient();
  const { t } = useTranslation('messaging');
  const { user } = useSession();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const success = options.success;

  const send = useCallback(
    async (input: Omit<SendInput, 'content'> & { text: string }): Promise<MessageView | null> => {
      if (busy.current || !user) return null;
      const check = checkMessage(input.text, t);
      if (!check.ok) {
        notify.error(check.error);
        return null;
      }
      busy.current = true;
      setSending(true);
      try {
        const message = await sendMessage(client, { ...input, content: check.content }, user.id);
        if (success) notify.success(success);
        return message;
      } catch (error) {
        notify.error(sendFailureNotice(error, t));
        return null;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [client, user, success, t],
  );
  return { send, sending };
}
