import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { PUSH_PUBLIC_KEY_QUERY } from '../graphql/push-public-key.query';
import { SUBSCRIBE_PUSH_MUTATION } from '../graphql/subscribe-push.mutation';
import { UNSUBSCRIBE_PUSH_MUTATION } from '../graphql/unsubscribe-push.mutation';
import {
  base64UrlBytes,
  currentPushState,
  type PushState,
  pushSupported,
  readyRegistration,
  sameKey,
} from '../model/push-subscription';

export interface BrowserNotifications {
  /** null until the browser was asked (on the server and in the first render). */
  state: PushState | null;
  busy: boolean;
  /** Asks permission, subscribes this browser and registers it; answers the new state. */
  turnOn(): Promise<PushState>;
  /** Forgets this browser's subscription, here and on the server. */
  turnOff(): Promise<PushState>;
}

/**
 * This browser's notifications for the signed-in member (issue 25 §6): the bell and the profile turn them on and
 * off. Turning on asks the browser's permission, subscribes through the service worker with the server's VAPID key
 * and registers the subscription; a refused permission leaves them off ('denied' once the browser blocks the site).
 */
export function useBrowserNotifications(): BrowserNotifications {
  const client = useApolloClient();
  const [subscribe] = useMutation(SUBSCRIBE_PUSH_MUTATION);
  const [unsubscribe] = useMutation(UNSUBSCRIBE_PUSH_MUTATION);
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushState().then(
      (next) => live && setState(next),
      () => live && setState(pushSupported() ? 'off' : 'unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async (): Promise<PushState> => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        const next = permission === 'denied' ? 'denied' : 'off';
        setState(next);
        return next;
      }
      const { data } = await client.query({ query: PUSH_PUBLIC_KEY_QUERY, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No push key');
      const key = base64UrlBytes(data.pushPublicKey);
      const registration = await readyRegistration();
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const json = subscription.toJSON();
      await subscribe({
        variables: {
          input: {
            endpoint: json.endpoint ?? subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          },
        },
      });
      setState('on');
      return 'on';
    } finally {
      setBusy(false);
    }
  }, [client, subscribe]);

  const turnOff = useCallback(async (): Promise<PushState> => {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await unsubscribe({ variables: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setState('off');
      return 'off';
    } finally {
      setBusy(false);
    }
  }, [unsubscribe]);

  return { state, busy, turnOn, turnOff };
}
