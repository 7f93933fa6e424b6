import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UNSUBSCRIBE_PUSH_MUTATION } from '../graphql/unsubscribe-push.mutation';
import { pushSupported } from '../model/push-subscription';

/**
 * Before a sign-out: this browser stops receiving the member's notifications (issue 25 §6), on the server while
 * the session still is theirs and in the browser, so the next person to use it sees none of their bookings or
 * messages. Never stands in the sign-out's way: a failure here is left behind.
 */
export function useForgetBrowserNotifications(): () => Promise<void> {
  const [unsubscribe] = useMutation(UNSUBSCRIBE_PUSH_MUTATION);
  return useCallback(async () => {
    if (!pushSupported()) return;
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription) return;
      await unsubscribe({ variables: { endpoint: subscription.endpoint } }).catch(() => undefined);
      await subscription.unsubscribe();
    } catch {
      // The browser refused (its worker gone, say): the server forgets the subscription at the first 404/410.
    }
  }, [unsubscribe]);
}
