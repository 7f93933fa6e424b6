import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { SESSION_ENDED_EVENT } from '../../../shared/session-events';
import { whenIdle } from '../../../shared/ui/deferred-module';
import { notify } from '../../../shared/ui/toaster';
import { startMessagingLive } from '../model/messaging-live';
import { openThreadInView } from './open-thread';

/**
 * Starts the signed-in member's live feed (messages, unread count, booking changes) once the page is idle, and
 * stops it when they sign out. `meId` null: nobody (confirmed by the server) is signed in.
 */
export function useMessagingLive(meId: number | null): void {
  const client = useApolloClient();
  useEffect(() => {
    if (meId === null) return;
    let stop: (() => void) | null = null;
    const cancel = whenIdle(() => {
      stop = startMessagingLive(client, {
        meId,
        openThreadWith: openThreadInView,
        notify: notify.info,
        onSessionEnded: () => window.dispatchEvent(new Event(SESSION_ENDED_EVENT)),
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [client, meId]);
}
