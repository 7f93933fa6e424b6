import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { markConversationRead } from '../model/messaging-live';
import { useDocumentVisible } from './open-thread';

/**
 * Opening a thread reads it (issue 9 §3): while it is on screen and the page is in view, any unread message from
 * the other member is marked read, which also brings the bell's badge down.
 */
export function useMarkThreadRead(otherUserId: number | null, unread: number): void {
  const client = useApolloClient();
  const visible = useDocumentVisible();
  useEffect(() => {
    if (otherUserId === null || unread <= 0 || !visible) return;
    void markConversationRead(client, otherUserId);
  }, [client, otherUserId, unread, visible]);
}
